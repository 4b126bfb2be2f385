"use client";

import dynamic from "next/dynamic";
import { StaticGlow } from "./hero-glow";

/**
 * framer-motion is fetched after hydration rather than with the page: the glow is decorative and starts
 * still, so the server paints it as plain shapes and the moving layer takes over once it arrives.
 */
export const DeferredHeroParallax = dynamic(() => import("./hero-parallax"), { ssr: false, loading: StaticGlow });
