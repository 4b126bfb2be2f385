/** The hero's two decorative glows: `StaticGlow` is what the server paints; the parallax layer moves the same shapes. */
export const glowClasses = {
  slow: "absolute -top-32 left-1/3 h-96 w-96 rounded-full bg-brand-600/40 blur-3xl",
  fast: "absolute top-40 -right-20 h-80 w-80 rounded-full bg-accent-500/25 blur-3xl",
  layer: "pointer-events-none absolute inset-0 overflow-hidden",
};

export function StaticGlow() {
  return (
    <div aria-hidden className={glowClasses.layer}>
      <div className={glowClasses.slow} />
      <div className={glowClasses.fast} />
    </div>
  );
}
