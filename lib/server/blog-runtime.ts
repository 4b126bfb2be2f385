import "server-only";
import path from "node:path";
import { config, type Settings } from "@/lib/config";
import { buildKey } from "@/lib/cache/build-key.mjs";
import { processSingleton } from "@/lib/process-singleton.mjs";
import { sharedRedis } from "@/lib/redis-client.mjs";
import {
  createKnownSlugList,
  localSlugListVersion,
  redisSlugListVersion,
  type KnownSlugList,
} from "@/lib/blog/known-slug-list";
import { diskLastGood, withLastGood } from "@/lib/blog/last-good";
import { localSource } from "@/lib/blog/local";
import { mapperOptions } from "@/lib/blog/mapper-options";
import { wordpressSource } from "@/lib/blog/wordpress";
import type { BlogSource } from "@/lib/blog/types";

/*
 * The blog's backends, picked once per process like those in ./runtime.ts but kept apart from them:
 * the proxy needs the slug list, and importing ./runtime.ts would bundle PostgreSQL, the mailer and the
 * rate limiter into it (lib/__tests__/proxy-imports.test.ts holds it to that).
 */

/**
 * WordPress when WORDPRESS_URL names one, with its last good answers kept in the build's folder;
 * otherwise the posts bundled in content/blog.
 */
function createBlogSource(settings: Settings): BlogSource {
  const { wordpressUrl, distDir } = settings;
  if (!wordpressUrl) return localSource;
  return withLastGood(
    wordpressSource(wordpressUrl, mapperOptions(settings)),
    diskLastGood(path.resolve(/*turbopackIgnore: true*/ distDir, "cache", "nexaloom-last-good")),
  );
}

/** The list's version lives in Redis when REDIS_URL is set, so a publish seen by one instance reaches all. */
function createKnownSlugs(settings: Settings, source: BlogSource): KnownSlugList {
  const { redisUrl } = settings;
  const version = redisUrl
    ? redisSlugListVersion(sharedRedis(redisUrl), `nexaloom:${buildKey(settings)}:known-slugs:version`)
    : localSlugListVersion();
  return createKnownSlugList(version, async () => {
    const [slugs, redirects, categories] = await Promise.all([
      source.listSlugs(),
      source.listSlugRedirects(),
      source.listCategoryCounts(),
    ]);
    return { slugs, redirects, categories };
  });
}

/** One per process, so the last good store's memory of what it already wrote outlives a request. */
export const blogSource = (): BlogSource => processSingleton("nexaloom.blogSource", () => createBlogSource(config()));

export const knownSlugs = (): KnownSlugList =>
  processSingleton("nexaloom.knownSlugs", () => createKnownSlugs(config(), blogSource()));
