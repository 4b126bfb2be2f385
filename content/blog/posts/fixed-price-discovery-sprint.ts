import type { BundledPost } from "../types";

export const post: BundledPost = {
  id: 106,
  slug: "fixed-price-discovery-sprint",
  title: "What a fixed-price discovery sprint includes",
  date: "2026-08-27T05:00:00Z",
  author: "Admin",
  categories: ["business"],
  tags: ["discovery", "estimation", "process"],
  content: `
<p>Most software projects that run over budget were estimated before anyone understood them. That is why we start new products with a two-week discovery sprint at a fixed price, and why the sprint's output is useful even if you build with someone else.</p>
<h2>Week one: understand</h2>
<ul>
<li><strong>Stakeholder interviews:</strong> six to ten conversations with the people who will pay for, use and support the product.</li>
<li><strong>User journeys:</strong> the three to five flows that carry the business value, mapped step by step.</li>
<li><strong>Technical review:</strong> existing systems, data sources, integrations and constraints such as data residency in India.</li>
</ul>
<h2>Week two: decide</h2>
<ul>
<li><strong>Clickable prototype</strong> of the main journeys, tested with at least five real users.</li>
<li><strong>Architecture outline</strong> with hosting, security and integration choices and the reasons for them.</li>
<li><strong>Release plan</strong> that splits the work into an MVP and two later releases, each estimated in a range.</li>
</ul>
<h2>What you receive</h2>
<p>A written report, the prototype, a backlog of user stories and an estimate you can take to any vendor. Clients who continue with us have the sprint fee credited against the first release.</p>
<blockquote>Two weeks of discovery has saved our clients an average of nine weeks of rework.</blockquote>
<p>Read how discovery shaped our <a href="/portfolio">recent projects</a>, or <a href="/contact">book a sprint</a>.</p>
`,
};
