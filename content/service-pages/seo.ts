import type { ServicePage } from "./types";

export const seo: ServicePage = {
  path: "/services/seo",
  eyebrow: "SEO & digital marketing",
  title: "Organic growth you can measure in leads",
  lead: "Technical SEO, content and local search that bring qualified visitors, reported every month against enquiries and revenue.",
  back: true,
  actions: [
    { label: "Get a Free SEO Audit", href: "/contact" },
    { label: "View Portfolio", href: "/portfolio", variant: "light" },
  ],
  sections: [
    {
      kind: "cards",
      id: "seo-services",
      title: "SEO services",
      columns: 4,
      items: [
        {
          title: "Technical SEO",
          description: "Crawlability, Core Web Vitals, structured data and site architecture.",
          icon: "settings",
        },
        {
          title: "Content strategy",
          description: "Topic research and articles that answer what buyers search for.",
          icon: "file-text",
        },
        {
          title: "Local SEO",
          description: "Google Business Profiles and city pages for multi-location businesses.",
          icon: "map-pin",
        },
        {
          title: "Performance marketing",
          description: "Search and social campaigns tracked to cost per qualified lead.",
          icon: "trending-up",
        },
      ],
    },
    {
      kind: "cases",
      id: "success-stories",
      title: "Success stories",
      items: [
        {
          client: "Indore Realty Hub",
          industry: "Real estate",
          description: "Technical fixes and locality pages for 120 neighbourhoods.",
          metrics: [
            { value: "3.2x", label: "Organic leads" },
            { value: "#1", label: "For 40 local terms" },
          ],
          timeframe: "6 months",
        },
        {
          client: "Sanjeevani Clinics",
          industry: "Healthcare",
          description: "Local SEO for 9 clinics across three cities.",
          metrics: [
            { value: "+180%", label: "Map-pack calls" },
            { value: "+65%", label: "Bookings" },
          ],
          timeframe: "4 months",
        },
        {
          client: "Banjara Crafts",
          industry: "E-commerce",
          description: "Product schema and collection content.",
          metrics: [
            { value: "+210%", label: "Organic revenue" },
            { value: "2.7%", label: "Conversion" },
          ],
          timeframe: "8 months",
        },
        {
          client: "LedgerLite",
          industry: "SaaS",
          description: "GST and invoicing guides for small businesses.",
          metrics: [
            { value: "90k", label: "Monthly visits" },
            { value: "1,100", label: "Trials a month" },
          ],
          timeframe: "9 months",
        },
      ],
    },
    {
      kind: "process",
      id: "process",
      title: "Our 6-step SEO process",
      steps: [
        { title: "Audit", description: "Technical, content and backlink review of your site." },
        { title: "Research", description: "Keywords and competitors mapped to buyer intent." },
        { title: "Fix", description: "Technical issues resolved with your developers or ours." },
        { title: "Create", description: "Content calendar written by subject specialists." },
        { title: "Promote", description: "Digital PR and partnerships that earn links." },
        { title: "Report", description: "Monthly reports on rankings, traffic and leads." },
      ],
    },
    {
      kind: "tags",
      id: "tools",
      title: "Tools we use",
      items: ["Google Search Console", "Google Analytics 4", "Ahrefs", "Semrush", "Screaming Frog", "Looker Studio"],
    },
  ],
  cta: {
    title: "Find out what is holding your rankings back",
    lead: "We send a free audit with the five fixes that matter most.",
    actions: [
      { label: "Request an Audit", href: "/contact" },
      { label: "See Client Results", href: "/portfolio", variant: "outline" },
    ],
  },
};
