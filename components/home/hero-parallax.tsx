"use client";

import { LazyMotion, m, useReducedMotion, useScroll, useTransform } from "framer-motion";
import { glowClasses } from "./hero-glow";

// The animation features arrive after the first paint; the decorative layer simply starts still.
const loadFeatures = () => import("./motion-features").then((module) => module.default);

/**
 * The hero's decorative glow drifts with the scroll. Only this layer moves; the heading and buttons
 * are painted at once, and nothing moves for visitors who ask for reduced motion.
 */
export default function HeroParallax() {
  const reduce = useReducedMotion();
  const { scrollY } = useScroll();
  const slow = useTransform(scrollY, [0, 600], [0, reduce ? 0 : 120]);
  const fast = useTransform(scrollY, [0, 600], [0, reduce ? 0 : -80]);
  return (
    <LazyMotion features={loadFeatures} strict>
      <div aria-hidden className={glowClasses.layer}>
        <m.div style={{ y: slow }} className={glowClasses.slow} />
        <m.div style={{ y: fast }} className={glowClasses.fast} />
      </div>
    </LazyMotion>
  );
}
