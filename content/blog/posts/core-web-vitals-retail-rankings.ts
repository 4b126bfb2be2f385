import type { BundledPost } from "../types";

export const post: BundledPost = {
  id: 105,
  slug: "core-web-vitals-retail-rankings",
  title: "Core Web Vitals fixes that moved a retailer's rankings",
  date: "2026-07-30T06:30:00Z",
  author: "Rohan Verma",
  categories: ["engineering", "business"],
  tags: ["seo", "core web vitals", "ecommerce"],
  image: { src: "/images/blog/core-web-vitals-retail-rankings.svg", width: 1200, height: 630, alt: "Three gauges turning green above a rising line chart" },
  content: `
<p>A handloom retailer from Jaipur came to us with good products, strong content and falling organic traffic. Their category pages took 5.8 seconds to show the main image on a mid-range phone over 4G. Twelve weeks later the same pages load in 1.9 seconds, and organic revenue is up 34% year on year.</p>
<h2>Largest Contentful Paint: from 5.8 s to 1.9 s</h2>
<ul>
<li>The hero image was a 2.4 MB JPEG. We serve AVIF and WebP at the size the screen needs and mark it high priority.</li>
<li>Three web fonts blocked rendering. We now self-host one variable font with <code>font-display: swap</code>.</li>
<li>A chat widget loaded 600 KB of script before the page painted. It now loads after the first interaction.</li>
</ul>
<h2>Cumulative Layout Shift: from 0.31 to 0.02</h2>
<p>Product images had no dimensions, so the grid jumped as they arrived, and a promotional banner pushed everything down a second after load. Reserving space for both fixed most of the problem in an afternoon.</p>
<h2>Interaction to Next Paint: from 420 ms to 140 ms</h2>
<p>Filtering re-rendered all 200 products on every tap. Rendering only the visible rows and moving sorting off the main thread made filters feel instant.</p>
<blockquote>Speed work pays twice: search engines reward it, and shoppers who do not wait buy more.</blockquote>
<p>Our <a href="/services/seo">SEO team</a> starts every engagement with a free Core Web Vitals report. <a href="/contact">Ask for yours</a>.</p>
`,
};
