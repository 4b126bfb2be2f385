"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";

const HomeContactForm = dynamic(() => import("@/components/forms/home-contact-form").then((module) => module.HomeContactForm), {
  ssr: false,
  loading: () => <FormPlaceholder />,
});

function FormPlaceholder() {
  return <div aria-hidden className="h-[40rem] animate-pulse rounded-xl bg-ink-50 sm:h-[33rem]" />;
}

/**
 * The contact form sits at the bottom of a long page; its validation code (react-hook-form and zod)
 * is fetched when the section comes near the viewport, so it costs nothing on the first load.
 */
export function DeferredHomeContactForm() {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = anchor.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setNear(true);
        observer.disconnect();
      }
    }, { rootMargin: "800px 0px" });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return <div ref={anchor}>{near ? <HomeContactForm /> : <FormPlaceholder />}</div>;
}
