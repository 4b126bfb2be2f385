// Types of lib/log.mjs (the project compiles TypeScript only).
import type { Logger } from "pino";

export declare function log(): Logger;
