import { blogBrowserCopy } from "@/content/blog/page-copy";
import { errorFields, failureNotice } from "@/lib/failure-notice.mjs";
import { processSingleton } from "@/lib/process-singleton.mjs";
import { blogSource } from "@/lib/blog";
import { BLOG_SHARED_CACHE_CONTROL } from "@/lib/blog/cache-tags";
import { parseListQuery } from "@/lib/blog/query";

/**
 * The blog list for the browser's search, category and page views. The WordPress calls behind it
 * are cached by tag for a minute, so a busy list costs WordPress one request per view per minute.
 */
const listNotice = () =>
  processSingleton("nexaloom.postsListNotice", () =>
    failureNotice(
      "posts.list_failed",
      "the blog list could not be read for the browser, and no last good answer was kept",
    ),
  );

export async function GET(request: Request) {
  const query = parseListQuery(new URL(request.url).searchParams);
  let page;
  try {
    page = await blogSource().listPosts(query);
  } catch (error) {
    listNotice().failed(errorFields(error));
    return Response.json({ message: blogBrowserCopy.error }, { status: 502, headers: { "cache-control": "no-store" } });
  }
  // Said once the list answers again, so the next outage is logged too.
  listNotice().recovered();
  return Response.json(page, { headers: { "cache-control": BLOG_SHARED_CACHE_CONTROL } });
}
