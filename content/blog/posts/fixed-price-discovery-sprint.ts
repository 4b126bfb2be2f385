import type { BundledPost } from "../types";

export const post: BundledPost = {
  id: 106,
  slug: "fixed-price-discovery-sprint",
  title: "What a fixed-price discovery sprint includes",
  date: "2026-08-27T05:00:00Z",
  author: "Admin",
  categories: ["business"],
  tags: ["discovery", "estimation", "process", "mvp"],
  content: `
<p>Most software projects that run over budget were estimated before anyone understood them. A client describes an idea in a one-hour call, a vendor returns a number a week later, and both sides discover the real scope during development, when every change is expensive. That is why we start new products with a two-week discovery sprint at a fixed price, and why we make sure its output is useful even if you build with someone else.</p>
<p>This post lists exactly what happens in those two weeks, who is involved and what you take away.</p>
<h2>Who is in the room</h2>
<ul>
<li><strong>From our side:</strong> a product lead, a UX designer and a senior engineer, with a specialist added when needed, for example for AI, payments or hardware integration.</li>
<li><strong>From yours:</strong> one decision-maker who can say yes or no, plus access to the people who will use and support the product. We ask for about six hours of the decision-maker's time across the two weeks.</li>
</ul>
<h2>Week one: understand</h2>
<ul>
<li><strong>Stakeholder interviews:</strong> six to ten conversations with the people who will pay for, use and support the product. We listen for the workarounds people already use, because they show where the value is.</li>
<li><strong>User journeys:</strong> the three to five flows that carry the business value, mapped step by step, including what happens when something goes wrong.</li>
<li><strong>Technical review:</strong> existing systems, data sources, integrations such as Tally, SAP or a payment gateway, and constraints such as data residency in India or sector regulation.</li>
<li><strong>Risk list:</strong> the assumptions that would hurt most if they were wrong, ranked so we test the worst ones first.</li>
</ul>
<h2>Week two: decide</h2>
<ul>
<li><strong>Clickable prototype</strong> of the main journeys, tested with at least five real users. Five sessions find most of the serious usability problems, and cost far less than finding them after launch.</li>
<li><strong>Architecture outline</strong> with hosting, security and integration choices, the reasons for each, and the alternatives we rejected.</li>
<li><strong>Release plan</strong> that splits the work into a minimum viable product and two later releases, each estimated as a range rather than a single number.</li>
</ul>
<h3>Why ranges, not a single number</h3>
<p>A single number hides uncertainty; a range shows it. We give a low and high estimate for each release and explain what drives the difference, for example whether an existing API is as complete as its documentation claims. As the riskiest assumptions are tested, the range narrows.</p>
<h2>What you receive</h2>
<ol>
<li>A written report of 15 to 25 pages, free of jargon, that a board or investor can read.</li>
<li>The clickable prototype and the notes from every user test.</li>
<li>A prioritised backlog of user stories with acceptance criteria.</li>
<li>The architecture outline and the risk list.</li>
<li>Estimates for each release that you can take to any vendor, including us.</li>
</ol>
<p>Everything is yours. Clients who continue with us have the sprint fee credited against the first release, but there is no obligation to do so.</p>
<h2>When a discovery sprint is not worth it</h2>
<p>We will tell you if you do not need one. If you already have a detailed specification, tested designs and a clear integration map, we can estimate directly. The same applies to small, well-understood work such as a marketing site or a simple extension to an existing system.</p>
<blockquote>Across the last two years, clients who started with a discovery sprint changed scope far less during development, and most told us the prototype alone changed at least one major decision.</blockquote>
<h2>How to prepare</h2>
<p>Gather whatever already exists: spreadsheets the team uses today, screenshots of current tools, sample documents, and a list of people we may speak to. You do not need a specification; finding out what it should say is the point of the sprint.</p>
<p>Read how discovery shaped our <a href="/portfolio">recent projects</a>, see the full range of <a href="/services">services</a> we offer after discovery, or <a href="/contact">book a sprint</a>.</p>
`,
};
