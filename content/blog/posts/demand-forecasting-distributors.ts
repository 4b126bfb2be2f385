import type { BundledPost } from "../types";

export const post: BundledPost = {
  id: 104,
  slug: "demand-forecasting-distributors",
  title: "Demand forecasting for distributors with gradient boosting",
  date: "2026-06-19T05:45:00Z",
  author: "Aarav Mehta",
  categories: ["ai", "business"],
  tags: ["forecasting", "machine learning", "lightgbm", "python"],
  image: {
    src: "/images/blog/demand-forecasting-distributors.svg",
    width: 1200,
    height: 630,
    alt: "Bar chart of weekly sales with a dotted forecast line continuing past the last bar",
  },
  content: `
<p>An FMCG distributor in Madhya Pradesh carries 3,200 products for 1,100 retailers across eleven districts. Their buyers ordered stock from experience and spreadsheets, and every festival season ended with empty shelves in one place and expired stock in another. We built a weekly forecast that now drives 80% of their purchase orders, and buyers still approve every one.</p>
<p>This post covers what worked, what did not, and why the model was the least interesting part of the project.</p>
<h2>Start with the data you actually have</h2>
<p>The distributor had four years of invoices in their billing software and a separate spreadsheet of schemes and promotions. Cleaning them took longer than modelling. We had to merge products that had been renamed, separate returns from sales, and mark weeks when a product was out of stock, because zero sales in those weeks mean "could not sell", not "nobody wanted it". Training on them without that flag teaches the model to forecast the stock-outs you are trying to prevent.</p>
<h2>Features that matter more than the model</h2>
<ul>
<li><strong>History:</strong> sales of the same week in earlier years, and rolling averages of the last four and twelve weeks.</li>
<li><strong>Festival calendars:</strong> Diwali, Holi, Eid and regional festivals move every year, and demand moves with them. We encode weeks before and after each festival, not just the festival week itself.</li>
<li><strong>Promotions and price changes</strong>, taken from the billing system instead of memory.</li>
<li><strong>Weather:</strong> monsoon onset by district shifts demand for a surprising number of products, from beverages to mosquito repellents.</li>
<li><strong>Retailer activity:</strong> the number of active retailers ordering each product, which separates real demand growth from one large order.</li>
</ul>
<h2>One model, many products</h2>
<p>Rather than a separate model for each product, one LightGBM model learns across all of them. A new product borrows patterns from similar ones from its first week, and slow movers benefit from what the model learns on fast movers. Category and district are passed as categorical features, and a Tweedie objective handles the many weeks with small or zero sales.</p>
<pre><code>import lightgbm as lgb

model = lgb.LGBMRegressor(objective="tweedie", tweedie_variance_power=1.3,
                          n_estimators=800, learning_rate=0.03, num_leaves=63)
model.fit(train[features], train["units"],
          eval_set=[(valid[features], valid["units"])],
          categorical_feature=["category", "district"],
          callbacks=[lgb.early_stopping(50)])</code></pre>
<h3>Validate like you will use it</h3>
<p>We never shuffle time-series data. The model is trained on everything up to a cut-off date and tested on the following weeks, repeated for twelve cut-offs across two years, including two Diwali seasons. A forecast that looks good on randomly held-out weeks can fail badly on the weeks that matter.</p>
<h2>Ranges, not single numbers</h2>
<p>Buyers do not need a point forecast; they need to know how much safety stock to hold. We train two extra quantile models for the 10th and 90th percentiles, and the ordering screen shows the likely range alongside current stock, lead time and shelf life. Products with short expiry dates are ordered near the middle of the range; slow-moving products with long shelf lives nearer the top.</p>
<h2>Results after two quarters</h2>
<ul>
<li>Weighted forecast error fell from 38% with the spreadsheet method to 21%.</li>
<li>Stock-outs on the top 300 products fell by half.</li>
<li>Write-offs for expired goods dropped by about ₹1.1 crore a year.</li>
</ul>
<blockquote>The model gives buyers a better starting point. Their knowledge of a new competitor or a retailer's closure still beats any feature we could build.</blockquote>
<h2>What we would tell another distributor</h2>
<ol>
<li>Fix the stock-out flag before anything else.</li>
<li>Get a festival calendar that covers your region, not just national holidays.</li>
<li>Let buyers override the forecast, and record why. Those notes become next year's features.</li>
</ol>
<p>A similar approach powers store-level forecasts for a retail chain in our <a href="/portfolio/case-studies/sales-forecast">RetailPulse case study</a>. To explore forecasting for your business, browse our <a href="/portfolio/ai">AI work</a> or <a href="/contact">talk to our data team</a>.</p>
`,
};
