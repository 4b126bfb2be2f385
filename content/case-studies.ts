type CaseStudy = {
  slug: string;
  projectId: number;
  title: string;
  client: string;
  industry: string;
  summary: string;
  challenge: string;
  solution: string[];
  results: { value: string; label: string }[];
  timeframe: string;
  teamSize: number;
  technologies: string[];
  quote?: { text: string; author: string };
};

export const caseStudies = [
  {
    slug: "mediscan",
    projectId: 1,
    title: "MediScan: AI triage that gets urgent X-rays read first",
    client: "Arogya Diagnostics",
    industry: "Healthcare",
    summary:
      "A computer-vision model that reads every chest X-ray as it arrives and moves likely emergencies to the top of the radiologists' queue across 14 labs.",
    challenge:
      "Arogya's 14 labs send 3,000 chest X-rays a day to six radiologists. Scans were read in arrival order, so a collapsed lung could wait behind routine pre-employment checks; average turnaround was 26 hours and urgent cases had no way to jump the queue.",
    solution: [
      "Trained a DenseNet-based classifier on 180,000 de-identified scans labelled by Arogya's radiologists for 9 urgent findings.",
      "Connected it to the PACS through a DICOM listener, so every scan is scored within 40 seconds of upload.",
      "Built a worklist in the radiologists' viewer that orders scans by urgency and highlights the suspect region.",
      "Set thresholds with the medical director for 98% sensitivity on urgent findings, with weekly drift reports.",
    ],
    results: [
      { value: "9 hrs", label: "Average report turnaround, down from 26" },
      { value: "42 min", label: "Median time to read an urgent scan" },
      { value: "98%", label: "Sensitivity on urgent findings" },
      { value: "14", label: "Labs live in the first quarter" },
    ],
    timeframe: "5 months",
    teamSize: 7,
    technologies: ["PyTorch", "FastAPI", "DICOM / Orthanc", "PostgreSQL", "React", "AWS (ap-south-1)"],
    quote: {
      text: "Emergencies now reach a radiologist before the patient reaches the ward.",
      author: "Dr. Priya Nair, Medical Director, Arogya Diagnostics",
    },
  },
  {
    slug: "sales-forecast",
    projectId: 2,
    title: "RetailPulse: store-level demand forecasting at 95% accuracy",
    client: "Malwa Retail Group",
    industry: "Retail",
    summary:
      "Weekly SKU-by-store forecasts for 42 outlets that replaced spreadsheet guesswork and cut overstock by 18% in two quarters.",
    challenge:
      "Malwa Retail planned stock for 42 stores in spreadsheets built on last year's sales. Festival weeks sold out while slow lines piled up in back rooms; overstock tied up ₹3.4 crore of working capital.",
    solution: [
      "Unified three years of POS, promotion and weather data into one warehouse with daily loads.",
      "Trained gradient-boosted models per category with festival calendars and local events as features.",
      "Delivered forecasts and suggested orders in Power BI, with a one-click export to the purchase system.",
      "Added a monthly accuracy review so buyers can see where the model and their judgement disagree.",
    ],
    results: [
      { value: "95%", label: "Forecast accuracy at store level" },
      { value: "−18%", label: "Overstock in two quarters" },
      { value: "−31%", label: "Stock-outs in festival weeks" },
      { value: "6 hrs", label: "Saved per buyer every week" },
    ],
    timeframe: "4 months",
    teamSize: 5,
    technologies: ["Python", "XGBoost", "dbt", "PostgreSQL", "Airflow", "Power BI"],
  },
  {
    slug: "erp-suite",
    projectId: 3,
    title: "Udyog ERP: three plants, one system",
    client: "Narmada Polymers",
    industry: "Manufacturing",
    summary:
      "Procurement, production planning, inventory and GST-ready accounting in one ERP for three polymer plants, replacing nine spreadsheets and two legacy tools.",
    challenge:
      "Each plant kept its own stock sheets and purchase registers, and accounts reconciled them by hand every month. Month-end close took twelve days and nobody could see group-wide inventory in real time.",
    solution: [
      "Mapped 46 processes with plant heads and finance before writing code, and cut 11 of them.",
      "Built modules for purchase, production orders, batch tracking, inventory and GST accounting on one database.",
      "Migrated five years of masters and open transactions with reconciliation reports signed off by finance.",
      "Rolled out plant by plant with on-site training and a 30-day hypercare team.",
    ],
    results: [
      { value: "4 days", label: "Month-end close, down from 12" },
      { value: "100%", label: "GST returns generated from the system" },
      { value: "−22%", label: "Raw-material inventory held" },
      { value: "99.9%", label: "Uptime since go-live" },
    ],
    timeframe: "6 months",
    teamSize: 9,
    technologies: ["Node.js", "NestJS", "PostgreSQL", "React", "Redis", "Azure"],
    quote: {
      text: "Month-end used to take twelve days. Now finance closes in four, from one set of numbers.",
      author: "Vikram Singh, Head of IT, Narmada Polymers",
    },
  },
] as const satisfies readonly CaseStudy[];

export function findCaseStudy(slug: string): CaseStudy | undefined {
  return caseStudies.find((study) => study.slug === slug);
}
