import type { BundledPost } from "../types";

export const post: BundledPost = {
  id: 109,
  slug: "llm-support-assistant-guardrails",
  title: "Shipping an LLM support assistant with retrieval and guardrails",
  date: "2026-10-28T06:00:00Z",
  author: "Priya Sharma",
  categories: ["ai", "engineering"],
  tags: ["llm", "rag", "guardrails", "customer support"],
  image: {
    src: "/images/blog/llm-support-assistant-guardrails.svg",
    width: 1200,
    height: 630,
    alt: "Chat bubbles passing through a funnel-shaped filter towards a help document",
  },
  content: `
<p>This spring we replaced the first line of support for a Pune-based SaaS client with an assistant built on a large language model. Six months on, it resolves 61% of conversations without a human, and customers rate its answers higher than the canned replies it replaced. Getting a demo working took a week. Getting a system we are comfortable leaving on overnight took three months, and this post is about those three months.</p>
<h2>Retrieval first, generation second</h2>
<p>The model never answers from memory. Every question is embedded, matched against 1,400 help-centre articles and 9,000 resolved tickets, and the five best passages are placed in the prompt along with their source links. If nothing scores above our similarity threshold, the assistant says it does not know and offers a human.</p>
<pre><code>const passages = await search(question, { topK: 5, filter: { product, locale } });
if (!passages.length || passages[0].score &lt; 0.78) {
  return handOver("no-confident-source");
}
const draft = await generate({ question, passages, maxTokens: 400 });
return checkCitations(draft, passages) ? draft : handOver("unsupported-answer");</code></pre>
<p>Two details made retrieval work better than any prompt change:</p>
<ul>
<li><strong>Chunk by meaning, not by length.</strong> We split articles at headings, so a passage answers one question instead of ending halfway through a step.</li>
<li><strong>Filter before you rank.</strong> The client has three products and two languages. Filtering by product and locale before similarity search removed most of the confidently wrong answers.</li>
</ul>
<h2>Guardrails that are code, not prose</h2>
<p>A system prompt that says "do not discuss refunds" is a request, not a control. Every guardrail we rely on runs outside the model, where it can be tested.</p>
<ul>
<li><strong>Scope check:</strong> a small classifier routes billing disputes, legal questions and anything that needs an account change straight to an agent, before the language model is called at all.</li>
<li><strong>Citation check:</strong> every sentence in an answer must be supported by a retrieved passage. Unsupported answers are discarded before the user sees them.</li>
<li><strong>Personal data:</strong> phone numbers, email addresses, PAN and Aadhaar patterns are masked before any text leaves the client's network, and unmasked only in the agent's view.</li>
<li><strong>Prompt injection:</strong> retrieved ticket text is treated as data, wrapped and labelled, and the model is never given tools that can change an account.</li>
</ul>
<h2>Hand-over is a feature</h2>
<p>We designed the hand-over before the happy path. When the assistant steps aside, the agent receives the conversation, the passages it found and the reason it stopped, so the customer never repeats themselves. Agents told us this summary saves them more time than the conversations the assistant resolves on its own.</p>
<h2>Measure every week</h2>
<p>We keep an evaluation set of 300 real questions with approved answers, refreshed monthly from new tickets. It runs on every prompt, model or index change, and we track three numbers:</p>
<ol>
<li><strong>Answer accuracy</strong>, graded against the approved answers.</li>
<li><strong>Hand-over rate</strong>, because an assistant that never hands over is usually guessing.</li>
<li><strong>Cost per resolved conversation</strong>, including the tokens spent on answers that were discarded.</li>
</ol>
<p>A change ships only when accuracy stays level and the hand-over rate does not rise unexpectedly. That discipline caught two regressions that looked harmless in manual testing, including a model upgrade that was more fluent but cited sources less reliably.</p>
<h2>What we would do again</h2>
<p>Start with the content. Our biggest single improvement did not come from the model at all.</p>
<blockquote>The assistant is only as good as the articles behind it. Rewriting twenty outdated help pages did more for accuracy than any prompt we wrote.</blockquote>
<p>If you are weighing an assistant for your own support team, our <a href="/services">AI integration practice</a> starts with a two-week pilot on a sample of your real tickets, so you see the likely resolution rate before you commit. Related work is in our <a href="/portfolio/ai">AI portfolio</a>, or you can <a href="/contact">talk to the team</a> directly.</p>
`,
};
