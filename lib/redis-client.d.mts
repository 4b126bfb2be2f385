import type { createClient } from "@redis/client";

export type RedisClient = ReturnType<typeof createClient>;
export declare function sharedRedis(url: string): RedisClient;
export declare function ready(client: RedisClient, timeoutMs: number): Promise<void>;
