// The incremental cache handler next.config.mjs names: Next loads this file outside its bundles and
// keeps ISR pages, the fetch cache and their tags in what lib/cache/shared-cache.mjs makes.
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import { cacheConfig } from "./shared-cache.mjs";

CacheHandler.onCreation(cacheConfig);

export default CacheHandler;
