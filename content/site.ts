/** The typical response time as a range of hours: "within 2-4 hours", and "a 2-4 hour response time". */
const responseHours = "2-4";

/** The company's own facts: every page that names the brand, an office, a phone or the hours reads them here. */
export const site = {
  name: "Nexaloom",
  legalName: "Nexaloom Technologies Pvt. Ltd.",
  tagline: "Software, AI and IT services",
  founded: 2020,
  email: "hello@nexaloom.in",
  careersEmail: "careers@nexaloom.in",
  /** Non-breaking spaces keep the number on one line. */
  phone: "+91\u00a0731\u00a0498\u00a02260",
  phoneHref: "tel:+917314982260",
  /** The zone the offices keep their hours in. */
  timeZone: "IST",
  offices: [
    {
      city: "Indore",
      label: "Headquarters",
      street: "4th Floor, Shekhar Central, AB Road, Palasia",
      region: "Madhya Pradesh",
      postalCode: "452001",
      country: "IN",
    },
    {
      city: "Dewas",
      label: "Delivery centre",
      street: "2nd Floor, Vikas Bhawan, AB Road, Vijay Nagar",
      region: "Madhya Pradesh",
      postalCode: "455001",
      country: "IN",
    },
    {
      city: "Delhi",
      label: "Client office",
      street: "Unit 512, Ansal Tower, 38 Nehru Place",
      region: "New Delhi",
      postalCode: "110019",
      country: "IN",
    },
  ],
  /** The spec's business hours; content/hours.ts prints the short forms the contact cards use. */
  hours: [
    { days: "Mon-Fri", time: "9:00-18:00" },
    { days: "Sat", time: "10:00-16:00" },
    { days: "Sun", time: "Closed" },
  ],
  responseHours,
  responseTime: `${responseHours} hours`,
  /** The promise of a first answer to an enquiry, an application or a question. */
  replyWithin: "within 24 hours",
  social: ["LinkedIn", "X", "GitHub", "Instagram"],
  /** Only the privacy notice has a page yet: a notice at every form is required where personal data is collected. */
  legal: [{ label: "Privacy Policy", href: "/privacy" }, { label: "Terms of Service" }, { label: "Cookie Policy" }],
  /** Who answers requests and complaints about personal data (DPDP Rules 2025: a published contact). */
  grievanceOfficer: {
    name: "Meera Joshi",
    role: "Grievance Officer",
    email: "privacy@nexaloom.in",
  },
} as const;

type Office = (typeof site.offices)[number];

export function formatOffice(office: Office): string {
  return `${office.street}, ${office.city}, ${office.region} ${office.postalCode}`;
}
