import {
  Banknote,
  Factory,
  GraduationCap,
  HeartPulse,
  Home,
  Plane,
  Radio,
  ShoppingCart,
  Sprout,
  Truck,
  Utensils,
  Zap,
  type LucideIcon,
} from "lucide-react";

export type Industry = { name: string; icon: LucideIcon; description: string };

/** The twelve industries of the home page grid. */
export const industries = [
  {
    name: "Healthcare",
    icon: HeartPulse,
    description: "Telemedicine, clinic management and HIPAA-ready patient apps.",
  },
  { name: "Finance & Fintech", icon: Banknote, description: "Lending platforms, KYC automation and fraud scoring." },
  {
    name: "Retail & E-commerce",
    icon: ShoppingCart,
    description: "Storefronts, inventory sync and recommendation engines.",
  },
  { name: "Education", icon: GraduationCap, description: "Learning platforms, live classrooms and exam proctoring." },
  { name: "Logistics", icon: Truck, description: "Fleet tracking, route optimisation and warehouse systems." },
  { name: "Manufacturing", icon: Factory, description: "MES dashboards, predictive maintenance and quality vision." },
  { name: "Real Estate", icon: Home, description: "Listing portals, CRM for brokers and virtual site tours." },
  { name: "Travel & Hospitality", icon: Plane, description: "Booking engines, channel managers and guest apps." },
  { name: "Agriculture", icon: Sprout, description: "Crop advisory, farm marketplaces and satellite analytics." },
  { name: "Energy & Utilities", icon: Zap, description: "Smart-meter analytics, billing and field-service apps." },
  {
    name: "Food & Restaurants",
    icon: Utensils,
    description: "Ordering, kitchen display systems and loyalty programs.",
  },
  { name: "Media & Telecom", icon: Radio, description: "OTT platforms, subscriber portals and ad analytics." },
] as const satisfies readonly Industry[];
