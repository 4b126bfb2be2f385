"use client";

import { HoverPrefetchLink } from "@/components/ui/hover-prefetch-link";
import { usePathname } from "next/navigation";
import { ChevronDown } from "lucide-react";
import { SvgIcon } from "@/components/ui/svg-icon";
import { useRef, type FocusEvent, type KeyboardEvent } from "react";
import { flushSync } from "react-dom";
import { menuLabels } from "@/content/menu-labels";
import type { NavItem } from "@/content/navigation";
import { useDropdown } from "./use-dropdown";

function isCurrent(pathname: string, href: string) {
  return href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
}

const HOVER_CLICK_GRACE_MS = 500;

export function DesktopNav({ items }: { items: NavItem[] }) {
  const pathname = usePathname();
  const { openKey, open, close, closeSoon, cancelClose } = useDropdown();
  const triggers = useRef(new Map<string, HTMLButtonElement>());
  const panels = useRef(new Map<string, HTMLUListElement>());
  const hoverOpenedAt = useRef(0);

  /**
   * The panel is rendered open before its first link takes focus, in the same keystroke: had focus waited
   * for a later frame, a second quick key would still reach the trigger and start over from the first link.
   */
  function openAtFirstItem(key: string) {
    flushSync(() => open(key));
    panels.current.get(key)?.querySelector<HTMLAnchorElement>("a")?.focus();
  }

  function onTriggerKeyDown(event: KeyboardEvent, key: string) {
    if (event.key === "Enter" || event.key === " " || event.key === "ArrowDown") {
      event.preventDefault();
      openAtFirstItem(key);
    } else if (event.key === "Escape") {
      close();
    }
  }

  function onPanelKeyDown(event: KeyboardEvent, key: string) {
    const links = [...(panels.current.get(key)?.querySelectorAll<HTMLAnchorElement>("a") ?? [])];
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === "Escape") {
      event.preventDefault();
      close();
      triggers.current.get(key)?.focus();
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      // The panel is already visible, so focus moves at once: a quick Enter must follow the new item.
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      links[(index + step + links.length) % links.length]?.focus();
    }
  }

  function onBlur(event: FocusEvent<HTMLLIElement>, key: string) {
    if (openKey === key && !event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  }

  return (
    <nav aria-label={menuLabels.desktopNav} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {items.map((item) => {
          const current = isCurrent(pathname, item.href);
          const linkClass = `nlink ${current ? "text-brand-700" : "text-ink-700 hover:text-brand-700"}`;
          if (!item.children) {
            return (
              <li key={item.href}>
                <HoverPrefetchLink
                  href={item.href}
                  className={linkClass}
                  aria-current={pathname === item.href ? "page" : undefined}
                >
                  {item.label}
                </HoverPrefetchLink>
              </li>
            );
          }
          const key = item.label;
          const expanded = openKey === key;
          const panelId = `nav-panel-${key.toLowerCase()}`;
          return (
            <li
              key={key}
              className="relative flex items-center"
              onPointerEnter={(event) => {
                if (event.pointerType === "touch") return;
                hoverOpenedAt.current = Date.now();
                open(key);
              }}
              onPointerLeave={(event) => event.pointerType !== "touch" && closeSoon()}
              onBlur={(event) => onBlur(event, key)}
            >
              <HoverPrefetchLink
                href={item.href}
                className={`${linkClass} pr-1`}
                aria-current={pathname === item.href ? "page" : undefined}
                onKeyDown={(event) => event.key === "ArrowDown" && onTriggerKeyDown(event, key)}
              >
                {item.label}
              </HoverPrefetchLink>
              <button
                type="button"
                ref={(node) => {
                  if (node) triggers.current.set(key, node);
                }}
                aria-expanded={expanded}
                aria-controls={panelId}
                aria-label={`${item.label} menu`}
                className="rounded-full p-1.5 text-ink-500 hover:text-brand-700"
                // A mouse opens the panel on its way to the chevron; that same gesture's click must not shut it.
                onClick={() =>
                  expanded && Date.now() - hoverOpenedAt.current > HOVER_CLICK_GRACE_MS ? close() : open(key)
                }
                onKeyDown={(event) => onTriggerKeyDown(event, key)}
              >
                <SvgIcon icon={ChevronDown} className={`size-4 transition-transform ${expanded ? "rotate-180" : ""}`} />
              </button>
              <ul
                id={panelId}
                ref={(node) => {
                  if (node) panels.current.set(key, node);
                }}
                hidden={!expanded}
                onPointerEnter={cancelClose}
                onKeyDown={(event) => onPanelKeyDown(event, key)}
                className="dd"
              >
                {item.children.map((child) => (
                  <li key={child.href + child.label}>
                    <HoverPrefetchLink
                      href={child.href}
                      onClick={close}
                      className="dd-link"
                      aria-current={pathname === child.href ? "page" : undefined}
                    >
                      <span className="dd-title">{child.label}</span>
                      {child.description && <span className="dd-desc">{child.description}</span>}
                    </HoverPrefetchLink>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
