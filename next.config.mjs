import { securityHeaders } from "./lib/security-headers.mjs";

/** Featured images live on the WordPress host, so next/image may fetch from it and nowhere else. */
function wordpressImagePatterns() {
  const base = process.env.WORDPRESS_URL;
  if (!base) return [];
  const url = new URL(base);
  return [
    {
      protocol: /** @type {"http" | "https"} */ (url.protocol.replace(":", "")),
      hostname: url.hostname,
      port: url.port,
      pathname: "/**",
    },
  ];
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // The stylesheet is small; inlining it removes the one render-blocking request before first paint.
  experimental: { inlineCss: true },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders() }];
  },
  images: {
    remotePatterns: wordpressImagePatterns(),
    dangerouslyAllowSVG: false,
  },
};

export default nextConfig;
