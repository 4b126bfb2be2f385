import type { BundledPost } from "../types";

export const post: BundledPost = {
  id: 103,
  slug: "wcag-audit-banking-app",
  title: "A WCAG 2.2 audit of a banking app: what we found and fixed",
  date: "2026-05-08T06:15:00Z",
  author: "Priya Sharma",
  categories: ["design", "engineering"],
  tags: ["accessibility", "wcag", "fintech", "mobile"],
  content: `
<p>A cooperative bank asked us to audit its mobile banking app against WCAG 2.2 level AA ahead of a regulatory review. The app had around four lakh active users, a large share of them over sixty. We found 47 issues. This post describes how we tested, the seven problems that mattered most, and what changed for the bank afterwards.</p>
<h2>How we tested</h2>
<p>Automated scanners catch perhaps a third of accessibility problems, so they were only our starting point. The audit combined:</p>
<ul>
<li><strong>Manual testing</strong> with TalkBack, VoiceOver, switch access, a Bluetooth keyboard and the largest system font size, on six devices from a budget Android phone to a current iPhone.</li>
<li><strong>Sessions with three customers</strong> who use assistive technology every day: a screen-reader user, a user with low vision and a user with a tremor.</li>
<li><strong>A review of every new WCAG 2.2 success criterion</strong>, since the bank's previous audit had been against WCAG 2.1.</li>
</ul>
<p>Each issue was recorded with the success criterion, the screen, steps to reproduce, its impact on a real task and a suggested fix, then ranked by how badly it blocked someone from completing a payment.</p>
<h2>The seven issues that mattered most</h2>
<h3>1. Unlabelled icon buttons</h3>
<p>The transfer, share and statement buttons were announced as "button", nothing more. Each now has a name that says what it does, such as "Download statement for October". This was the most frequent issue, with 14 instances.</p>
<h3>2. A PIN pad screen readers could not use</h3>
<p>The custom PIN pad ignored accessibility focus, so screen-reader users could not enter their PIN at all; they had been asking relatives for help, which defeats the purpose of a PIN. We replaced it with the platform's secure number input, which keeps the same security guarantees and works with every assistive technology.</p>
<h3>3. Login that relied on memory</h3>
<p>WCAG 2.2 adds <em>Accessible Authentication</em> (3.3.8): login should not depend on remembering or transcribing information unless help is offered. The app blocked pasting into the password field, which breaks password managers. Pasting is now allowed, and login by device biometrics is offered as an alternative.</p>
<h3>4. Session time-outs without warning</h3>
<p>Sessions ended after two minutes with no notice, often in the middle of typing an account number. Users now get a warning thirty seconds before expiry with a button to extend, as <em>Timing Adjustable</em> (2.2.1) requires. The bank's security team agreed once they saw the extension still required an active session.</p>
<h3>5. Drag-only reordering</h3>
<p>WCAG 2.2 adds <em>Dragging Movements</em> (2.5.7). Reordering saved payees worked only by dragging, which is impossible for many switch and tremor users. It now also works with "move up" and "move down" buttons.</p>
<h3>6. Tiny touch targets</h3>
<p>Several links were 18 pixels tall. Every interactive element now meets the 24 by 24 pixel minimum in <em>Target Size (Minimum)</em> (2.5.8), and most exceed 44, which our low-vision participant noticed immediately.</p>
<h3>7. Focus hidden behind a sticky footer</h3>
<p>With a keyboard, focus moved onto fields hidden behind the sticky "Pay" bar. <em>Focus Not Obscured</em> (2.4.11) is new in 2.2; the form now scrolls the focused field into view above the bar.</p>
<h2>Fixing it without stopping releases</h2>
<p>The bank could not pause feature work for an accessibility project, so fixes were grouped into the existing two-week release cycle, highest impact first. The five blockers shipped in the first release. We added accessibility checks to the design review and to the definition of done, so new screens did not add new problems while old ones were being fixed.</p>
<ol>
<li>Every component in the app's design library now documents its accessible name, role and states.</li>
<li>Pull requests that add screens include a short screen-reader walkthrough.</li>
<li>A quarterly session with assistive-technology users is now in the budget.</li>
</ol>
<blockquote>Fixing accessibility made the app better for everyone: support calls about failed logins fell by a quarter in the three months after release.</blockquote>
<p>Accessibility reviews are part of every <a href="/services/design">design engagement</a> we run, and our <a href="/training">training programmes</a> include a module on accessible mobile development. <a href="/contact">Ask about an audit</a>.</p>
`,
};
