// What a response tells the edge it contains, as surrogate keys (Varnish xkey, Fastly) or cache tags
// (Cloudflare). Plain JavaScript: next.config.mjs writes these into the build's header rules, and the
// webhook purges the same names.

/** Key names, one place for the pages that carry them and the purge that names them. */
export const edgeKeys = {
  /** Every page or endpoint that lists or links posts. */
  posts: "posts",
  /** One post's own page (under its slug as the URL spells it). */
  post: (slug) => `post-${slug}`,
  /** Every page of one build, purged once every instance runs the next one. */
  deployment: (id) => `deploy-${id}`,
};

/** Cloudflare reads Cache-Tag as a comma-separated list; xkey and Fastly read spaces. */
export const keySeparator = (header) => (header.toLowerCase() === "cache-tag" ? "," : " ");

/**
 * next.config.mjs header rules that tag every response the edge may store. Next keeps the value of the
 * last matching rule for a header, so each rule carries its whole list. The build's static assets are
 * left untagged: their names are hashed, so a deploy never needs them gone, and a page of the previous
 * build that a visitor still has keeps loading them.
 *
 * @param {{ tagHeader: string } | undefined} edge
 * @param {string | undefined} deploymentId
 */
export function edgeKeyHeaders(edge, deploymentId) {
  if (!edge || !deploymentId) return [];
  const build = edgeKeys.deployment(deploymentId);
  const tagged = (source, ...keys) => ({
    source,
    headers: [{ key: edge.tagHeader, value: [build, ...keys].join(keySeparator(edge.tagHeader)) }],
  });
  return [
    tagged("/"),
    tagged("/:path((?!_next/static/).+)"),
    tagged("/blog", edgeKeys.posts),
    // A post's page also lists related posts, so any publish may change it.
    tagged("/blog/:slug", edgeKeys.posts, edgeKeys.post(":slug")),
    tagged("/blog/:slug/:image", edgeKeys.post(":slug")),
    tagged("/blog/feed.xml", edgeKeys.posts),
    tagged("/sitemap.xml", edgeKeys.posts),
    tagged("/api/posts", edgeKeys.posts),
  ];
}
