/** Types for next-server.mjs, so the Playwright specs that start their own server are type-checked. */
export function startNextServer(options: { port: number; env?: Record<string, string>; readyPath?: string; dir?: string }): Promise<{ base: string; stop: () => void; pid: number }>;
