import type { IconKey } from "./icons";

export const industryStats = [
  { value: "50+", label: "Industries served" },
  { value: "500+", label: "Projects delivered" },
  { value: "98%", label: "Client satisfaction" },
  { value: "99.9%", label: "Uptime" },
];

type IndustryCard = { name: string; icon: IconKey; stat: string; description: string; features: string[] };

export const industryCards: IndustryCard[] = [
  {
    name: "Healthcare",
    icon: "heart-pulse",
    stat: "40+ projects",
    description: "Software that clinicians and patients trust with their data.",
    features: ["Telemedicine and booking apps", "AI triage for imaging", "HIPAA-aligned data handling"],
  },
  {
    name: "Finance & Fintech",
    icon: "banknote",
    stat: "₹500 cr+ processed",
    description: "Secure products for lenders, wallets and accountants.",
    features: ["UPI wallets and payments", "KYC and document AI", "PCI-DSS compliant builds"],
  },
  {
    name: "Retail & E-commerce",
    icon: "shopping-cart",
    stat: "2.7x conversion",
    description: "Storefronts and planning tools that move stock.",
    features: ["D2C and marketplace stores", "Demand forecasting", "Loyalty and CRM"],
  },
  {
    name: "Education",
    icon: "graduation-cap",
    stat: "100k+ learners",
    description: "Learning platforms that hold attention and scale on exam day.",
    features: ["Live classrooms", "Test engines and analytics", "Parent communication"],
  },
  {
    name: "Logistics",
    icon: "truck",
    stat: "4,000 drivers",
    description: "Fleet and warehouse systems that work where networks do not.",
    features: ["Offline-first driver apps", "Route optimisation", "Proof of delivery"],
  },
  {
    name: "Manufacturing",
    icon: "factory",
    stat: "3 plants on one ERP",
    description: "Connected plants from purchase order to dispatch.",
    features: ["ERP and MES", "Predictive maintenance", "Quality inspection by vision"],
  },
];
