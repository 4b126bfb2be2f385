import type { IconKey } from "./icons";
import type { RoutePath } from "./routes";

export type ShowcaseProject = {
  title: string;
  category: string;
  description: string;
  features: string[];
  tech: string[];
  metrics: { value: string; label: string }[];
  platforms?: string[];
  impact?: string;
  industry?: string;
  /** Where Learn More / View Case Study leads; the button is left out when there is nowhere to go. */
  caseStudy?: string;
};

type Feature = { title: string; description: string; icon: IconKey };

export type Showcase = {
  path: RoutePath;
  eyebrow: string;
  title: string;
  lead: string;
  stats?: { value: string; label: string }[];
  capabilitiesTitle?: string;
  capabilities?: Feature[];
  projectsTitle: string;
  projects: ShowcaseProject[];
  industries?: { name: string; projects: number }[];
  clients?: string[];
  benefits?: Feature[];
  process?: { title: string; description: string }[];
};

export const showcases: Record<"web" | "ai" | "ai-solutions" | "enterprise" | "mobile", Showcase> = {
  web: {
    path: "/portfolio/web",
    eyebrow: "Web portfolio",
    title: "Web platforms that carry real traffic",
    lead: "Portals, SaaS products and public platforms built in React, Next.js and Node.js, each measured after launch.",
    stats: [
      { value: "180+", label: "Web projects shipped" },
      { value: "<2 s", label: "Median load on 4G" },
      { value: "99.9%", label: "Uptime across hosted apps" },
      { value: "3.2x", label: "Best organic lead growth" },
    ],
    projectsTitle: "Featured web projects",
    projects: [
      {
        title: "Shiksha Live Classroom",
        category: "EdTech platform",
        description:
          "Live classes, recorded lectures and weekly mock tests for 25,000 students preparing for engineering entrance exams.",
        features: [
          "Live classes for 2,000 concurrent students",
          "Adaptive mock tests with rank prediction",
          "Parent progress reports by WhatsApp",
        ],
        tech: ["Next.js", "WebRTC", "Node.js", "Redis", "AWS"],
        metrics: [
          { value: "25k", label: "Students" },
          { value: "4.8", label: "App rating" },
          { value: "62%", label: "Weekly active" },
        ],
      },
      {
        title: "LedgerLite Invoicing SaaS",
        category: "Fintech SaaS",
        description:
          "GST invoicing, payment reminders and bank reconciliation for small businesses on a multi-tenant platform.",
        features: ["GST-compliant e-invoices", "UPI payment links and reminders", "Automatic bank reconciliation"],
        tech: ["React", "NestJS", "PostgreSQL", "Razorpay"],
        metrics: [
          { value: "3,500", label: "Businesses" },
          { value: "₹40 cr", label: "Invoiced monthly" },
          { value: "6 mo", label: "To launch" },
        ],
      },
      {
        title: "CivicDesk Grievance Portal",
        category: "Public sector",
        description:
          "Citizens file and track complaints by web, app or SMS, and each ward office works from one queue.",
        features: [
          "Complaints by web, app and SMS",
          "Ward-wise routing and escalation",
          "Public dashboard of resolution times",
        ],
        tech: ["React", "Django", "PostGIS", "SMS gateway"],
        metrics: [
          { value: "11→4", label: "Days to resolve" },
          { value: "48k", label: "Complaints a year" },
          { value: "AA", label: "WCAG level" },
        ],
      },
    ],
  },
  ai: {
    path: "/portfolio/ai",
    eyebrow: "AI portfolio",
    title: "AI that earns its place in production",
    lead: "500+ models in production for forecasting, documents, conversations and images, each judged by the business result it delivered.",
    capabilitiesTitle: "What we build with AI",
    capabilities: [
      {
        title: "Machine Learning",
        description: "Classification, scoring and recommendation models trained on your data and monitored for drift.",
        icon: "brain-circuit",
      },
      {
        title: "Chatbots & Virtual Assistants",
        description:
          "Assistants grounded in your documents, in English, Hindi and regional languages, on web and WhatsApp.",
        icon: "message-square-text",
      },
      {
        title: "Predictive Analytics",
        description: "Demand, churn and cash-flow forecasts delivered where planners already work.",
        icon: "line-chart",
      },
      {
        title: "Computer Vision",
        description: "Inspection, document reading and medical imaging models that run in the cloud or on the edge.",
        icon: "eye",
      },
    ],
    projectsTitle: "AI projects and their impact",
    projects: [
      {
        title: "MediScan Diagnostics",
        category: "Computer Vision",
        description: "Chest X-ray triage that moves likely emergencies to the top of the radiologists' queue.",
        features: ["Scores every scan within 40 seconds", "Heat-map of the suspect region", "Weekly drift reports"],
        tech: ["PyTorch", "FastAPI", "DICOM"],
        metrics: [
          { value: "98%", label: "Sensitivity" },
          { value: "14", label: "Labs" },
        ],
        impact: "Report turnaround fell from 26 hours to 9.",
        caseStudy: "/portfolio/case-studies/mediscan",
      },
      {
        title: "RetailPulse Sales Forecast",
        category: "Predictive Analytics",
        description: "SKU-by-store demand forecasts for 42 outlets, delivered in Power BI with suggested orders.",
        features: ["Festival and weather features", "Suggested purchase orders", "Monthly accuracy review"],
        tech: ["Python", "XGBoost", "Power BI"],
        metrics: [
          { value: "95%", label: "Accuracy" },
          { value: "42", label: "Stores" },
        ],
        impact: "Overstock down 18% in two quarters.",
        caseStudy: "/portfolio/case-studies/sales-forecast",
      },
      {
        title: "KisanMitra Advisory Bot",
        category: "Chatbots & Virtual Assistants",
        description: "A Hindi and Marathi WhatsApp assistant that answers crop and weather questions with voice notes.",
        features: [
          "Voice questions in two languages",
          "Answers grounded in agronomy manuals",
          "Hand-off to an agronomist",
        ],
        tech: ["LLM", "RAG", "WhatsApp API"],
        metrics: [
          { value: "120k", label: "Farmers" },
          { value: "70%", label: "Resolved by bot" },
        ],
        impact: "Agronomists now spend their time on the 30% of questions that need a visit.",
      },
      {
        title: "InvoiceIQ Document AI",
        category: "Machine Learning",
        description: "Reads scanned supplier invoices and posts the line items to Tally for review.",
        features: ["Line-item extraction", "Duplicate and GSTIN checks", "Review queue for low-confidence fields"],
        tech: ["OCR", "LayoutLM", "Tally"],
        metrics: [
          { value: "97%", label: "Field accuracy" },
          { value: "30 hrs", label: "Saved weekly" },
        ],
        impact: "Accounts payable closes the week's invoices on Monday instead of Thursday.",
      },
    ],
  },
  "ai-solutions": {
    path: "/portfolio/ai-solutions",
    eyebrow: "AI solutions",
    title: "Proven AI solutions, adapted to your business",
    lead: "Three solutions we have delivered again and again, ready to adapt to your data in weeks rather than months.",
    projectsTitle: "Our AI solutions",
    projects: [
      {
        title: "Demand Forecasting",
        category: "Predictive Analytics",
        description: "SKU-level forecasts and suggested orders for retail, distribution and manufacturing.",
        features: [
          "Seasonality, festivals and promotions",
          "Forecasts in your BI tool",
          "Accuracy tracked every month",
        ],
        tech: ["Python", "XGBoost", "Prophet", "dbt"],
        metrics: [
          { value: "95%", label: "Typical accuracy" },
          { value: "6-8 wks", label: "To first forecast" },
        ],
        caseStudy: "/portfolio/case-studies/sales-forecast",
      },
      {
        title: "Document Intelligence",
        category: "Machine Learning",
        description: "Reads invoices, KYC documents and claims forms, and hands low-confidence fields to a person.",
        features: ["Invoices, IDs and forms", "Confidence-based review queue", "Posts to Tally, SAP or your API"],
        tech: ["OCR", "LayoutLM", "FastAPI"],
        metrics: [
          { value: "97%", label: "Field accuracy" },
          { value: "80%", label: "Less manual entry" },
        ],
      },
      {
        title: "Conversational Assistants",
        category: "Chatbots & Virtual Assistants",
        description: "Support and sales assistants grounded in your documents, on web, app and WhatsApp.",
        features: ["English, Hindi and regional languages", "Answers cite their source", "Hand-off to your team"],
        tech: ["LLM", "RAG", "Vector search"],
        metrics: [
          { value: "40-70%", label: "Queries resolved" },
          { value: "24/7", label: "Availability" },
        ],
      },
    ],
    industries: [
      { name: "Healthcare", projects: 18 },
      { name: "Retail & E-commerce", projects: 24 },
      { name: "Finance & Insurance", projects: 15 },
      { name: "Manufacturing", projects: 12 },
      { name: "Agriculture", projects: 7 },
      { name: "Logistics", projects: 10 },
    ],
  },
  enterprise: {
    path: "/portfolio/enterprise",
    eyebrow: "Enterprise portfolio",
    title: "Enterprise systems that whole companies run on",
    lead: "ERP, HR and supply-chain platforms for organisations of 500 to 12,000 people, integrated with the systems they already own.",
    stats: [
      { value: "60+", label: "Enterprise systems live" },
      { value: "12,000", label: "Largest user base" },
      { value: "99.9%", label: "Uptime commitment" },
      { value: "24/7", label: "Support" },
    ],
    projectsTitle: "Enterprise solutions",
    projects: [
      {
        title: "Udyog ERP Suite",
        category: "ERP",
        industry: "Manufacturing",
        description: "Procurement, production planning and GST-ready accounting for three plants in one system.",
        features: [
          "Batch tracking from raw material to dispatch",
          "GST returns from the ledger",
          "Plant-wise and group dashboards",
        ],
        tech: ["NestJS", "PostgreSQL", "React", "Azure"],
        metrics: [
          { value: "12→4", label: "Days to close" },
          { value: "−22%", label: "Inventory" },
        ],
        caseStudy: "/portfolio/case-studies/erp-suite",
      },
      {
        title: "HRMS Workforce Cloud",
        category: "HRMS",
        industry: "Facility Management",
        description: "Geofenced attendance, payroll and compliance for field staff across nine states.",
        features: ["Geofenced attendance app", "State-wise PF, ESI and PT", "Payslips on WhatsApp"],
        tech: ["Spring Boot", "Android", "PostgreSQL"],
        metrics: [
          { value: "12k", label: "Employees" },
          { value: "4 d→6 h", label: "Payroll run" },
        ],
      },
      {
        title: "SupplyLink Vendor Portal",
        category: "Supply chain",
        industry: "Automotive",
        description: "Purchase orders, shipping notices and invoice matching with 280 suppliers, integrated with SAP.",
        features: ["PO acknowledgement and ASN", "Three-way invoice matching", "Supplier scorecards"],
        tech: [".NET", "Angular", "SAP PI", "Azure"],
        metrics: [
          { value: "280", label: "Suppliers" },
          { value: "−45%", label: "Disputes" },
        ],
      },
    ],
    clients: [
      "Narmada Polymers",
      "Pinnacle Facility Services",
      "Bharat Auto Components",
      "Malwa Retail Group",
      "Vertex Accounting Services",
      "Dewas Smart City Ltd.",
    ],
    benefits: [
      {
        title: "Security and audit",
        description: "Role-based access, SSO and an audit trail on every record, reviewed against ISO 27001 controls.",
        icon: "shield-check",
      },
      {
        title: "Integrations included",
        description: "SAP, Tally, Salesforce and bank connectors built and monitored as part of the system.",
        icon: "plug",
      },
      {
        title: "Adoption, not just delivery",
        description: "Plant-by-plant roll-outs with training and a 30-day hypercare team on site.",
        icon: "users",
      },
      {
        title: "Performance at scale",
        description: "Load-tested for peak month-end traffic with 99.9% uptime in production.",
        icon: "gauge",
      },
    ],
  },
  mobile: {
    path: "/portfolio/mobile",
    eyebrow: "Mobile portfolio",
    title: "Apps people open every day",
    lead: "Native and cross-platform apps for iOS and Android: 500+ shipped, 10M+ downloads, an average store rating of 4.7.",
    capabilitiesTitle: "Mobile capabilities",
    capabilities: [
      {
        title: "Native iOS & Android",
        description: "Swift and Kotlin where performance, payments or hardware access demand it.",
        icon: "smartphone",
      },
      {
        title: "Cross-platform",
        description: "Flutter and React Native for one codebase across both stores.",
        icon: "tablet-smartphone",
      },
      {
        title: "Offline-first",
        description: "Local storage and background sync for users on patchy networks.",
        icon: "wifi-off",
      },
      {
        title: "Growth & analytics",
        description: "Onboarding, push campaigns and funnels wired in from day one.",
        icon: "trending-up",
      },
    ],
    projectsTitle: "Featured apps",
    projects: [
      {
        title: "FleetTrack Driver App",
        category: "Logistics",
        platforms: ["Android", "iOS"],
        description: "Offline trip sheets, proof of delivery and live GPS for a 4,000-driver fleet.",
        features: ["Works offline for hours", "Photo proof of delivery", "Fuel claims in-app"],
        tech: ["Flutter", "Firebase", "Google Maps"],
        metrics: [
          { value: "4,000", label: "Drivers" },
          { value: "1 day", label: "Claim closure" },
        ],
      },
      {
        title: "CareConnect Telehealth",
        category: "Healthcare",
        platforms: ["Android", "iOS", "Web"],
        description: "Video consultations, e-prescriptions and booking for 60 doctors.",
        features: ["HD video consultations", "E-prescriptions", "Reminders and follow-ups"],
        tech: ["React Native", "WebRTC", "Node.js"],
        metrics: [
          { value: "80k", label: "Patients" },
          { value: "4.7", label: "Store rating" },
        ],
      },
      {
        title: "PayEase Wallet",
        category: "Fintech",
        platforms: ["Android", "iOS"],
        description: "A PCI-DSS compliant UPI wallet with bill payments and rewards.",
        features: ["UPI and bill payments", "Rewards engine", "Biometric login"],
        tech: ["Kotlin", "Swift", "UPI"],
        metrics: [
          { value: "1.2M", label: "Transactions a month" },
          { value: "4.9", label: "Store rating" },
        ],
      },
      {
        title: "FitPulse Coaching App",
        category: "Fitness",
        platforms: ["Android", "iOS", "Wear OS"],
        description: "Workout plans, wearable sync and live coaching sessions.",
        features: ["HealthKit and Google Fit sync", "Live group sessions", "Subscription billing"],
        tech: ["Flutter", "HealthKit", "Stripe"],
        metrics: [
          { value: "45k", label: "Subscribers" },
          { value: "38%", label: "Weekly active" },
        ],
      },
    ],
    process: [
      {
        title: "Discovery & Planning",
        description: "User journeys, feature priorities and a release plan agreed in the first two weeks.",
      },
      {
        title: "Design & Prototyping",
        description: "Clickable prototypes tested with real users before development starts.",
      },
      {
        title: "Development & Testing",
        description: "Two-week sprints with builds on TestFlight and Play internal testing after each.",
      },
      {
        title: "Launch & Support",
        description: "Store submission, crash monitoring and monthly releases after launch.",
      },
    ],
  },
};
