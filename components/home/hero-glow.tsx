/** The hero's two decorative glows: `StaticGlow` is what the server paints; the parallax layer moves the same shapes. */
export const glowClasses = {
  slow: "glow-slow",
  fast: "glow-fast",
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
