import type { BundledPost } from "../types";

export const post: BundledPost = {
  id: 104,
  slug: "demand-forecasting-distributors",
  title: "Demand forecasting for distributors with gradient boosting",
  date: "2026-06-19T05:45:00Z",
  author: "Aarav Mehta",
  categories: ["ai"],
  tags: ["forecasting", "machine learning", "python"],
  image: { src: "/images/blog/demand-forecasting-distributors.svg", width: 1200, height: 630, alt: "Bar chart of weekly sales with a dotted forecast line continuing it" },
  content: `
<p>An FMCG distributor in Madhya Pradesh carries 3,200 products for 1,100 retailers. Their buyers ordered stock from experience and spreadsheets, and every festival season ended with empty shelves in one place and expired stock in another. We built a weekly forecast that now drives 80% of their purchase orders.</p>
<h2>Features that matter more than the model</h2>
<ul>
<li>Sales of the same week in earlier years, and the last four and twelve weeks.</li>
<li>Festival calendars: Diwali, Holi and Eid move every year, and demand moves with them.</li>
<li>Promotions and price changes, taken from the billing system instead of memory.</li>
<li>Monsoon onset by district, which shifts demand for a surprising number of products.</li>
</ul>
<h2>One model, many products</h2>
<p>Rather than a separate model per product, one LightGBM model learns across all of them, so a new product borrows patterns from similar ones on day one.</p>
<pre><code>model = lgb.LGBMRegressor(objective="tweedie", n_estimators=800, learning_rate=0.03)
model.fit(train[features], train["units"], categorical_feature=["category", "district"])</code></pre>
<h2>Results after two quarters</h2>
<p>Forecast error fell from 38% to 21%, stock-outs on the top 300 products fell by half, and write-offs for expired goods dropped by ₹1.1 crore a year. Buyers still review every order; the model gives them a better starting point.</p>
<p>See the <a href="/portfolio/case-studies/sales-forecast">full case study</a> or talk to our <a href="/contact">AI team</a>.</p>
`,
};
