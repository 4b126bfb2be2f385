"use client";

import { HoverPrefetchLink } from "@/components/ui/hover-prefetch-link";
import { usePathname } from "next/navigation";
import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { NavItem, NavLink } from "@/content/navigation";

export function MobileMenu({ items, cta }: { items: NavItem[]; cta: NavLink }) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const button = useRef<HTMLButtonElement>(null);

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

  const close = () => setOpen(false);
  const linkClass = (href: string) =>
    `block rounded-xl px-3 py-2.5 text-base font-medium ${pathname === href ? "bg-brand-50 text-brand-700" : "text-ink-800 hover:bg-ink-50"}`;

  return (
    <div className="lg:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-11 items-center justify-center rounded-full text-ink-800 hover:bg-ink-100"
      >
        {open ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
      </button>
      <nav
        id="mobile-menu"
        aria-label="Mobile"
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-96 overflow-y-auto border-b border-ink-200 bg-white px-5 py-4 shadow-lift"
      >
        <ul className="space-y-1">
          {items.map((item) => (
            <li key={item.label}>
              <HoverPrefetchLink href={item.href} onClick={close} className={linkClass(item.href)} aria-current={pathname === item.href ? "page" : undefined}>
                {item.label}
              </HoverPrefetchLink>
              {item.children && (
                <ul className="ml-4 border-l border-ink-200 pl-2">
                  {item.children
                    .filter((child) => child.href !== item.href)
                    .map((child) => (
                      <li key={child.href}>
                        <HoverPrefetchLink href={child.href} onClick={close} className={linkClass(child.href)} aria-current={pathname === child.href ? "page" : undefined}>
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
          onClick={close}
          className="mt-4 flex min-h-12 items-center justify-center rounded-full bg-brand-600 font-semibold text-white"
        >
          {cta.label}
        </HoverPrefetchLink>
      </nav>
    </div>
  );
}
