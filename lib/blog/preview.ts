import "server-only";
import { z } from "zod";
import { config as settings } from "@/lib/config";
import { mapperOptions } from "./mapper-options";
import { toBlogPost } from "./wordpress-mapper";
import { POST_EMBEDDED, wordpressPostSchema } from "./wordpress-schema";
import type { BlogPost } from "./types";

const TIMEOUT_MS = 8_000;

/** A draft has no publication date and often no slug yet; WordPress proposes one in generated_slug. */
const editPostSchema = wordpressPostSchema.extend({
  date_gmt: z.string().nullable(),
  modified_gmt: z.string(),
  generated_slug: z.string().optional(),
  status: z.string(),
});

const autosaveListSchema = z.array(
  z.object({
    modified_gmt: z.string(),
    title: z.object({ rendered: z.string() }),
    content: z.object({ rendered: z.string() }),
    excerpt: z.object({ rendered: z.string() }),
  }),
);

type PreviewConfig = { root: string; secret: string; authorization: string };

/** Preview needs all four settings; with any missing the routes answer 404 and WordPress keeps its own preview. */
export function previewConfig(): PreviewConfig | null {
  const { wordpressUrl, preview } = settings();
  if (!wordpressUrl || !preview) return null;
  return {
    root: wordpressUrl,
    secret: preview.secret,
    authorization: `Basic ${Buffer.from(`${preview.user}:${preview.appPassword}`).toString("base64")}`,
  };
}

export type PreviewPost = BlogPost & { status: string };

async function loadJson(config: PreviewConfig, path: string): Promise<unknown> {
  const response = await fetch(`${config.root}/wp-json/wp/v2/${path}`, {
    headers: { accept: "application/json", authorization: config.authorization },
    cache: "no-store",
    // A redirect would carry the credentials to wherever it points (another host, or plain http).
    redirect: "manual",
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (response.status === 404 || response.status === 410) return null;
  if (!response.ok) throw new Error(`WordPress answered ${response.status} for a preview`);
  return response.json();
}

const slugSchema = z.object({ id: z.number(), slug: z.string(), generated_slug: z.string().optional() });

/** A draft has no slug until it is published; WordPress proposes one, and the id is the last resort. */
const addressOf = (post: z.infer<typeof slugSchema>) => post.slug || post.generated_slug || String(post.id);

/** Only where the post will live: the preview route needs nothing more to redirect. */
export async function fetchPreviewSlug(config: PreviewConfig, id: number): Promise<string | null> {
  const json = await loadJson(config, `posts/${id}?context=edit&_fields=id,slug,generated_slug`);
  return json ? addressOf(slugSchema.parse(json)) : null;
}

/**
 * The post as its editor last saw it: drafts, pending and scheduled posts as stored, and for any post
 * an autosave newer than the post itself (an unsaved change to a published post). Read with the preview
 * user's application password, sent only to WORDPRESS_URL, and never cached: every view asks again.
 */
export async function fetchPreviewPost(config: PreviewConfig, id: number): Promise<PreviewPost | null> {
  const [postJson, autosavesJson] = await Promise.all([
    loadJson(config, `posts/${id}?context=edit&_embed=${POST_EMBEDDED}`),
    loadJson(config, `posts/${id}/autosaves?context=edit`),
  ]);
  if (!postJson) return null;
  const post = editPostSchema.parse(postJson);
  const newest = autosaveListSchema
    .parse(autosavesJson ?? [])
    .filter((autosave) => autosave.modified_gmt >= post.modified_gmt)
    .sort((a, b) => b.modified_gmt.localeCompare(a.modified_gmt))[0];
  const edited = newest ? { ...post, title: newest.title, content: newest.content, excerpt: newest.excerpt } : post;
  const blogPost = toBlogPost(
    { ...edited, date_gmt: post.date_gmt ?? post.modified_gmt },
    { ...mapperOptions(settings()), wordpressOrigin: config.root },
  );
  return { ...blogPost, slug: addressOf(post), status: post.status };
}

/** Holds the previewed post's id, signed, beside Next's Draft Mode cookie, which only says "preview on". */
export const PREVIEW_COOKIE = "nexaloom_preview";
