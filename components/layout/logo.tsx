import { HoverPrefetchLink } from "@/components/ui/hover-prefetch-link";
import { site } from "@/content/site";

/**
 * The mark's gradient is defined by the header's mark, the first on every page: `url(#logo-g)` finds the
 * first element with that id, so a later mark (the footer's) would carry a copy nothing uses, in every page.
 */
export function LogoMark({
  className = "size-9",
  defineGradient = true,
}: {
  className?: string;
  defineGradient?: boolean;
}) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden focusable="false">
      {defineGradient && (
        <defs>
          <linearGradient id="logo-g" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#6366f1" />
            <stop offset="1" stopColor="#06b6d4" />
          </linearGradient>
        </defs>
      )}
      <rect width="40" height="40" rx="11" fill="url(#logo-g)" />
      <path
        d="M11 28V12l18 16V12"
        fill="none"
        stroke="#fff"
        strokeWidth="3.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <HoverPrefetchLink href="/" className="flex items-center gap-2.5" aria-label={`${site.name} home`}>
      <LogoMark />
      <span
        className={`font-display text-xl font-bold tracking-tight ${tone === "light" ? "text-white" : "text-ink-900"}`}
      >
        {site.name}
      </span>
    </HoverPrefetchLink>
  );
}
