import "server-only";
import { framework } from "@/lib/config";
import { errorFields, failureNotice } from "@/lib/failure-notice.mjs";
import { processSingleton } from "@/lib/process-singleton.mjs";

export { blogSource } from "@/lib/server/blog-runtime";

/** Once per build worker, however many of its bundles render a blog page. */
const buildNotice = () =>
  processSingleton("nexaloom.blogBuildNotice", () =>
    failureNotice(
      "blog.build_wordpress_unreachable",
      "WordPress did not answer during the build; the blog fills in once it does",
    ),
  );

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
    buildNotice().failed(errorFields(error));
    return fallback;
  }
}
