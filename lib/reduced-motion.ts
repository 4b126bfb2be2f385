/** Whether the visitor has asked their system for reduced motion; read at the moment of use. */
export function prefersReducedMotion() {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}
