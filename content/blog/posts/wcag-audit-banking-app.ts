import type { BundledPost } from "../types";

export const post: BundledPost = {
  id: 103,
  slug: "wcag-audit-banking-app",
  title: "A WCAG 2.2 audit of a banking app: what we found and fixed",
  date: "2026-05-08T06:15:00Z",
  author: "Priya Sharma",
  categories: ["design", "engineering"],
  tags: ["accessibility", "wcag", "fintech"],
  content: `
<p>A cooperative bank asked us to audit its mobile banking app against WCAG 2.2 level AA before a regulatory review. We tested with TalkBack, VoiceOver, switch access and large text on six devices, and we included three customers who use assistive technology every day. We found 47 issues; these five mattered most.</p>
<h2>1. Unlabelled icon buttons</h2>
<p>The transfer, share and statement buttons were announced as "button". Each now has a name that says what it does, such as "Download statement for October".</p>
<h2>2. A PIN pad screen readers could not use</h2>
<p>The custom PIN pad ignored focus, so screen-reader users could not enter their PIN at all. We replaced it with the platform's secure number input, which keeps the same security guarantees.</p>
<h2>3. Session time-outs without warning</h2>
<p>Sessions ended after two minutes with no notice. Users now get a warning thirty seconds before, with a button to extend, as WCAG 2.2.1 requires.</p>
<h2>4. Drag-only card reordering</h2>
<p>WCAG 2.2 adds a rule for dragging movements. Reordering saved payees now also works with move up and move down buttons.</p>
<h2>5. Tiny touch targets</h2>
<p>Several links were 18 pixels tall. Every interactive element now meets the 24 by 24 pixel minimum, and most exceed 44.</p>
<blockquote>Fixing accessibility made the app better for everyone: support calls about failed logins fell by a quarter.</blockquote>
<p>Accessibility reviews are part of every <a href="/services/design">design engagement</a> we run. <a href="/contact">Ask about an audit</a>.</p>
`,
};
