import type { BundledPost } from "../types";

export const post: BundledPost = {
  id: 101,
  slug: "migrating-monolith-erp-modular-services",
  title: "Migrating a monolith ERP to modular services without a big-bang cutover",
  date: "2026-03-04T06:00:00Z",
  author: "Aarav Mehta",
  categories: ["engineering", "business"],
  tags: ["erp", "architecture", "migration", "microservices"],
  image: {
    src: "/images/blog/migrating-monolith-erp-modular-services.svg",
    width: 1200,
    height: 630,
    alt: "One large block splitting into smaller connected modules, linked by arrows to a shared gateway",
  },
  content: `
<p>A textile manufacturer near Indore had run the same ERP for eleven years. It was a single PHP application on one database with more than 400 tables, written by three different vendors. It still worked, but every change to the GST invoice format took weeks, month-end reports slowed the whole system for an afternoon, and nobody dared to upgrade the framework. The owners asked us for a rewrite. We recommended something slower to start and much safer: replace it one module at a time while the business kept running.</p>
<h2>Why not rewrite everything at once?</h2>
<p>A big-bang rewrite asks a business to stop improving its current system for a year or more, then switch everything on a single weekend. If anything is missed, and in an eleven-year-old ERP something always is, purchase, production and accounts fail together. We have been asked to rescue two such projects from other vendors, and both had the same story: the new system was 90% done for nine months.</p>
<h2>Step 1: a modular monolith before any services</h2>
<p>We did not start by splitting out microservices. First we reorganised the existing code into modules with clear boundaries inside the same application: purchase, inventory, production, sales and accounts. Each module got its own folder, its own tables and a small public interface. Any code that reached directly into another module's tables was listed, and the list shrank every sprint.</p>
<p>This step alone made changes faster, and it showed us where the real boundaries were. Two modules we expected to separate, production and quality control, turned out to share so much data that they stayed together.</p>
<h2>Step 2: strangle one module at a time</h2>
<p>We placed a gateway in front of the old ERP. Every request still went to the monolith at first. Then, module by module, routes were switched to new services, starting with the one that changed most often and carried the least risk: the dispatch and e-way bill module.</p>
<pre><code>location /api/dispatch/ {
    proxy_pass http://dispatch-service:8080;
}
location / {
    proxy_pass http://legacy-erp;
}</code></pre>
<p>Users saw the same screens and the same URLs. If the new service misbehaved, switching one line back returned traffic to the old code within minutes. We needed that once, during the first week of GST e-invoicing changes.</p>
<h2>Step 3: move data with the module, not before it</h2>
<p>Data migration is where ERP projects usually go wrong. For each module we followed the same sequence:</p>
<ol>
<li>Copy existing records to the new service's database and reconcile counts and totals with the finance team.</li>
<li>Keep both databases in sync using change data capture, reading the old database's log rather than changing its code.</li>
<li>Run the new service in shadow mode for two weeks, comparing its outputs with the monolith's on real transactions.</li>
<li>Switch the route, keep the sync running in reverse for one month-end close, then retire the old tables.</li>
</ol>
<h2>What stayed in the monolith</h2>
<p>Not everything needs to move. Payroll changes rarely, works well, and is used by four people. It remains in the old application, now behind a clear interface, and will be replaced when the client adopts a payroll product. <strong>The goal is a system that is cheap to change where change happens, not architectural purity.</strong></p>
<h2>Results after fourteen months</h2>
<ul>
<li>Five of seven modules now run as separate services with their own deployments.</li>
<li>Changes to invoice and dispatch formats take days instead of weeks.</li>
<li>Month-end reports run on a read replica and no longer slow down the shop floor.</li>
<li>There was no day on which the business could not bill or dispatch.</li>
</ul>
<blockquote>A migration plan is good when every step can be undone. If a step cannot be rolled back, make it smaller.</blockquote>
<h2>Is this right for your ERP?</h2>
<p>If your current system still works but has become slow and risky to change, incremental migration is almost always the cheaper path. If it is failing outright, or the vendor has disappeared with the source code, a rebuild may be the only option. That is what we did for a polymer manufacturer in our <a href="/portfolio/case-studies/erp-suite">Udyog ERP case study</a>.</p>
<p>Our <a href="/services/enterprise">enterprise software team</a> offers a two-week architecture review that maps your modules, data and risks and proposes a migration order. <a href="/contact">Get in touch</a> to arrange one.</p>
`,
};
