import type { BundledPost } from "../types";

export const post: BundledPost = {
  id: 107,
  slug: "design-systems-that-survive-a-rebrand",
  title: "Design systems that survive a rebrand",
  date: "2026-09-18T07:15:00Z",
  author: "Priya Sharma",
  categories: ["design"],
  tags: ["design systems", "design tokens", "figma", "css"],
  image: {
    src: "/images/blog/design-systems-that-survive-a-rebrand.svg",
    width: 1200,
    height: 630,
    alt: "A row of brand colour swatches above two interface cards that share one layout but use different button colours",
  },
  content: `
<p>When a logistics client changed its brand colours last year, their customer portal, driver app and admin console were updated in four days instead of the six weeks they had budgeted. Nothing clever happened that week. The work had been done two years earlier, when we set up their design system around decisions rather than values.</p>
<p>Most design systems we are asked to rescue were built as a component library with the brand baked in. They look finished until marketing announces a new palette, a new typeface or a merger. Here is how we build them now.</p>
<h2>Name decisions, not values</h2>
<p>A token called <code>blue-600</code> has to be renamed when the brand turns green. A token called <code>action-primary</code> does not. We keep two layers:</p>
<ul>
<li><strong>Primitives:</strong> a small palette of raw values, such as the brand's blues, greys and accents, plus the type scale and spacing steps.</li>
<li><strong>Semantic tokens:</strong> names such as <code>surface</code>, <code>text-muted</code>, <code>border-strong</code> and <code>action-primary</code> that point at primitives.</li>
</ul>
<p>Components only ever use the semantic layer. A button does not know it is indigo; it knows it is the primary action.</p>
<pre><code>{
  "color": {
    "indigo-600": { "$value": "#4f46e5", "$type": "color" },
    "action-primary": { "$value": "{color.indigo-600}", "$type": "color" },
    "action-primary-text": { "$value": "#ffffff", "$type": "color" }
  }
}</code></pre>
<p>In a rebrand, the primitives change and a handful of semantic references are re-pointed. Component code does not move.</p>
<h2>One source for design and code</h2>
<p>Tokens live in a JSON file in the code repository, in the format proposed by the W3C Design Tokens Community Group. Figma variables and the CSS custom properties are generated from it, so designers and developers cannot drift apart. A rebrand becomes a reviewed pull request that changes a dozen lines, and the design file updates from the same source.</p>
<h3>What belongs in tokens</h3>
<ol>
<li>Colour, including states such as hover, pressed, disabled and focus.</li>
<li>Typography: families, sizes, weights and line heights.</li>
<li>Spacing, radius, elevation and motion durations.</li>
</ol>
<p>What does not: layout decisions that are specific to one screen. If a value is used once, it is not a token yet.</p>
<h2>Test what users see</h2>
<ul>
<li><strong>Contrast in CI:</strong> every colour pair used for text is checked against WCAG AA contrast on every change, so a new palette cannot quietly ship unreadable buttons.</li>
<li><strong>Visual regression:</strong> screenshots of 40 key components in light and dark themes are compared on every pull request.</li>
<li><strong>Dark mode is a theme, not a fork:</strong> it is a second set of semantic values, never a second set of components.</li>
</ul>
<h2>Plan for the parts tokens cannot fix</h2>
<p>Tokens handled the colours and type for our logistics client, but not everything. Illustrations, marketing imagery and the app icon still needed a designer's time, and one chart palette had to be redesigned because the new brand colours were too close to each other for colour-blind users. Budget for these separately; they are the real work of a rebrand.</p>
<blockquote>A design system is a set of decisions the team no longer has to argue about. Tokens are how those decisions outlive the people who made them.</blockquote>
<h2>Where to start with an existing product</h2>
<p>You do not need to stop feature work. We usually begin by auditing the colours actually used in production code, which is often three times the number in the brand guide, then collapse them into a primitive palette and introduce semantic tokens one component at a time, starting with buttons, inputs and text.</p>
<p>Our <a href="/services/design">UI/UX design team</a> can audit an existing product and propose a token structure in a two-week engagement. You can see the results in our <a href="/portfolio">portfolio</a> or <a href="/contact">start a conversation</a>.</p>
`,
};
