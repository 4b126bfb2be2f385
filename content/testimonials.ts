type Testimonial = {
  id: number;
  name: string;
  role: string;
  company: string;
  image: string;
  content: string;
  rating: 5;
  project: string;
};

export const DEFAULT_AVATAR = "/images/avatars/default.svg";

export const testimonials = [
  {
    id: 1,
    name: "Dr. Priya Nair",
    role: "Medical Director",
    company: "Arogya Diagnostics",
    image: "/images/avatars/priya-nair.svg",
    content:
      "MediScan now flags urgent chest X-rays before a radiologist opens the queue. Report turnaround fell from 26 hours to 9, and the team sat with our radiologists for weeks to get the thresholds right.",
    rating: 5,
    project: "MediScan Diagnostics",
  },
  {
    id: 2,
    name: "Rahul Khanna",
    role: "COO",
    company: "Swift Cargo Movers",
    image: "/images/avatars/rahul-khanna.svg",
    content:
      "Our drivers work on highways with no signal for hours. The app keeps every trip sheet offline and syncs when they reach a dhaba with Wi-Fi. Fuel claims that took a week now close the same day.",
    rating: 5,
    project: "FleetTrack Driver App",
  },
  {
    id: 3,
    name: "Sarah Mitchell",
    role: "Founder",
    company: "LedgerLite",
    image: "/images/avatars/sarah-mitchell.svg",
    content:
      "They challenged half of my MVP backlog in the first workshop, and they were right. We launched in four months, and 3,500 businesses invoice through LedgerLite today.",
    rating: 5,
    project: "LedgerLite Invoicing SaaS",
  },
  {
    id: 4,
    name: "Vikram Singh",
    role: "Head of IT",
    company: "Narmada Polymers",
    image: "/images/avatars/vikram-singh.svg",
    content:
      "Three plants, nine spreadsheets and two legacy tools became one ERP. Month-end close went from twelve days to four, and the support team answers within the hour when something breaks.",
    rating: 5,
    project: "Udyog ERP Suite",
  },
  {
    id: 5,
    name: "Ananya Desai",
    role: "Marketing Lead",
    company: "Malwa Retail Group",
    image: "/images/avatars/ananya-desai.svg",
    content:
      "The forecast is right 95% of the time at store level. We cut overstock by 18% in two quarters and finally plan festival inventory on data instead of gut feel.",
    rating: 5,
    project: "RetailPulse Sales Forecast",
  },
  {
    id: 6,
    name: "James O'Connor",
    role: "CTO",
    company: "PayEase Fintech",
    image: "/images/avatars/james-oconnor.svg",
    content:
      "Getting a wallet through PCI-DSS is not a side project. Nexaloom's engineers wrote the controls, sat in the audit with us and shipped on the date they promised. We now process 1.2 million transactions a month.",
    rating: 5,
    project: "PayEase Wallet",
  },
] as const satisfies readonly Testimonial[];

/** What screen readers hear from the testimonial carousel's region, slides, stars and buttons. */
export const testimonialCarouselCopy = {
  label: "Client testimonials",
  /** What a screen reader calls the carousel and each of its testimonials, in place of "region" and "figure". */
  kind: "carousel",
  slideKind: "slide",
  slide: (position: number, count: number) => `${position} of ${count}`,
  rating: (stars: number) => `Rated ${stars} out of 5`,
  previous: "Previous testimonial",
  next: "Next testimonial",
  show: (position: number, name: string) => `Show testimonial ${position}: ${name}`,
};
