import type { FaqItem } from "./faq-categories";
import { site } from "./site";

export const faqs = [
  {
    id: 1,
    category: "pricing",
    question: "How much does a typical project cost?",
    answer:
      "Most projects fall between $10,000 and $50,000. A marketing website starts around $5,000, a mobile app MVP around $15,000, and an enterprise system is quoted after a paid discovery sprint. Every estimate is itemised, so you can see what each feature costs.",
  },
  {
    id: 2,
    category: "pricing",
    question: "Do you work on fixed price or time and materials?",
    answer:
      "Both. Well-scoped projects get a fixed price with milestone payments; evolving products get a dedicated team billed monthly. Many clients start fixed-price for the first release and move to a dedicated team afterwards.",
  },
  {
    id: 3,
    category: "timeline",
    question: "How long does it take to build an app or platform?",
    answer:
      "Typical projects take 2-6 months from kick-off to launch: around 2-3 months for an MVP and 3-6 months for a full product. You see a working demo every two weeks, so progress is never a surprise.",
  },
  {
    id: 4,
    category: "timeline",
    question: "How quickly can you start?",
    answer: `Discovery usually starts within one to two weeks of signing. We reply to new enquiries within ${site.responseTime} on business days and can hold a first call the same week.`,
  },
  {
    id: 5,
    category: "security",
    question: "How do you protect our data and code?",
    answer:
      "Access is least-privilege and logged, data is encrypted in transit and at rest, and every release passes dependency and secret scanning. We sign an NDA before discovery, and all code and IP belong to you on payment.",
  },
  {
    id: 6,
    category: "security",
    question: "Can you meet compliance requirements such as HIPAA, PCI-DSS or GDPR?",
    answer:
      "Yes. We have shipped a PCI-DSS compliant wallet, HIPAA-aligned telehealth apps and GDPR-ready platforms for UK clients. Compliance controls are designed in from the architecture stage and documented for your auditors.",
  },
  {
    id: 7,
    category: "technical",
    question: "Which technologies do you use?",
    answer:
      "React and Next.js for the web, Node.js, Python and Java on the server, Flutter, React Native, Swift and Kotlin for mobile, and AWS, Azure or GCP for hosting. We pick the stack that suits your team and budget, not the newest one.",
  },
  {
    id: 8,
    category: "technical",
    question: "What happens after launch?",
    answer: `We monitor your system 24/7, fix production issues within agreed response times (${site.responseTime} for most plans) and ship improvements monthly. Our hosted applications run at 99.9% uptime.`,
  },
  {
    id: 9,
    category: "mobile",
    question: "Should we build native or cross-platform?",
    answer:
      "Cross-platform (Flutter or React Native) suits most business apps and saves about a third of the cost. We recommend native Swift and Kotlin when you need heavy graphics, complex hardware access or the last bit of performance.",
  },
  {
    id: 10,
    category: "mobile",
    question: "Will you publish the app to the App Store and Google Play?",
    answer:
      "Yes. We prepare store listings, screenshots and privacy declarations, handle review feedback and publish under your developer accounts so you own the apps from day one.",
  },
] as const satisfies readonly FaqItem[];
