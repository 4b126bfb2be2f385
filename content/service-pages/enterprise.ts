import type { ServicePage } from "./types";

export const enterprise: ServicePage = {
  path: "/services/enterprise",
  eyebrow: "Enterprise solutions",
  title: "Enterprise software that connects how your company works",
  lead: "ERP, CRM, HR and workflow systems for organisations of 100 to 10,000 people, integrated with the tools you already own and supported 24/7.",
  back: true,
  actions: [
    { label: "Talk to an Architect", href: "/contact" },
    { label: "Enterprise Portfolio", href: "/portfolio/enterprise", variant: "light" },
  ],
  sections: [
    {
      kind: "cards",
      id: "capabilities",
      title: "Capabilities",
      items: [
        {
          title: "ERP implementation",
          description: "Procurement, inventory, production and finance on one system.",
          icon: "boxes",
        },
        {
          title: "Workflow automation",
          description: "Approvals and hand-offs that used to live in e-mail, now tracked.",
          icon: "workflow",
        },
        {
          title: "System integration",
          description: "SAP, Tally, Salesforce and legacy databases connected reliably.",
          icon: "cable",
        },
        {
          title: "Business intelligence",
          description: "Dashboards leadership trusts, fed from one source of truth.",
          icon: "chart-no-axes-combined",
        },
        {
          title: "Cloud migration",
          description: "On-premise systems moved to AWS or Azure without downtime.",
          icon: "cloud",
        },
        {
          title: "Identity & access",
          description: "SSO, role-based access and audit trails across applications.",
          icon: "key-round",
        },
      ],
    },
    {
      kind: "cards",
      id: "enterprise-services",
      title: "Services",
      columns: 4,
      items: [
        {
          title: "Custom ERP & CRM",
          description: "Built around your processes instead of forcing you into a template.",
        },
        { title: "HRMS & payroll", description: "Attendance, payroll and statutory compliance across states." },
        { title: "Supply-chain portals", description: "Supplier onboarding, POs, ASNs and invoice matching." },
        { title: "Managed support", description: "24/7 monitoring and a 99.9% uptime commitment." },
      ],
    },
    {
      kind: "cases",
      id: "client-stories",
      title: "Client stories",
      items: [
        {
          client: "Narmada Polymers",
          industry: "Manufacturing",
          description: "Three plants moved onto one ERP.",
          challenge: "Nine spreadsheets, two legacy tools and a twelve-day month-end close.",
          solution: "A modular ERP with GST accounting, rolled out plant by plant.",
          metrics: [{ value: "4 days", label: "Month-end close" }],
        },
        {
          client: "Pinnacle Facility Services",
          industry: "Facility management",
          description: "Payroll for 12,000 field staff.",
          challenge: "Paper attendance and four days to run payroll across nine states.",
          solution: "Geofenced attendance app and a rules-based payroll engine.",
          metrics: [{ value: "6 hrs", label: "Payroll run" }],
        },
        {
          client: "Bharat Auto Components",
          industry: "Automotive",
          description: "A vendor portal for 280 suppliers.",
          challenge: "Invoice disputes and PO changes handled over e-mail and phone.",
          solution: "A supplier portal integrated with SAP for POs, ASNs and matching.",
          metrics: [{ value: "−45%", label: "Disputes" }],
        },
        {
          client: "Vertex Accounting Services",
          industry: "Finance",
          description: "Automated accounts payable.",
          challenge: "Staff keyed 6,000 supplier invoices a month by hand.",
          solution: "Document AI that reads invoices and posts them to Tally for review.",
          metrics: [{ value: "30 hrs", label: "Saved weekly" }],
        },
      ],
    },
    {
      kind: "tags",
      id: "technologies",
      title: "Technologies",
      items: [
        "Java",
        "Spring Boot",
        ".NET",
        "Node.js",
        "Python",
        "React",
        "Angular",
        "PostgreSQL",
        "Oracle",
        "SQL Server",
        "Kafka",
        "Redis",
        "Kubernetes",
        "Azure",
        "AWS",
        "SAP PI/PO",
        "Salesforce",
        "Power BI",
      ],
    },
  ],
  cta: {
    title: "Modernise without stopping the business",
    lead: "Start with a two-week discovery and a roadmap you can take anywhere.",
    actions: [
      { label: "Book a Discovery Call", href: "/contact" },
      { label: "Enterprise Case Studies", href: "/portfolio/enterprise", variant: "outline" },
    ],
  },
};
