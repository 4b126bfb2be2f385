import { createElement, type ReactElement } from "react";
import type { LucideIcon } from "lucide-react";

type IconNode = [tag: string, attributes: Record<string, string>][];
type LucideInternals = { render: (props: object, ref: null) => ReactElement<{ icon: { node: IconNode } }> };

/**
 * A lucide icon drawn as a plain <svg>. lucide-react's own icon is a client component: each use sent its
 * path data a second time in the page's RSC payload, with a dozen presentation attributes in the HTML, and
 * hydrated in the browser. The stroke styling lives once in the `.icon` class of lib/css/globals.css. The path
 * data is read from the icon component itself (it passes it to lucide's Icon), so any icon of the package
 * works here, including each one icon-by-key.tsx draws for a key content names. Client components draw
 * their icons with it too, for the same lean HTML.
 *
 * The shapes go in as separate children, without lucide's keys: those are random strings the RSC payload
 * would carry for every shape of every icon, and children passed one by one need no keys.
 */
export function SvgIcon({ icon, className }: { icon: LucideIcon; className?: string }) {
  const { node } = (icon as unknown as LucideInternals).render({}, null).props.icon;
  return createElement(
    "svg",
    { viewBox: "0 0 24 24", "aria-hidden": "true", className: className ? `icon ${className}` : "icon" },
    ...node.map(([tag, attributes]) => createElement(tag, { ...attributes, key: undefined })),
  );
}
