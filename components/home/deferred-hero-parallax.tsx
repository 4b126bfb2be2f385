"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { prefersReducedMotion } from "@/lib/reduced-motion";
import { StaticGlow } from "./hero-glow";

const HeroParallax = dynamic(() => import("./hero-parallax"), { ssr: false, loading: StaticGlow });

/**
 * The glow only moves with the scroll, so framer-motion (38 KiB) is fetched at the first scroll rather
 * than while the page is starting; until then, and for visitors who ask for reduced motion, the glow
 * the server painted stays as it is.
 */
export function DeferredHeroParallax() {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (prefersReducedMotion()) return;
    const onScroll = () => setScrolled(true);
    window.addEventListener("scroll", onScroll, { passive: true, once: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return scrolled ? <HeroParallax /> : <StaticGlow />;
}
