import type { BundledPost } from "../types";

/** A post with the wide content WordPress editors paste: a long code line, a many-column table and a video. */
export const post: BundledPost = {
  id: 111,
  slug: "cloud-cost-review-playbook",
  title: "A cloud cost review playbook for growing product teams",
  date: "2026-09-25T06:00:00Z",
  author: "Rohan Verma",
  categories: ["engineering", "business"],
  tags: ["cloud", "finops", "aws", "devops"],
  content: `
<p>Cloud bills rarely grow because of one bad decision. They grow because dozens of small defaults are never revisited: a staging cluster that runs all weekend, logs kept forever, a database sized for a launch that happened two years ago. Once a quarter we sit down with a client's engineering lead and walk through the same playbook. It takes half a day and usually finds between 15 and 30 percent of the bill.</p>
<h2>Start with the query, not the dashboard</h2>
<p>Billing dashboards group spend the way the provider thinks about it. We export the cost and usage report and ask our own questions of it instead. This query ranks services by what they cost per environment over the last 30 days, which is the first table we put in front of the team:</p>
<pre><code class="language-sql">SELECT line_item_product_code AS service, resource_tags_user_environment AS environment, ROUND(SUM(line_item_unblended_cost), 2) AS cost_inr, COUNT(DISTINCT line_item_resource_id) AS resources FROM cost_and_usage_report WHERE line_item_usage_start_date &gt;= current_date - INTERVAL '30' DAY GROUP BY 1, 2 ORDER BY cost_inr DESC LIMIT 25;</code></pre>
<p>Untagged resources show up with an empty environment. They are the first thing to fix, because nobody can decide whether something is needed when nobody knows what it is for.</p>
<h2>What a typical review finds</h2>
<figure><table><thead><tr><th scope="col">Finding</th><th scope="col">Where it hides</th><th scope="col">Typical saving</th><th scope="col">Effort</th><th scope="col">Risk</th><th scope="col">Owner</th><th scope="col">Review again</th></tr></thead><tbody><tr><td>Idle non-production environments</td><td>Staging and QA clusters running nights and weekends</td><td>8 to 12 percent</td><td>Half a day</td><td>Low</td><td>Platform team</td><td>Monthly</td></tr><tr><td>Oversized databases</td><td>Instances sized for launch-day traffic</td><td>5 to 9 percent</td><td>One sprint</td><td>Medium</td><td>Backend lead</td><td>Quarterly</td></tr><tr><td>Log retention without limits</td><td>Debug logs kept forever in hot storage</td><td>3 to 6 percent</td><td>Two hours</td><td>Low</td><td>Platform team</td><td>Quarterly</td></tr><tr><td>Unattached volumes and old snapshots</td><td>Left behind by deleted instances</td><td>1 to 3 percent</td><td>One hour</td><td>Low</td><td>Whoever deleted the instance</td><td>Monthly</td></tr></tbody></table><figcaption>Findings from our last twelve cost reviews</figcaption></figure>
<h2>Make the savings stick</h2>
<p>A review that is not repeated decays within two quarters. We leave every team with a budget alert per environment, a tagging policy enforced in the deployment pipeline, and a calendar entry for the next review. The walkthrough below shows the dashboard we hand over:</p>
<figure><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" width="1280" height="720" title="Walkthrough of the cost review dashboard" loading="lazy" allowfullscreen></iframe><figcaption>A five-minute tour of the dashboard</figcaption></figure>
<p>None of this needs a FinOps team. It needs one person who owns the bill and a habit of looking at it. If you want a second pair of eyes on yours, our DevOps team runs this review as a fixed-price engagement.</p>
`,
};
