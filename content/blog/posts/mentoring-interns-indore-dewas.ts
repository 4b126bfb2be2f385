import type { BundledPost } from "../types";

export const post: BundledPost = {
  id: 102,
  slug: "mentoring-interns-indore-dewas",
  title: "Growing engineers in Indore and Dewas: our internship playbook",
  date: "2026-03-20T05:30:00Z",
  author: "Rohan Verma",
  categories: ["business"],
  tags: ["internships", "hiring", "mentoring", "careers"],
  image: {
    src: "/images/blog/mentoring-interns-indore-dewas.svg",
    width: 1200,
    height: 630,
    alt: "A mentor and three interns shown as connected circles around a laptop",
  },
  content: `
<p>Two thirds of our engineers joined as interns or trainees. We hire from colleges in Indore, Dewas, Ujjain and Bhopal, and over six years we have learned that talent is evenly spread across these cities; opportunity is not. Many strong graduates assume they must move to Bengaluru or Pune to work on real products. This is how our six-month paid internship turns them into engineers who ship to production, without leaving home.</p>
<h2>Why we hire in Tier-2 cities</h2>
<p>The business case is simple. Engineers who grow with us stay longer, understand our clients' domains deeply and become the mentors for the next batch. Our attrition among former interns is less than half the industry figure we see quoted for metro cities. The social case matters to us too: an engineering job in Dewas keeps a family together and builds a local technology community that did not exist a decade ago.</p>
<h2>How we select</h2>
<p>We do not filter by college name or percentage. Applicants complete a short take-home task, such as building a small page from a design or fixing bugs in a provided project, then walk us through it in a thirty-minute call. We look for clear explanation, honest "I don't know yet" answers, and curiosity about why something works.</p>
<ul>
<li>No whiteboard puzzles and no trick questions.</li>
<li>Tasks take under four hours and can be done on a modest laptop.</li>
<li>Interviews can be in Hindi or English; the work is what we assess.</li>
</ul>
<h2>Paid, structured and real</h2>
<ul>
<li><strong>Stipend from day one</strong>, so students who need to support their families can still take part.</li>
<li><strong>A named mentor</strong> for every intern, with a one-hour one-to-one every week and a shared notes document that both update.</li>
<li><strong>Production work by week six:</strong> small, reviewed changes on real client projects, never throwaway exercises.</li>
</ul>
<h2>The six months, month by month</h2>
<ol>
<li><strong>Month one:</strong> our tools on an internal project, including Git workflow, code review, writing tests and deploying to a staging server. Each intern merges at least ten pull requests.</li>
<li><strong>Months two and three:</strong> joining a client team for bug fixes and small features, always paired with a senior for anything that touches payments or personal data.</li>
<li><strong>Months four and five:</strong> owning a feature end to end, from reading the ticket to demonstrating it to the client's product owner.</li>
<li><strong>Month six:</strong> a short presentation to the whole company on what they built and what they would do differently.</li>
</ol>
<h2>What mentors do, and do not do</h2>
<p>Mentors review code, but their main job is to make it safe to ask questions. They do not hand out answers; they ask what the intern has tried and where they would look next. Every mentor gets a day of training on giving feedback, and mentoring time is planned into their project allocation rather than squeezed around it.</p>
<h2>What we measure</h2>
<p>Not hours or lines of code. We look at how well interns explain their work in review, how quickly they unblock themselves, and whether the people they work with want them back on the next project. Last year 19 of 24 interns received full-time offers, and the five who did not left with references and a portfolio of merged production code.</p>
<blockquote>The best predictor of success was not the college or the marks. It was how often someone asked a good question.</blockquote>
<h2>Advice for other companies</h2>
<p>If you run a team outside the metros, start small: two interns, one committed mentor, and real work. Pay them. Write down what you teach in the first month, because you will teach it again. Within two batches you will have mentors of your own.</p>
<p>Applications for the next batch are open on our <a href="/internship">internship page</a>, our <a href="/training">training programmes</a> are open to everyone, and current openings are on the <a href="/careers">careers page</a>.</p>
`,
};
