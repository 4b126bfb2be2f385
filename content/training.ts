import type { IconCard, IconKey } from "./icons";

type TrainingProgram = {
  title: string;
  icon: IconKey;
  duration: string;
  level: string;
  description: string;
  skills: string[];
  price: string;
  certification: string;
  placementRate: string;
};

export const trainingPrograms: TrainingProgram[] = [
  {
    title: "Full-Stack Web Development",
    icon: "code",
    duration: "6 months",
    level: "Beginner to Intermediate",
    description:
      "Build and deploy three production-grade web apps with React, Next.js, Node.js and PostgreSQL, reviewed by our senior engineers.",
    skills: ["React & Next.js", "Node.js & REST APIs", "PostgreSQL", "Git & CI/CD", "Testing"],
    price: "$2,499",
    certification: "Nexaloom Certified Full-Stack Developer",
    placementRate: "95%",
  },
  {
    title: "AI & Machine Learning",
    icon: "brain",
    duration: "4 months",
    level: "Intermediate",
    description:
      "From Python and statistics to deployed models: forecasting, NLP and computer vision projects on real, anonymised client data.",
    skills: ["Python & pandas", "scikit-learn", "PyTorch", "LLMs & RAG", "MLOps basics"],
    price: "$3,299",
    certification: "Nexaloom Certified ML Engineer",
    placementRate: "92%",
  },
  {
    title: "Mobile App Development",
    icon: "smartphone",
    duration: "4 months",
    level: "Beginner to Intermediate",
    description:
      "Ship a Flutter app to both stores: state management, offline storage, push notifications and payments.",
    skills: ["Dart & Flutter", "Firebase", "REST integration", "Store publishing", "App analytics"],
    price: "$2,199",
    certification: "Nexaloom Certified Mobile Developer",
    placementRate: "90%",
  },
  {
    title: "Cloud & DevOps",
    icon: "cloud",
    duration: "3 months",
    level: "Intermediate",
    description:
      "Run real workloads on AWS: infrastructure as code, containers, pipelines and monitoring, with an on-call simulation at the end.",
    skills: ["AWS", "Docker & Kubernetes", "Terraform", "GitHub Actions", "Monitoring"],
    price: "$2,799",
    certification: "Nexaloom Certified Cloud Engineer",
    placementRate: "94%",
  },
];

export const trainingStats = [
  { value: "5000+", label: "Graduates" },
  { value: "95%", label: "Placement rate" },
  { value: "$85k", label: "Average salary" },
  { value: "200+", label: "Hiring partners" },
];

export const trainingReasons: IconCard[] = [
  {
    title: "Taught by working engineers",
    description: "Every mentor ships client projects at Nexaloom; you learn what teams actually use this year.",
    icon: "users",
  },
  {
    title: "Real projects, real reviews",
    description: "Your capstone is reviewed like production code, with pull-request feedback from senior developers.",
    icon: "briefcase",
  },
  {
    title: "Industry certification",
    description: "Finish with a certificate backed by a portfolio recruiters can open and run.",
    icon: "award",
  },
  {
    title: "Placement support",
    description: "Mock interviews, resume reviews and introductions to 200+ hiring partners until you are placed.",
    icon: "graduation-cap",
  },
];
