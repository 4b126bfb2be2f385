import type { BundledPost } from "../types";

export const post: BundledPost = {
  id: 109,
  slug: "llm-support-assistant-guardrails",
  title: "Shipping an LLM support assistant with retrieval and guardrails",
  date: "2026-10-28T06:00:00Z",
  author: "Priya Sharma",
  categories: ["ai", "engineering"],
  tags: ["llm", "rag", "customer support"],
  image: { src: "/images/blog/llm-support-assistant-guardrails.svg", width: 1200, height: 630, alt: "Chat bubbles connected to a stack of documents through a filter" },
  content: `
<p>This spring we replaced the first line of support for a Pune-based SaaS client with an assistant built on a large language model. Six months on, it resolves 61% of conversations without a human, and its answers are rated higher than the canned replies it replaced. Here is what made the difference between a demo and a system we are comfortable leaving on overnight.</p>
<h2>Retrieval first, generation second</h2>
<p>The model never answers from memory. Every question is embedded, matched against 1,400 help-centre articles and 9,000 resolved tickets, and the five best passages are placed in the prompt with their source links. If nothing scores above our similarity threshold, the assistant says it does not know and offers a human.</p>
<pre><code>const passages = await search(question, { topK: 5 });
if (passages[0]?.score &lt; 0.78) return handOver("no-confident-source");
const answer = await generate({ question, passages, maxTokens: 400 });</code></pre>
<h2>Guardrails that are code, not prose</h2>
<ul>
<li><strong>Scope check:</strong> a small classifier rejects questions about billing disputes, legal matters and anything that needs an account change; these go straight to an agent.</li>
<li><strong>Citation check:</strong> every sentence in an answer must be supported by a retrieved passage; unsupported answers are discarded before the user sees them.</li>
<li><strong>Personal data:</strong> phone numbers, PAN and Aadhaar patterns are masked before text leaves the client's network.</li>
</ul>
<h2>Measure every week</h2>
<p>We keep a set of 300 real questions with approved answers and run it on every prompt or model change. A change ships only when accuracy stays level and the hand-over rate does not rise. That discipline caught two regressions that looked harmless in manual testing.</p>
<blockquote>The assistant is only as good as the articles behind it. Our biggest single improvement came from rewriting twenty outdated help pages.</blockquote>
<p>If you are weighing an assistant for your own support team, our <a href="/services">AI integration practice</a> starts with a two-week pilot on your real tickets, so you see the resolution rate before you commit.</p>
`,
};
