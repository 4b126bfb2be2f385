import type { Handler } from "@fortedigital/nextjs-cache-handler/cache-handler.types";

export { CacheHandler as default } from "@fortedigital/nextjs-cache-handler";

export declare function redisWithLocalCopy(redis: Handler, local: Handler): Handler;
