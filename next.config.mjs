import { fileURLToPath } from "node:url";
import { edgeKeyHeaders } from "./lib/edge/keys.mjs";
import { securityHeaders } from "./lib/security-headers.mjs";
import { imageHosts, recordBuild, settingsOrExit } from "./lib/settings.mjs";

// Read by `next build` and by `next start` before it serves: a bad setting stops either with one line.
const settings = settingsOrExit();

/**
 * Featured images live on the WordPress host, or on a media host of BLOG_MEDIA_HOSTS (an offload to S3
 * or a CDN), so next/image may fetch from those and nowhere else.
 */
const imageHostPatterns = imageHosts(settings);

/** @param {string} hostname */
function isLocal(hostname) {
  return hostname === "localhost" || /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|\[::1\]$)/.test(hostname);
}

/**
 * Next keeps its incremental cache in lib/cache/shared-cache.mjs's handlers, on one machine as on many
 * (with REDIS_URL, shared through Redis), so the webhook can expire a post's pages before it has the
 * edge refetch them. Next's own in-memory copy is off: it would keep serving a page another instance
 * revalidated.
 */
const cache = {
  cacheHandler: fileURLToPath(new URL("./lib/cache/cache-handler.mjs", import.meta.url)),
  cacheMaxMemorySize: 0,
};

/** Compiles a stylesheet to text at build (lib/css/inline-css-loader.mjs), for the server to write or serve. */
const inlineCssRule = {
  loaders: [fileURLToPath(new URL("./lib/css/inline-css-loader.mjs", import.meta.url))],
  as: "*.js",
};

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // One image (Dockerfile) carries .next/standalone: the server and only the modules it traces.
  output: "standalone",
  // app/global-not-found.tsx answers unmatched paths, so the 404 page is no longer in every page's payload.
  experimental: { globalNotFound: true },
  // The WordPress end-to-end run builds into its own folder, so it never overwrites the main build.
  distDir: settings.distDir,
  // Instances behind one balancer run one build; a shared id keeps a browser's chunks and server
  // actions valid whichever instance answers (and tells a new deploy's assets from the old one's).
  ...(settings.deploymentId ? { deploymentId: settings.deploymentId } : {}),
  ...cache,
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders(settings) },
      // The stylesheet's type is set here, as one string, so Next's compression can read it (its route).
      { source: "/styles/site.css", headers: [{ key: "content-type", value: "text/css; charset=utf-8" }] },
      ...edgeKeyHeaders(settings.edge, settings.deploymentId),
    ];
  },
  compiler: {
    // The header rules above tag pages for one provider, fixed here with the other settings a build fixes;
    // `next start` refuses other values (instrumentation.ts). Not at config load: the build empties its folder after reading the config.
    runAfterProductionCompile: async ({ distDir }) => recordBuild(distDir, settings),
  },
  turbopack: {
    rules: {
      // The site's stylesheet is written into each page's HTML rather than linked: the link cost a phone on
      // a slow network a round trip before first paint (see lib/css/site-stylesheet.ts).
      "*.inline-css": inlineCssRule,
      // The first screen's rules, one stylesheet per page or template (lib/css/first-screen.inline-css-pages).
      "*.inline-css-pages": inlineCssRule,
    },
  },
  images: {
    remotePatterns: imageHostPatterns.map((host) => ({ ...host, pathname: "/**" })),
    // Next refuses to optimise images from private addresses; a WordPress or media host on loopback or
    // the LAN (the test WordPress, a staging box) is trusted because the operator named it in
    // WORDPRESS_URL or BLOG_MEDIA_HOSTS.
    dangerouslyAllowLocalIP: imageHostPatterns.some((host) => isLocal(host.hostname)),
    dangerouslyAllowSVG: false,
  },
};

export default nextConfig;
