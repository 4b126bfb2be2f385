"use client";

import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from "react";

/** How far below the viewport a form starts loading, so it is there before a scrolling visitor reaches it. */
const LOAD_MARGIN = "600px 0px";

/**
 * Wraps a form so that its code (react-hook-form, zod, the notices) loads only when its place nears the
 * viewport, or at a visitor's first key press, so that a keyboard never tabs past a form that is not there
 * yet. Every form sits below the first screen, so the page's first load carries none of it. Until then
 * a placeholder of the form's height keeps the page from shifting.
 */
export function deferredForm(load: () => Promise<ComponentType>, placeholderHeight: string) {
  const Form = lazy(() => load().then((component) => ({ default: component })));

  function Placeholder() {
    return <div aria-hidden className={`animate-pulse rounded-xl bg-ink-50 ${placeholderHeight}`} />;
  }

  return function DeferredForm() {
    const anchor = useRef<HTMLDivElement>(null);
    const [wanted, setWanted] = useState(false);

    useEffect(() => {
      const element = anchor.current;
      if (!element) return;
      const want = () => setWanted(true);
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && want(), { rootMargin: LOAD_MARGIN });
      observer.observe(element);
      document.addEventListener("keydown", want, { once: true });
      return () => {
        observer.disconnect();
        document.removeEventListener("keydown", want);
      };
    }, []);

    return (
      <div ref={anchor}>
        {wanted ? (
          <Suspense fallback={<Placeholder />}>
            <Form />
          </Suspense>
        ) : (
          <Placeholder />
        )}
      </div>
    );
  };
}
