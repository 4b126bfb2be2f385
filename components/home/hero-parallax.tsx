"use client";

import { LazyMotion, m, useReducedMotion, useScroll, useTransform } from "framer-motion";

// The animation features arrive after the first paint; the decorative layer simply starts still.
const loadFeatures = () => import("./motion-features").then((module) => module.default);

/**
 * The hero's decorative glow drifts with the scroll. Only this layer moves; the heading and buttons
 * are painted at once, and nothing moves for visitors who ask for reduced motion.
 */
export function HeroParallax() {
  const reduce = useReducedMotion();
  const { scrollY } = useScroll();
  const slow = useTransform(scrollY, [0, 600], [0, reduce ? 0 : 120]);
  const fast = useTransform(scrollY, [0, 600], [0, reduce ? 0 : -80]);
  return (
    <LazyMotion features={loadFeatures} strict>
      <div aria-hidden className="pointer-events-none absolute inset-0 overflow-hidden">
        <m.div style={{ y: slow }} className="absolute -top-32 left-1/3 h-96 w-96 rounded-full bg-brand-600/40 blur-3xl" />
        <m.div style={{ y: fast }} className="absolute top-40 -right-20 h-80 w-80 rounded-full bg-accent-500/25 blur-3xl" />
      </div>
    </LazyMotion>
  );
}
