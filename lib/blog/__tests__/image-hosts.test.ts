/** @jest-environment node */
import { matchRemotePattern } from "next/dist/shared/lib/match-remote-pattern";
import type { HostPattern } from "@/lib/settings.mjs";
import { allowedImageHosts, imageHostAllowed } from "../image-hosts";

/** The hosts of WORDPRESS_URL=http://127.0.0.1:8881 and the BLOG_MEDIA_HOSTS example, plus a wildcard. */
const allowed = [
  { protocol: "http", hostname: "127.0.0.1", port: "8881" },
  { protocol: "https", hostname: "media.example-cdn.com", port: "" },
  { protocol: "https", hostname: "i0.wp.com", port: "" },
  { protocol: "https", hostname: "*.cloudfront.net", port: "" },
] satisfies HostPattern[];

const cases: [string, boolean][] = [
  ["http://127.0.0.1:8881/wp-content/uploads/2026/03/chart.png", true],
  ["https://media.example-cdn.com/2026/03/chart.png", true],
  ["https://i0.wp.com/cms.nexaloom.in/wp-content/uploads/chart.png?w=1200", true],
  ["https://d111111abcdef8.cloudfront.net/chart.png", true],
  // next/image's `*` stops at no dot: deeper subdomains are allowed by it too.
  ["https://a.b.cloudfront.net/chart.png", true],
  ["https://MEDIA.example-cdn.com/chart.png", true],
  ["https://cloudfront.net/chart.png", false],
  ["https://evilcloudfront.net/chart.png", false],
  ["https://media.example-cdn.com.evil.example/chart.png", false],
  ["http://media.example-cdn.com/chart.png", false],
  ["https://media.example-cdn.com:8443/chart.png", false],
  ["http://127.0.0.1/chart.png", false],
  ["http://127.0.0.1:8882/chart.png", false],
  ["https://127.0.0.1:8881/chart.png", false],
  ["https://i1.wp.com/chart.png", false],
  ["https://cdn.elsewhere.example/chart.png", false],
];

describe("imageHostAllowed", () => {
  it.each(cases)("allows %s: %s", (src, expected) => {
    expect(imageHostAllowed(src, allowed)).toBe(expected);
  });

  it.each(cases)("agrees with next/image's own matcher on %s", (src) => {
    const next = allowed.some((host) => matchRemotePattern({ ...host, pathname: "/**" }, new URL(src)));
    expect(imageHostAllowed(src, allowed)).toBe(next);
  });

  it("takes a path on the site (the placeholder, a bundled post's image), never a protocol-relative URL", () => {
    expect(imageHostAllowed("/images/blog/placeholder.svg", [])).toBe(true);
    expect(imageHostAllowed("//cdn.elsewhere.example/chart.png", allowed)).toBe(false);
  });

  it("refuses what is no http(s) URL", () => {
    expect(imageHostAllowed("data:image/png;base64,iVBORw0KGgo=", allowed)).toBe(false);
    expect(imageHostAllowed("chart.png", allowed)).toBe(false);
    expect(imageHostAllowed("", allowed)).toBe(false);
  });

  it("refuses every remote image when no host is allowed", () => {
    expect(imageHostAllowed("https://media.example-cdn.com/chart.png", [])).toBe(false);
  });
});

describe("allowedImageHosts", () => {
  const saved = { ...process.env };
  afterAll(() => {
    process.env = saved;
  });

  it("is WordPress's host, then BLOG_MEDIA_HOSTS, as this process's settings say", () => {
    process.env.WORDPRESS_URL = "http://127.0.0.1:8881/";
    process.env.BLOG_MEDIA_HOSTS = "https://media.example-cdn.com, https://*.cloudfront.net";
    expect(allowedImageHosts()).toEqual([
      { protocol: "http", hostname: "127.0.0.1", port: "8881" },
      { protocol: "https", hostname: "media.example-cdn.com", port: "" },
      { protocol: "https", hostname: "*.cloudfront.net", port: "" },
    ]);
    expect(imageHostAllowed("https://d1.cloudfront.net/chart.png", allowedImageHosts())).toBe(true);
    expect(imageHostAllowed("https://i0.wp.com/chart.png", allowedImageHosts())).toBe(false);
  });
});
