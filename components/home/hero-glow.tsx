/** The hero's two decorative glows: `StaticGlow` is what the server paints; the parallax layer moves the same shapes. */
export const glowClasses = {
  slow: "glow absolute -top-48 left-1/4 h-[34rem] w-[34rem] text-brand-600/45",
  fast: "glow absolute top-24 -right-36 h-[30rem] w-[30rem] text-accent-500/30",
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
