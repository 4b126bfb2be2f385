"use client";

import { HoverPrefetchLink } from "@/components/ui/hover-prefetch-link";
import { usePathname } from "next/navigation";
import { Menu, X } from "lucide-react";
import { SvgIcon } from "@/components/ui/svg-icon";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { menuLabels } from "@/content/menu-labels";
import type { NavItem, NavLink } from "@/content/navigation";

/**
 * The small-screen menu. Choosing any link in it closes it (the current page's link too) and puts focus on
 * the page's content, `contentId`, so a screen reader starts on the new page and not on a link that is gone.
 * Any other change of page (back, forward) closes it as well.
 */
export function MobileMenu({ items, cta, contentId }: { items: NavItem[]; cta: NavLink; contentId: string }) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const [openedOn, setOpenedOn] = useState(pathname);
  const button = useRef<HTMLButtonElement>(null);
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  function onChoose(event: MouseEvent<HTMLElement>) {
    if (!(event.target instanceof Element && event.target.closest("a"))) return;
    setOpen(false);
    document.getElementById(contentId)?.focus({ preventScroll: true });
  }

  return (
    <div className="lg:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? menuLabels.close : menuLabels.open}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-11 items-center justify-center rounded-full text-ink-800 hover:bg-ink-100"
      >
        <SvgIcon icon={open ? X : Menu} className="size-6" />
      </button>
      <nav
        id="mobile-menu"
        aria-label={menuLabels.mobileNav}
        hidden={!open}
        onClick={onChoose}
        className="absolute inset-x-0 top-full max-h-96 overflow-y-auto border-b border-ink-200 bg-white px-5 py-4 shadow-lift"
      >
        <ul className="space-y-1">
          {items.map((item) => (
            <li key={item.label}>
              <HoverPrefetchLink
                href={item.href}
                className="mlink"
                aria-current={pathname === item.href ? "page" : undefined}
              >
                {item.label}
              </HoverPrefetchLink>
              {item.children && (
                <ul className="ml-4 border-l border-ink-200 pl-2">
                  {item.children
                    .filter((child) => child.href !== item.href)
                    .map((child) => (
                      <li key={child.href}>
                        <HoverPrefetchLink
                          href={child.href}
                          className="mlink"
                          aria-current={pathname === child.href ? "page" : undefined}
                        >
                          {child.label}
                        </HoverPrefetchLink>
                      </li>
                    ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
        <HoverPrefetchLink
          href={cta.href}

          className="mt-4 flex min-h-12 items-center justify-center rounded-full bg-brand-600 font-semibold text-white"
        >
          {cta.label}
        </HoverPrefetchLink>
      </nav>
    </div>
  );
}
