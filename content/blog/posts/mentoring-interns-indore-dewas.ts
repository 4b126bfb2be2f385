import type { BundledPost } from "../types";

export const post: BundledPost = {
  id: 102,
  slug: "mentoring-interns-indore-dewas",
  title: "Growing engineers in Indore and Dewas: our internship playbook",
  date: "2026-03-20T05:30:00Z",
  author: "Rohan Verma",
  categories: ["business"],
  tags: ["internships", "hiring", "mentoring"],
  image: { src: "/images/blog/mentoring-interns-indore-dewas.svg", width: 1200, height: 630, alt: "A mentor and three interns represented as connected circles around a laptop" },
  content: `
<p>Two thirds of our engineers joined as interns or trainees. We hire from colleges in Indore, Dewas, Ujjain and Bhopal, and we have learned that talent is evenly spread; opportunity is not. This is how our six-month paid internship turns graduates into engineers who ship to production.</p>
<h2>Paid, structured, and real</h2>
<ul>
<li><strong>Stipend from day one</strong>, so students who need to support their families can still take part.</li>
<li><strong>A named mentor</strong> for every intern, with a one-hour one-to-one every week.</li>
<li><strong>Production work by week six</strong>: small, reviewed changes on real client projects, never throwaway exercises.</li>
</ul>
<h2>The first month</h2>
<p>Interns learn our tools on an internal project: Git workflow, code review, writing tests and deploying to a staging server. By the end of the month each has merged at least ten pull requests.</p>
<h2>What we measure</h2>
<p>Not hours or lines of code. We look at how well interns explain their work in review, how quickly they unblock themselves, and whether the people they work with want them back. Last year 19 of 24 interns received full-time offers.</p>
<blockquote>The best predictor of success was not the college or the marks. It was how often someone asked a good question.</blockquote>
<p>Applications for the next batch are open on our <a href="/internship">internship page</a>, and our <a href="/training">training programs</a> are open to everyone.</p>
`,
};
