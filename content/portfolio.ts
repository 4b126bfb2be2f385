export const projectCategories = ["web", "mobile", "ai", "enterprise", "ecommerce"] as const;
export type ProjectCategory = (typeof projectCategories)[number];

export type Project = {
  id: number;
  title: string;
  category: ProjectCategory;
  client: string;
  description: string;
  image: string;
  tags: readonly string[];
  rating: number;
  link: string;
  caseStudy?: string;
  industry?: string;
  duration?: string;
  teamSize?: number;
};

/** The projects of the portfolio (pages count them, never write the number); each image is an SVG mock-up of the product in public/images/portfolio. */
export const projects = [
  {
    id: 1,
    title: "MediScan Diagnostics",
    category: "ai",
    client: "Arogya Diagnostics",
    description:
      "Computer-vision triage for chest X-rays that flags urgent scans for radiologists, cutting report turnaround from 26 to 9 hours across 14 labs.",
    image: "/images/portfolio/mediscan.svg",
    tags: ["Computer Vision", "PyTorch", "FastAPI", "DICOM"],
    rating: 4.9,
    link: "/portfolio/ai",
    caseStudy: "/portfolio/case-studies/mediscan",
    industry: "Healthcare",
    duration: "5 months",
    teamSize: 7,
  },
  {
    id: 2,
    title: "RetailPulse Sales Forecast",
    category: "ai",
    client: "Malwa Retail Group",
    description:
      "Store-by-store demand forecasting for 42 outlets at 95% accuracy, trimming overstock by 18% in the first two quarters.",
    image: "/images/portfolio/sales-forecast.svg",
    tags: ["Forecasting", "Python", "XGBoost", "Power BI"],
    rating: 4.8,
    link: "/portfolio/ai",
    caseStudy: "/portfolio/case-studies/sales-forecast",
    industry: "Retail",
    duration: "4 months",
    teamSize: 5,
  },
  {
    id: 3,
    title: "Udyog ERP Suite",
    category: "enterprise",
    client: "Narmada Polymers",
    description:
      "Procurement, production planning and GST-ready accounting for three plants in one system, replacing nine spreadsheets and two legacy tools.",
    image: "/images/portfolio/erp-suite.svg",
    tags: ["ERP", "Node.js", "PostgreSQL", "React"],
    rating: 4.9,
    link: "/portfolio/enterprise",
    caseStudy: "/portfolio/case-studies/erp-suite",
    industry: "Manufacturing",
    duration: "6 months",
    teamSize: 9,
  },
  {
    id: 4,
    title: "FleetTrack Driver App",
    category: "mobile",
    client: "Swift Cargo Movers",
    description:
      "Offline-first trip sheets, proof of delivery and live GPS for 4,000 drivers; fuel claims now close in a day instead of a week.",
    image: "/images/portfolio/fleettrack.svg",
    tags: ["Flutter", "Firebase", "Google Maps", "Offline sync"],
    rating: 4.8,
    link: "/portfolio/mobile",
    industry: "Logistics",
    duration: "4 months",
    teamSize: 6,
  },
  {
    id: 5,
    title: "CareConnect Telehealth",
    category: "mobile",
    client: "Sanjeevani Clinics",
    description:
      "Video consultations, e-prescriptions and appointment booking for 60 doctors, rated 4.7 on both stores by 80,000 patients.",
    image: "/images/portfolio/careconnect.svg",
    tags: ["React Native", "WebRTC", "Node.js"],
    rating: 4.7,
    link: "/portfolio/mobile",
    industry: "Healthcare",
    duration: "5 months",
    teamSize: 7,
  },
  {
    id: 6,
    title: "Shiksha Live Classroom",
    category: "web",
    client: "Gyanodaya Academy",
    description:
      "Live classes, recorded lectures and weekly tests for 25,000 students preparing for engineering entrance exams.",
    image: "/images/portfolio/shiksha.svg",
    tags: ["Next.js", "WebRTC", "AWS", "Redis"],
    rating: 4.8,
    link: "/portfolio/web",
    industry: "Education",
    duration: "3 months",
    teamSize: 5,
  },
  {
    id: 7,
    title: "PropView Listings Portal",
    category: "web",
    client: "Indore Realty Hub",
    description:
      "Property search with map filters, verified listings and broker CRM; organic leads grew 3.2x within six months of launch.",
    image: "/images/portfolio/propview.svg",
    tags: ["Next.js", "Elasticsearch", "Mapbox"],
    rating: 4.6,
    link: "/portfolio/web",
    industry: "Real Estate",
    duration: "3 months",
    teamSize: 4,
  },
  {
    id: 8,
    title: "LedgerLite Invoicing SaaS",
    category: "web",
    client: "LedgerLite (founder-led startup)",
    description:
      "GST invoicing, payment reminders and bank reconciliation for 3,500 small businesses on a multi-tenant platform.",
    image: "/images/portfolio/ledgerlite.svg",
    tags: ["SaaS", "React", "NestJS", "Razorpay"],
    rating: 4.7,
    link: "/portfolio/web",
    industry: "Fintech",
    duration: "6 months",
    teamSize: 6,
  },
  {
    id: 9,
    title: "KisanMitra Advisory Bot",
    category: "ai",
    client: "AgriGrow Cooperative",
    description:
      "A Hindi and Marathi WhatsApp assistant answering crop and weather questions for 120,000 farmers, resolving 70% without an agronomist.",
    image: "/images/portfolio/kisanmitra.svg",
    tags: ["LLM", "RAG", "WhatsApp API", "Speech-to-text"],
    rating: 4.8,
    link: "/portfolio/ai",
    industry: "Agriculture",
    duration: "4 months",
    teamSize: 5,
  },
  {
    id: 10,
    title: "InvoiceIQ Document AI",
    category: "ai",
    client: "Vertex Accounting Services",
    description:
      "Extracts line items from scanned supplier invoices at 97% field accuracy and posts them to Tally, saving 30 staff hours a week.",
    image: "/images/portfolio/invoiceiq.svg",
    tags: ["OCR", "LayoutLM", "Python", "Tally"],
    rating: 4.7,
    link: "/portfolio/ai",
    industry: "Finance",
    duration: "3 months",
    teamSize: 4,
  },
  {
    id: 11,
    title: "HRMS Workforce Cloud",
    category: "enterprise",
    client: "Pinnacle Facility Services",
    description:
      "Attendance with geofencing, payroll and compliance for 12,000 field staff across 9 states, with payroll run time down from 4 days to 6 hours.",
    image: "/images/portfolio/hrms.svg",
    tags: ["HRMS", "Java", "Spring Boot", "Android"],
    rating: 4.8,
    link: "/portfolio/enterprise",
    industry: "Facility Management",
    duration: "6 months",
    teamSize: 10,
  },
  {
    id: 12,
    title: "SupplyLink Vendor Portal",
    category: "enterprise",
    client: "Bharat Auto Components",
    description:
      "Purchase orders, ASN and invoice matching with 280 suppliers integrated into SAP; disputes fell by 45%.",
    image: "/images/portfolio/supplylink.svg",
    tags: ["SAP Integration", ".NET", "Angular", "Azure"],
    rating: 4.6,
    link: "/portfolio/enterprise",
    industry: "Automotive",
    duration: "5 months",
    teamSize: 8,
  },
  {
    id: 13,
    title: "Banjara Handloom Store",
    category: "ecommerce",
    client: "Banjara Crafts Collective",
    description:
      "A D2C storefront for 300 artisan weavers with COD, UPI and international shipping; conversion rose from 0.9% to 2.7%.",
    image: "/images/portfolio/banjara.svg",
    tags: ["Shopify Plus", "Liquid", "Klaviyo"],
    rating: 4.8,
    link: "/portfolio",
    industry: "Retail",
    duration: "2 months",
    teamSize: 4,
  },
  {
    id: 14,
    title: "FreshCart Grocery",
    category: "ecommerce",
    client: "FreshCart Indore",
    description: "30-minute grocery delivery with slot booking, live substitutions and a picker app for 6 dark stores.",
    image: "/images/portfolio/freshcart.svg",
    tags: ["React Native", "Node.js", "PostgreSQL", "Redis"],
    rating: 4.7,
    link: "/portfolio",
    industry: "Grocery",
    duration: "4 months",
    teamSize: 7,
  },
  {
    id: 15,
    title: "StyleKart Fashion Marketplace",
    category: "ecommerce",
    client: "StyleKart Retail",
    description:
      "A multi-vendor fashion marketplace with size recommendations that cut returns by 22% across 1,100 sellers.",
    image: "/images/portfolio/stylekart.svg",
    tags: ["Next.js", "Medusa", "Algolia", "ML"],
    rating: 4.6,
    link: "/portfolio",
    industry: "Fashion",
    duration: "5 months",
    teamSize: 8,
  },
  {
    id: 16,
    title: "PayEase Wallet",
    category: "mobile",
    client: "PayEase Fintech",
    description:
      "A UPI wallet with bill payments and rewards, PCI-DSS compliant, handling 1.2 million transactions a month.",
    image: "/images/portfolio/payease.svg",
    tags: ["Kotlin", "Swift", "UPI", "PCI-DSS"],
    rating: 4.9,
    link: "/portfolio/mobile",
    industry: "Fintech",
    duration: "6 months",
    teamSize: 9,
  },
  {
    id: 17,
    title: "FitPulse Coaching App",
    category: "mobile",
    client: "FitPulse Studios",
    description:
      "Workout plans, wearable sync and live coaching for 45,000 subscribers, with 38% of users active every week after six months.",
    image: "/images/portfolio/fitpulse.svg",
    tags: ["Flutter", "HealthKit", "Google Fit", "Stripe"],
    rating: 4.7,
    link: "/portfolio/mobile",
    industry: "Fitness",
    duration: "4 months",
    teamSize: 5,
  },
  {
    id: 18,
    title: "CivicDesk Grievance Portal",
    category: "web",
    client: "Dewas Smart City Ltd.",
    description:
      "Citizens file and track complaints by web, app or SMS; average resolution time dropped from 11 days to 4.",
    image: "/images/portfolio/civicdesk.svg",
    tags: ["React", "Django", "PostGIS", "SMS gateway"],
    rating: 4.7,
    link: "/portfolio/web",
    industry: "Government",
    duration: "4 months",
    teamSize: 6,
  },
] as const satisfies readonly Project[];

/** The home page's selection: mobile, web, AI and enterprise work rated 4.6 to 4.9. */
export const homeProjects: readonly Project[] = projects.filter((project) =>
  [4, 16, 6, 8, 1, 2, 3, 11].includes(project.id),
);

export const homeFilterCategories = ["all", "mobile", "web", "ai", "enterprise"] as const;
export type HomeFilter = (typeof homeFilterCategories)[number];

export const categoryLabels: Record<ProjectCategory | "all", string> = {
  all: "All",
  web: "Web",
  mobile: "Mobile",
  ai: "AI",
  enterprise: "Enterprise",
  ecommerce: "E-commerce",
};

/** The home page's category filter, as screen readers hear it. */
export const homeFilterLabel = "Filter projects by category";

/** The search, filter, links and empty state of the /portfolio grid. */
export const portfolioBrowserCopy = {
  searchLabel: "Search projects",
  searchPlaceholder: "Search projects...",
  filterLabel: "Filter by category",
  caseStudyLink: "Read the case study",
  empty: "No projects found matching your criteria.",
  clear: "Clear Filters",
};

/** A project card's rating as a screen reader hears it: "Rated 4.9 out of 5". */
export const projectRatingCopy = { before: "Rated ", after: " out of 5" };

/** The alternative text of a project's screenshot, on its card and its case study. */
export const projectImageAlt = (title: string) => `${title} interface`;
