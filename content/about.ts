import type { IconCard } from "./icons";

export const mission =
  "To give growing businesses the engineering team they would build themselves if they could: senior, accountable and still there after launch.";
export const vision =
  "To be India's most trusted partner for software and AI, measured by the number of clients who stay with us for five years or more.";

export const coreValues: IconCard[] = [
  {
    title: "Ownership",
    description: "The team that scopes a project builds it and supports it. Nobody hands a problem to someone else.",
    icon: "target",
  },
  {
    title: "Candour",
    description: "We say no to features that will not pay back, and we tell you early when a date is at risk.",
    icon: "heart-handshake",
  },
  {
    title: "Craft",
    description: "Code reviews on every change, automated tests and accessibility checks before anything ships.",
    icon: "lightbulb",
  },
  {
    title: "Security by default",
    description: "Least-privilege access, encrypted data and audit trails are part of the estimate, not extras.",
    icon: "shield-check",
  },
];

export const timeline = [
  {
    year: "2020",
    title: "Founded in Indore",
    description:
      "Four engineers start Nexaloom in a shared office on AB Road with two clients and one rule: the same team from workshop to support.",
  },
  {
    year: "2021",
    title: "First 50 projects",
    description: "A mobile practice forms around Flutter, and our first fintech client goes live on both app stores.",
  },
  {
    year: "2022",
    title: "Dewas delivery centre",
    description: "We open a second office in Dewas and start the paid internship program with 12 students.",
  },
  {
    year: "2023",
    title: "AI practice and Delhi office",
    description: "The AI team ships its first production models; a Delhi office opens for clients in the NCR.",
  },
  {
    year: "2024",
    title: "500+ projects delivered",
    description: "50+ specialists, 98% client satisfaction and clients in India, the UK, the US and the Gulf.",
  },
];

export const team = [
  {
    name: "Aditya Rathore",
    role: "Co-founder & CEO",
    image: "/images/team/aditya-rathore.svg",
    skills: ["Product strategy", "Enterprise sales", "Delivery governance"],
  },
  {
    name: "Sneha Kulkarni",
    role: "Co-founder & CTO",
    image: "/images/team/sneha-kulkarni.svg",
    skills: ["Cloud architecture", "Node.js", "Security reviews"],
  },
  {
    name: "Imran Qureshi",
    role: "Head of AI",
    image: "/images/team/imran-qureshi.svg",
    skills: ["Machine learning", "Computer vision", "MLOps"],
  },
  {
    name: "Pooja Malviya",
    role: "Design Director",
    image: "/images/team/pooja-malviya.svg",
    skills: ["UX research", "Design systems", "Accessibility"],
  },
];
