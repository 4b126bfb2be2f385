import type { BundledPost } from "../types";

export const post: BundledPost = {
  id: 107,
  slug: "design-systems-that-survive-a-rebrand",
  title: "Design systems that survive a rebrand",
  date: "2026-09-18T07:15:00Z",
  author: "Priya Sharma",
  categories: ["design"],
  tags: ["design systems", "figma", "tokens"],
  image: { src: "/images/blog/design-systems-that-survive-a-rebrand.svg", width: 1200, height: 630, alt: "Colour swatches and interface components arranged on a grid" },
  content: `
<p>When a logistics client changed its brand colours last year, their customer portal, driver app and admin console were updated in four days instead of the six weeks they had budgeted. The work had been done two years earlier, when we set up their design system around tokens rather than colours.</p>
<h2>Name decisions, not values</h2>
<p>A token called <code>blue-600</code> has to be renamed when the brand turns green. A token called <code>action-primary</code> does not. We keep two layers: a small palette of raw values, and semantic tokens such as surface, text-muted, border-strong and action-primary that point at them. Components only ever use the semantic layer.</p>
<h2>One source for design and code</h2>
<p>Tokens live in a JSON file in the repository. Figma variables and the CSS custom properties are generated from it, so designers and developers cannot drift apart. A rebrand becomes a pull request that changes a dozen lines.</p>
<h2>Test what users see</h2>
<ul>
<li>Every colour pair used for text is checked for WCAG AA contrast in CI.</li>
<li>Visual regression screenshots of 40 key components run on every change.</li>
<li>Dark mode is a second set of semantic values, not a second set of components.</li>
</ul>
<blockquote>A design system is a set of decisions the team no longer has to argue about. Tokens are how those decisions outlive the people who made them.</blockquote>
<p>Our <a href="/services/design">UI/UX design team</a> can audit an existing product and propose a token structure in a two-week engagement.</p>
`,
};
