// Types of lib/security-headers.mjs (the project compiles TypeScript only), for its tests.
import type { Settings } from "./settings.mjs";

export declare function contentSecurityPolicy(settings: Settings): string;
export declare function securityHeaders(settings: Settings): { key: string; value: string }[];
