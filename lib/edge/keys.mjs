// What a response tells the edge it contains, as surrogate keys (Varnish xkey, Fastly) or cache tags
// (Cloudflare). Plain JavaScript: next.config.mjs writes the build's keys into its header rules, the proxy
// tags post pages, and the webhook and deploys purge the same names.
import { encodeEdgeKey } from "./key-encoding.mjs";
import { cdnProviders } from "./providers.mjs";

/** @import { CdnProviderName } from "./providers.mjs" */

/**
 * Key names, one place for the pages that carry them and the purges that name them. Each comes out
 * encoded (lib/edge/key-encoding.mjs), so a slug spelled another way in a URL than in WordPress (letter
 * case, percent-escapes) still names the one key its page was tagged with.
 */
export const edgeKeys = {
  /** Every page or endpoint that lists or links posts. */
  posts: "posts",
  /** One post's own page and its share card. */
  post: (/** @type {string} */ slug) => encodeEdgeKey(`post-${slug}`),
  /** Every page of one build, purged once every instance runs the next one. */
  deployment: (/** @type {string} */ id) => encodeEdgeKey(`deploy-${id}`),
};

/**
 * A post's page, `/blog/<slug>`, or its share card, `/blog/<slug>/opengraph-image` (or
 * `opengraph-image-<hash>`): the paths the proxy sees under /blog (its matcher skips paths that end in a
 * file extension). A slug has no dot (WordPress makes it a dash), so the feed is none. The list pages
 * below /blog/page/ and /blog/category/ are none either, even where a segment reads opengraph-image: their
 * routes answer those paths, and the header rules tag them.
 */
const POST_PATH = /^\/blog\/(?!(?:page|category)\/)([^/.]+)(\/opengraph-image(?:-[\w-]+)?)?$/;

/**
 * next.config.mjs header rules that tag every response the edge may store whose keys are known at build.
 * Next keeps the value of the last matching rule for a header, so each rule carries its whole list. Post
 * pages are left to the proxy (postPageTag), since only code can encode the slug a URL spells; no rule
 * here matches them, so one place alone tags each path. The build's static assets are left untagged:
 * their names are hashed, so a deploy never needs them gone, and a page of the previous build that a
 * visitor still has keeps loading them.
 *
 * @param {{ provider: CdnProviderName } | undefined} edge
 * @param {string | undefined} deploymentId
 * @returns {{ source: string; headers: { key: string; value: string }[] }[]}
 */
export function edgeKeyHeaders(edge, deploymentId) {
  if (!edge || !deploymentId) return [];
  const { tagHeader, separator } = cdnProviders[edge.provider];
  const build = edgeKeys.deployment(deploymentId);
  /**
   * @param {string} source
   * @param {...string} keys
   */
  const tagged = (source, ...keys) => ({
    source,
    headers: [{ key: tagHeader, value: [build, ...keys].join(separator) }],
  });
  return [
    tagged("/"),
    tagged("/:path((?!_next/static/|blog/[^/.]+(?:/opengraph-image(?:-[\\w-]+)?)?$).+)"),
    tagged("/blog", edgeKeys.posts),
    // The list's own pages (lib/blog/archive-paths.ts): page 2 onwards and each category's pages.
    tagged("/blog/page/:page", edgeKeys.posts),
    tagged("/blog/category/:path+", edgeKeys.posts),
    tagged("/blog/feed.xml", edgeKeys.posts),
    tagged("/sitemap.xml", edgeKeys.posts),
    tagged("/api/posts", edgeKeys.posts),
  ];
}

/**
 * The tag header of a post's page or share card that the proxy passes on, or undefined for any other path
 * (or without an edge). A post's page also lists related posts, so any publish may change it: it carries
 * `posts` as well as its own key; its images show the post alone.
 *
 * @param {{ provider: CdnProviderName } | undefined} edge
 * @param {string | undefined} deploymentId
 * @param {string} pathname as the request spells it (percent-escapes and letter case as sent)
 * @returns {{ name: string; value: string } | undefined}
 */
export function postPageTag(edge, deploymentId, pathname) {
  const match = POST_PATH.exec(pathname);
  if (!edge || !deploymentId || !match) return undefined;
  // The slug's group always takes part in a match; the image's may not.
  const [, slug, image] = match;
  return tagWith(edge, deploymentId, [...(image ? [] : [edgeKeys.posts]), edgeKeys.post(/** @type {string} */ (slug))]);
}

/**
 * The tag header of the proxy's 308 from a renamed post's old slug to its current one, or undefined
 * without an edge: both slugs' keys, so renaming the post again, unpublishing it, or a new post taking
 * the old slug purges the stored redirect.
 *
 * @param {{ provider: CdnProviderName } | undefined} edge
 * @param {string | undefined} deploymentId
 * @param {{ old: string; current: string }} slugs
 * @returns {{ name: string; value: string } | undefined}
 */
export function renamedPostTag(edge, deploymentId, { old, current }) {
  if (!edge || !deploymentId) return undefined;
  return tagWith(edge, deploymentId, [edgeKeys.post(old), edgeKeys.post(current)]);
}

/**
 * The provider's tag header naming the build's key and `keys`.
 *
 * @param {{ provider: CdnProviderName }} edge
 * @param {string} deploymentId
 * @param {string[]} keys
 */
function tagWith(edge, deploymentId, keys) {
  const { tagHeader, separator } = cdnProviders[edge.provider];
  return { name: tagHeader, value: [edgeKeys.deployment(deploymentId), ...keys].join(separator) };
}
