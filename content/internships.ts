import type { IconCard, IconKey } from "./icons";
import type { InternshipPosition } from "./options";

export const internshipStats = [
  { value: "150+", label: "Successful interns" },
  { value: "85%", label: "Conversion to full-time" },
  { value: "$1,200", label: "Average monthly stipend" },
  { value: "50+", label: "Partner companies" },
];

export const internshipRoles: {
  id: InternshipPosition;
  icon: IconKey;
  title: string;
  duration: string;
  type: string;
  description: string;
  requirements: string[];
  responsibilities: string[];
  stipend: string;
  mentorship: string;
  openings: number;
}[] = [
  {
    id: "frontend",
    icon: "code",
    title: "Frontend Development Intern",
    duration: "3-6 months",
    type: "Hybrid · Indore",
    description:
      "Build React and Next.js interfaces for client products alongside our web team, from design hand-off to production.",
    requirements: [
      "Solid HTML, CSS and JavaScript",
      "Some React experience (projects count)",
      "An eye for detail and accessibility",
    ],
    responsibilities: [
      "Build UI components from Figma designs",
      "Write tests for your components",
      "Fix bugs reported by QA and clients",
    ],
    stipend: "$800-1200/month",
    mentorship: "Weekly 1:1 with a senior frontend engineer",
    openings: 5,
  },
  {
    id: "fullstack",
    icon: "layers",
    title: "Full-Stack Development Intern",
    duration: "4-6 months",
    type: "On-site · Dewas",
    description: "Work across Node.js APIs, PostgreSQL and React on a live SaaS product with thousands of users.",
    requirements: ["JavaScript or TypeScript", "Basics of SQL and REST", "Git for everyday work"],
    responsibilities: [
      "Ship features end to end",
      "Write API tests and migrations",
      "Join sprint demos with the client",
    ],
    stipend: "$1000-1500/month",
    mentorship: "Paired with a tech lead for the whole internship",
    openings: 3,
  },
  {
    id: "ai",
    icon: "brain",
    title: "AI/ML Research Intern",
    duration: "4-6 months",
    type: "Hybrid · Indore or Delhi",
    description: "Prototype and evaluate models for forecasting, document AI and computer vision with our AI practice.",
    requirements: ["Python and NumPy/pandas", "Linear algebra and statistics", "A project with a trained model"],
    responsibilities: ["Prepare and label datasets", "Train and evaluate models", "Write up experiments for the team"],
    stipend: "$900-1300/month",
    mentorship: "Research reviews twice a week with the Head of AI",
    openings: 4,
  },
  {
    id: "devops",
    icon: "cloud",
    title: "Cloud & DevOps Intern",
    duration: "3-4 months",
    type: "Remote-friendly",
    description: "Automate infrastructure and pipelines on AWS and Azure for client systems running at 99.9% uptime.",
    requirements: ["Linux command line", "Basics of networking", "Curiosity about Docker and CI/CD"],
    responsibilities: [
      "Write Terraform and pipeline code",
      "Improve monitoring and alerts",
      "Shadow the on-call engineer",
    ],
    stipend: "$850-1200/month",
    mentorship: "Weekly architecture sessions with our cloud lead",
    openings: 2,
  },
];

export const internshipBenefits: IconCard[] = [
  { title: "Paid stipend", description: "Every internship is paid, monthly, from the first month.", icon: "coins" },
  {
    title: "Real client work",
    description: "Your code ships to products people use, not to a sandbox.",
    icon: "rocket",
  },
  { title: "A dedicated mentor", description: "One senior engineer who reviews your work every week.", icon: "users" },
  { title: "Laptop and tools", description: "A work laptop and licences for the tools the team uses.", icon: "laptop" },
  {
    title: "Learning budget",
    description: "Courses and certifications paid for during the internship.",
    icon: "book-open",
  },
  { title: "Route to full-time", description: "85% of interns receive a full-time offer at the end.", icon: "award" },
];

export const generalRequirements = [
  "Enrolled in or recently graduated from a degree or diploma in computing or a related field",
  "Available 20-40 hours per week for the length of the internship",
  "Comfortable working in English with distributed teams",
  "A laptop-ready portfolio: GitHub, a deployed project or coursework we can look at",
];
