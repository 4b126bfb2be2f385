import type { BundledPost } from "./types";
import { post as coreWebVitals } from "./posts/core-web-vitals-retail-rankings";
import { post as demandForecasting } from "./posts/demand-forecasting-distributors";
import { post as designSystems } from "./posts/design-systems-that-survive-a-rebrand";
import { post as discoverySprint } from "./posts/fixed-price-discovery-sprint";
import { post as flutterOrReactNative } from "./posts/flutter-or-react-native-2026";
import { post as headlessWordpress } from "./posts/headless-wordpress-isr";
import { post as llmAssistant } from "./posts/llm-support-assistant-guardrails";
import { post as internships } from "./posts/mentoring-interns-indore-dewas";
import { post as accessibilityAudit } from "./posts/wcag-audit-banking-app";

/** Newest first, as WordPress lists them. */
export const bundledPosts: BundledPost[] = [
  flutterOrReactNative,
  llmAssistant,
  headlessWordpress,
  designSystems,
  discoverySprint,
  coreWebVitals,
  demandForecasting,
  accessibilityAudit,
  internships,
].sort((a, b) => b.date.localeCompare(a.date));
