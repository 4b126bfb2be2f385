export type ClientLogo = { name: string; logo: string; width: number };

/** Logos of clients who agreed to be named; each file is our own drawing of their mark. */
export const clientLogos = [
  { name: "Arogya Diagnostics", logo: "/images/logos/arogya.svg", width: 126 },
  { name: "Malwa Retail Group", logo: "/images/logos/malwa-retail.svg", width: 204 },
  { name: "Narmada Polymers", logo: "/images/logos/narmada.svg", width: 152 },
  { name: "Swift Cargo Movers", logo: "/images/logos/swift-cargo.svg", width: 178 },
  { name: "Sanjeevani Clinics", logo: "/images/logos/sanjeevani.svg", width: 178 },
  { name: "Gyanodaya Academy", logo: "/images/logos/gyanodaya.svg", width: 165 },
  { name: "PayEase Fintech", logo: "/images/logos/payease.svg", width: 139 },
  { name: "Pinnacle Facility Services", logo: "/images/logos/pinnacle.svg", width: 152 },
] as const satisfies readonly ClientLogo[];
