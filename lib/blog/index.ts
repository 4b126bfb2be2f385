import path from "node:path";
import { config, framework } from "@/lib/config";
import { log } from "@/lib/log.mjs";
import { diskLastGood, withLastGood } from "./last-good";
import { localSource } from "./local";
import { wordpressSource } from "./wordpress";
import type { BlogSource } from "./types";

/**
 * WordPress when WORDPRESS_URL names one, with its last good answers kept in the build's folder;
 * otherwise the posts bundled in content/blog.
 */
export function blogSource(): BlogSource {
  const { wordpressUrl, distDir } = config();
  if (!wordpressUrl) return localSource;
  return withLastGood(
    wordpressSource(wordpressUrl),
    diskLastGood(path.resolve(/*turbopackIgnore: true*/ distDir, "cache", "nexaloom-last-good")),
  );
}

let warned = false;

/**
 * During `next build` an unreachable WordPress must not fail the build: the page renders without
 * posts and ISR fills it in later. At run time the error is thrown instead (once the last good answer
 * is missing too), so a page is never replaced with an empty one.
 */
export async function duringBuildTolerate<T>(load: () => Promise<T>, fallback: T): Promise<T> {
  if (!framework.isBuild()) return load();
  try {
    return await load();
  } catch (error) {
    if (!warned) {
      warned = true;
      log().warn(
        { event: "blog.build_wordpress_unreachable", error: (error as Error).message },
        "WordPress did not answer during the build; the blog fills in once it does",
      );
    }
    return fallback;
  }
}
