import { revalidateAnswers as say } from "@/content/blog/api-answers";
import { expireTags } from "@/lib/cache/shared-cache.mjs";
import { metrics } from "@/lib/metrics.mjs";
import { revalidatePath, revalidateTag } from "next/cache";
import { config } from "@/lib/config";
import { edgePurgesFor, revalidateBodySchema, secretMatches, tagsFor } from "@/lib/blog/revalidate";
import { readCheckedJson, uncachedJson } from "@/lib/server/read-body";
import { requestLog } from "@/lib/server/request-log";
import { knownSlugs } from "@/lib/server/blog-runtime";
import { runtime } from "@/lib/server/runtime";

const MAX_BODY_BYTES = 4 * 1024;

/**
 * WordPress calls this when a published post changes, so the blog shows it on the next request, at the
 * instances and then at the edge. `edge` in the answer says whether the purge was queued for the edge
 * ("queued": kept, sent at once in the background and retried until the edge takes it) or no edge is
 * configured ("off"); the answer does not wait for the edge.
 */
export async function POST(request: Request) {
  const secret = config().revalidateSecret;
  if (!secret) return uncachedJson(404, { message: say.off });
  if (!secretMatches(request.headers.get("x-revalidate-secret"), secret))
    return uncachedJson(401, { message: say.badSecret });

  const parsed = await readCheckedJson(request, MAX_BODY_BYTES, revalidateBodySchema, say, { listIssues: true });
  if ("refusal" in parsed) return parsed.refusal;

  const tags = tagsFor(parsed.data);
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  // Post pages built from the build's snapshot of all posts: expired by path as well, in case a page's
  // tags were not recorded. /blog itself reads WordPress with its own tags at build too.
  revalidatePath("/blog/[slug]", "page");
  // Next applies the two above after the response; the edge must not refetch before the pages are gone.
  await expireTags(tags);
  // After the tags: an instance that reads the list again must not find the old one in its cache.
  await knownSlugs().forget();
  // Last: the edge refetches what it drops, so the instances must already answer with the change.
  // Only the queueing is awaited; the edge is asked in the background. Soft purges keep what the edge
  // holds through an origin outage; a page the site now answers with its 404 goes hard.
  const edge = await runtime().edge.purgeAll(edgePurgesFor(parsed.data));
  metrics().webhook.inc({ event: parsed.data.event, edge });
  requestLog(request, "/api/revalidate").info(
    { event: "webhook.handled", post: parsed.data.id, change: parsed.data.event, edge },
    "WordPress change applied",
  );
  return uncachedJson(200, { revalidated: true, tags, edge, now: Date.now() });
}
