/** Brings an element to the top of the viewport, smoothly unless the visitor asks for reduced motion. */
export function scrollToTop(element: Element | null | undefined) {
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  element?.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
}
