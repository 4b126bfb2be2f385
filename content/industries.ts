import type { IconKey } from "./icons";

export type Industry = { name: string; icon: IconKey; description: string };

/** The twelve industries of the home page grid. */
export const industries = [
  {
    name: "Healthcare",
    icon: "heart-pulse",
    description: "Telemedicine, clinic management and HIPAA-ready patient apps.",
  },
  { name: "Finance & Fintech", icon: "banknote", description: "Lending platforms, KYC automation and fraud scoring." },
  {
    name: "Retail & E-commerce",
    icon: "shopping-cart",
    description: "Storefronts, inventory sync and recommendation engines.",
  },
  {
    name: "Education",
    icon: "graduation-cap",
    description: "Learning platforms, live classrooms and exam proctoring.",
  },
  { name: "Logistics", icon: "truck", description: "Fleet tracking, route optimisation and warehouse systems." },
  { name: "Manufacturing", icon: "factory", description: "MES dashboards, predictive maintenance and quality vision." },
  { name: "Real Estate", icon: "home", description: "Listing portals, CRM for brokers and virtual site tours." },
  { name: "Travel & Hospitality", icon: "plane", description: "Booking engines, channel managers and guest apps." },
  { name: "Agriculture", icon: "sprout", description: "Crop advisory, farm marketplaces and satellite analytics." },
  { name: "Energy & Utilities", icon: "zap", description: "Smart-meter analytics, billing and field-service apps." },
  {
    name: "Food & Restaurants",
    icon: "utensils",
    description: "Ordering, kitchen display systems and loyalty programs.",
  },
  { name: "Media & Telecom", icon: "radio", description: "OTT platforms, subscriber portals and ad analytics." },
] as const satisfies readonly Industry[];
