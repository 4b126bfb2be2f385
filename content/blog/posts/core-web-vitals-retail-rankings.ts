import type { BundledPost } from "../types";

export const post: BundledPost = {
  id: 105,
  slug: "core-web-vitals-retail-rankings",
  title: "Core Web Vitals fixes that moved a retailer's rankings",
  date: "2026-07-30T06:30:00Z",
  author: "Rohan Verma",
  categories: ["engineering", "business"],
  tags: ["seo", "core web vitals", "performance", "ecommerce"],
  image: {
    src: "/images/blog/core-web-vitals-retail-rankings.svg",
    width: 1200,
    height: 630,
    alt: "Three performance gauges filled in green above a rising line chart",
  },
  content: `
<p>A handloom retailer from Jaipur came to us with good products, strong content and falling organic traffic. Their category pages took 5.8 seconds to show the main image on a mid-range Android phone over 4G, and all three Core Web Vitals were failing in Google's field data. Twelve weeks later the same pages load their main image in 1.9 seconds, all three metrics pass, and organic revenue is up 34% year on year.</p>
<p>Speed was not the only factor; we also fixed internal linking and thin category descriptions. But the timing of the ranking gains matched the performance releases closely, and the conversion rate on mobile rose even for visitors who came from paid ads, which has nothing to do with search.</p>
<h2>Measure in the field first</h2>
<p>Lab tools such as Lighthouse are useful for debugging but do not decide rankings. We started with the Chrome UX Report data in Search Console and added real-user monitoring to the site, split by page template and device class. That showed the problem was concentrated on category and product pages on Android, which is where 78% of the retailer's traffic came from.</p>
<h2>Largest Contentful Paint: from 5.8 s to 1.9 s</h2>
<ul>
<li><strong>The hero image was a 2.4 MB JPEG.</strong> We now serve AVIF and WebP at the size each screen needs, and mark the first product image as high priority so the browser fetches it before anything else.</li>
<li><strong>Three web fonts blocked rendering.</strong> We self-host one variable font, preload it, and use <code>font-display: swap</code>.</li>
<li><strong>A chat widget loaded 600 KB of script before the page painted.</strong> It now loads after the first user interaction, and chat usage did not drop.</li>
<li><strong>The server rendered every page on request.</strong> Category pages are now cached at the edge and refreshed when stock or prices change.</li>
</ul>
<pre><code>&lt;img src="/products/ikat-saree-640.avif"
     srcset="/products/ikat-saree-640.avif 640w, /products/ikat-saree-1200.avif 1200w"
     sizes="(max-width: 768px) 100vw, 50vw"
     width="1200" height="1500"
     fetchpriority="high" alt="Indigo ikat cotton saree with a red border"&gt;</code></pre>
<h2>Cumulative Layout Shift: from 0.31 to 0.02</h2>
<p>Product images had no dimensions, so the grid jumped as they arrived, and a promotional banner pushed everything down a second after load. Adding <code>width</code> and <code>height</code> to every image and reserving space for the banner fixed most of the problem in an afternoon. A cookie notice that slid in from the top now overlays the page instead of pushing it.</p>
<h2>Interaction to Next Paint: from 420 ms to 140 ms</h2>
<p>Filtering by colour or fabric re-rendered all 200 products on every tap and recalculated prices on the main thread. We now render only the visible rows, debounce filter changes, and moved sorting off the main thread. Filters feel instant even on a four-year-old phone. We also removed two analytics tags that duplicated each other and together added 90 ms to every interaction.</p>
<h2>Keeping it fast</h2>
<p>Performance regresses quietly unless someone is watching. The retailer's site now has a performance budget checked on every deployment:</p>
<ol>
<li>No more than 170 KB of JavaScript on category pages, compressed.</li>
<li>Lighthouse performance score above 90 on a throttled mobile profile.</li>
<li>A weekly report of field LCP, CLS and INP by template, sent to the marketing team as well as the developers.</li>
</ol>
<p>When a new marketing tag is requested, it goes through the same review as code. Two have been rejected so far, with a lighter alternative found for each.</p>
<blockquote>Speed work pays twice: search engines reward it, and shoppers who do not have to wait buy more.</blockquote>
<p>Our <a href="/services/seo">SEO team</a> starts every engagement with a Core Web Vitals report built from your real-user data, and our <a href="/services/web-development">web development team</a> makes the fixes. <a href="/contact">Ask for your report</a>.</p>
`,
};
