import { previewAnswers as say } from "@/content/blog/api-answers";
import { errorFields } from "@/lib/failure-notice.mjs";
import { requestLog } from "@/lib/server/request-log";
import { cookies, draftMode } from "next/headers";
import { framework } from "@/lib/config";
import { redirect } from "next/navigation";
import { fetchPreviewSlug, PREVIEW_COOKIE, previewConfig } from "@/lib/blog/preview";
import { PREVIEW_SESSION_SECONDS, previewLink, previewSession } from "@/lib/blog/preview-token";

export const dynamic = "force-dynamic";

const answer = (status: number, message: string) =>
  Response.json({ message }, { status, headers: { "cache-control": "private, no-store", "x-robots-tag": "noindex" } });

/**
 * WordPress's Preview button lands here (the mu-plugin rewrites its link) with a signed, short-lived
 * token. A valid one turns on Draft Mode and opens the post in the site's own layout; anything else
 * gets 401 and no cookie.
 */
export async function GET(request: Request) {
  const config = previewConfig();
  if (!config) return answer(404, say.off);
  const id = previewLink.verify(new URL(request.url).searchParams.get("token"), config.secret);
  if (!id) return answer(401, say.badLink);

  let slug;
  try {
    slug = await fetchPreviewSlug(config, id);
  } catch (error) {
    requestLog(request, "/api/preview").warn(
      { event: "preview.wordpress_failed", post: id, ...errorFields(error) },
      "WordPress did not answer a preview",
    );
    return answer(502, say.wordpressDown);
  }
  if (!slug) return answer(404, say.noPost);

  (await draftMode()).enable();
  (await cookies()).set(PREVIEW_COOKIE, previewSession.create(id, config.secret), {
    httpOnly: true,
    secure: framework.isProduction(),
    sameSite: "lax",
    path: "/",
    maxAge: PREVIEW_SESSION_SECONDS,
  });
  redirect(`/blog/${encodeURIComponent(slug)}`);
}
