import { prefersReducedMotion } from "./reduced-motion";

/** Brings an element to the top of the viewport, smoothly unless the visitor asks for reduced motion. */
export function scrollToTop(element: Element | null | undefined) {
  element?.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
}
