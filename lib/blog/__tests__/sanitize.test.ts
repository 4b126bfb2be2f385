/** @jest-environment node */
import { sanitizePostHtml } from "../sanitize";

// Classic payloads from the OWASP XSS filter evasion cheat sheet, as an editor might paste them.
const corpus = [
  "<script>alert(1)</script>",
  '<img src=x onerror="alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<svg onload="alert(1)"><circle r="1"/></svg>',
  '<iframe src="https://evil.example/"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<body onload="alert(1)">',
  '<object data="evil.swf"></object><embed src="evil.swf">',
  '<form action="https://evil.example"><input name="q"></form>',
  '<img src="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+">',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
  '<details open ontoggle="alert(1)">x</details>',
  '<p onclick="alert(1)" onmouseover="alert(1)">x</p>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<base href="https://evil.example/">',
];

describe("sanitizePostHtml", () => {
  it.each(corpus)("leaves nothing executable in %s", (payload) => {
    const html = sanitizePostHtml(payload);
    expect(html).not.toMatch(/<script|<iframe|<object|<embed|<form|<svg|<math|<meta|<link|<base|<style/i);
    expect(html).not.toMatch(/\son\w+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/data:image\/svg/i);
  });

  it("keeps the formatting editors use", () => {
    const html =
      '<h2>Title</h2><p>A <strong>bold</strong> <em>claim</em> with <a href="https://example.com">a link</a>.</p><ul><li>one</li></ul><blockquote>quote</blockquote><pre><code class="language-ts">const a = 1;</code></pre><figure><img src="https://wp.example/a.png" alt="A chart" width="800" height="400"><figcaption>Fig</figcaption></figure>';
    const clean = sanitizePostHtml(html);
    for (const part of [
      "<h2>Title</h2>",
      "<strong>bold</strong>",
      '<a href="https://example.com">a link</a>',
      "<li>one</li>",
      "<blockquote>",
      '<code class="language-ts">',
      "<figcaption>Fig</figcaption>",
      'alt="A chart"',
    ]) {
      expect(clean).toContain(part);
    }
    expect(clean).toContain('loading="lazy"');
  });

  it("keeps video embeds from known hosts and makes new-tab links safe", () => {
    expect(
      sanitizePostHtml('<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Demo"></iframe>'),
    ).toContain("youtube-nocookie.com/embed/abc");
    expect(sanitizePostHtml('<a href="https://example.com" target="_blank">x</a>')).toContain(
      'rel="noopener noreferrer"',
    );
  });

  it("turns a heading level one into a section heading, since the page title is the only h1", () => {
    expect(sanitizePostHtml("<h1>Inside</h1>")).toBe("<h2>Inside</h2>");
  });
});

describe("sanitizePostHtml with the WordPress the post came from", () => {
  const wordpressOrigin = "https://cms.nexaloom.in";
  const hrefOf = (href: string, options: { wordpressOrigin?: string } = { wordpressOrigin }) =>
    /href="([^"]*)"/.exec(sanitizePostHtml(`<p><a href="${href}">link</a></p>`, options))?.[1];

  it.each([
    ["https://cms.nexaloom.in/shipping-faster/", "/blog/shipping-faster"],
    ["https://cms.nexaloom.in/shipping-faster", "/blog/shipping-faster"],
    ["https://cms.nexaloom.in/shipping-faster/#the-numbers", "/blog/shipping-faster#the-numbers"],
    ["https://cms.nexaloom.in/2026/03/05/shipping-faster/", "/blog/shipping-faster"],
    ["https://cms.nexaloom.in/2026/03/shipping-faster/", "/blog/shipping-faster"],
    ["https://cms.nexaloom.in/category/ai/", "/blog/category/ai"],
    ["https://cms.nexaloom.in/", "/blog"],
    ["https://cms.nexaloom.in", "/blog"],
    ["https://CMS.nexaloom.in/Shipping-Faster/", "/blog/Shipping-Faster"],
    // Posts written before WordPress moved to https link with http.
    ["http://cms.nexaloom.in/shipping-faster/", "/blog/shipping-faster"],
  ])("points %s at the site's %s", (href, expected) => {
    expect(hrefOf(href)).toBe(expected);
  });

  it.each([
    "https://cms.nexaloom.in/wp-content/uploads/2026/03/report.pdf",
    "https://cms.nexaloom.in/wp-admin/post.php?post=12&amp;action=edit",
    "https://cms.nexaloom.in/wp-admin/",
    "https://cms.nexaloom.in/wp-json/wp/v2/posts",
    "https://cms.nexaloom.in/wp-login.php",
    "https://cms.nexaloom.in/wp-includes/js/jquery.js",
    "https://cms.nexaloom.in/?p=12",
    "https://cms.nexaloom.in/shipping-faster/?replytocom=4",
    "https://cms.nexaloom.in/2026/03/",
    "https://cms.nexaloom.in/category/ai/page/2/",
    "https://cms.nexaloom.in:8443/shipping-faster/",
    "https://blog.example.com/shipping-faster/",
    "https://www.nexaloom.in/blog/shipping-faster",
    "/shipping-faster/",
    "mailto:hello@nexaloom.in",
  ])("leaves %s as it is", (href) => {
    expect(hrefOf(href)).toBe(href);
  });

  it("rewrites nothing without the option, as for the bundled posts", () => {
    expect(hrefOf("https://cms.nexaloom.in/shipping-faster/", {})).toBe("https://cms.nexaloom.in/shipping-faster/");
  });

  it("leaves images on WordPress's host, keeps the rest of the link and still makes new tabs safe", () => {
    const html = sanitizePostHtml(
      '<p><a href="https://cms.nexaloom.in/shipping-faster/" title="Read on" target="_blank">Shipping faster</a><img src="https://cms.nexaloom.in/wp-content/uploads/2026/03/chart.png" alt="A chart"></p>',
      { wordpressOrigin },
    );
    expect(html).toBe(
      '<p><a href="/blog/shipping-faster" title="Read on" target="_blank" rel="noopener noreferrer">Shipping faster</a><img src="https://cms.nexaloom.in/wp-content/uploads/2026/03/chart.png" alt="A chart" loading="lazy" decoding="async" /></p>',
    );
  });

  it("still drops a javascript: link", () => {
    expect(sanitizePostHtml('<a href="javascript:alert(1)">x</a>', { wordpressOrigin })).toBe("<a>x</a>");
  });
});
