// Types of lib/css/metrics/dejavu-sans.mjs (the project compiles TypeScript only).
import type { FontMetrics } from "../font-fallbacks.mjs";

type Named = FontMetrics & { fullName: string; postscriptName: string; category: string };
export declare const dejaVuSans: Named;
export declare const dejaVuSansBold: Named;
