import { config, framework } from "@/lib/config";
import { localSource } from "./local";
import { wordpressSource } from "./wordpress";
import type { BlogSource } from "./types";

/** WordPress when WORDPRESS_URL names one; otherwise the posts bundled in content/blog. */
export function blogSource(): BlogSource {
  const base = config().wordpressUrl;
  return base ? wordpressSource(base) : localSource;
}

let warned = false;

/**
 * During `next build` an unreachable WordPress must not fail the build: the page renders without
 * posts and ISR fills it in later. At run time the error is thrown instead, so Next keeps serving
 * the last good page rather than replacing it with an empty one.
 */
export async function duringBuildTolerate<T>(load: () => Promise<T>, fallback: T): Promise<T> {
  if (!framework.isBuild()) return load();
  try {
    return await load();
  } catch (error) {
    if (!warned) {
      warned = true;
      console.warn(`[blog] WordPress at ${config().wordpressUrl} did not answer during the build; the blog fills in once it does. (${(error as Error).message})`);
    }
    return fallback;
  }
}
