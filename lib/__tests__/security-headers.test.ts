/** @jest-environment node */
import { readSettings } from "@/lib/config";
import { contentSecurityPolicy } from "@/lib/security-headers.mjs";

/** The CSP's directives by name, each with its sources. */
const directives = (policy: string) =>
  Object.fromEntries(
    policy.split("; ").map((directive) => {
      const [name = "", ...sources] = directive.split(" ");
      return [name, sources];
    }),
  );

describe("the Content-Security-Policy", () => {
  it("lets post bodies show images from WordPress and every BLOG_MEDIA_HOSTS host, and nothing else", () => {
    const policy = directives(
      contentSecurityPolicy(
        readSettings({
          SITE_URL: "https://www.nexaloom.in",
          WORDPRESS_URL: "https://cms.nexaloom.in/",
          BLOG_MEDIA_HOSTS: "https://media.example-cdn.com,https://*.cloudfront.net,http://127.0.0.1:9000",
        }),
      ),
    );
    expect(policy["img-src"]).toEqual([
      "'self'",
      "data:",
      "blob:",
      "https://cms.nexaloom.in",
      "https://media.example-cdn.com",
      "https://*.cloudfront.net",
      "http://127.0.0.1:9000",
    ]);
    // Only images moved to the media hosts: audio and video stay on WordPress.
    expect(policy["media-src"]).toEqual(["'self'", "https://cms.nexaloom.in"]);
  });

  it("allows images from the site alone without WordPress or media hosts", () => {
    expect(directives(contentSecurityPolicy(readSettings({})))["img-src"]).toEqual(["'self'", "data:", "blob:"]);
  });
});
