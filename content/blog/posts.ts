import type { BundledPost } from "./types";
import { post as flutterOrReactNative } from "./posts/flutter-or-react-native-2026";
import { post as llmSupportAssistant } from "./posts/llm-support-assistant-guardrails";
import { post as headlessWordpress } from "./posts/headless-wordpress-isr";
import { post as designSystems } from "./posts/design-systems-that-survive-a-rebrand";
import { post as discoverySprint } from "./posts/fixed-price-discovery-sprint";
import { post as coreWebVitals } from "./posts/core-web-vitals-retail-rankings";
import { post as demandForecasting } from "./posts/demand-forecasting-distributors";
import { post as accessibilityAudit } from "./posts/wcag-audit-banking-app";
import { post as internships } from "./posts/mentoring-interns-indore-dewas";
import { post as erpMigration } from "./posts/migrating-monolith-erp-modular-services";
import { post as cloudCostReview } from "./posts/cloud-cost-review-playbook";

/** The blog's posts when no WordPress is configured, newest first as WordPress lists them. */
export const bundledPosts: BundledPost[] = [
  flutterOrReactNative,
  llmSupportAssistant,
  headlessWordpress,
  designSystems,
  discoverySprint,
  coreWebVitals,
  demandForecasting,
  accessibilityAudit,
  internships,
  erpMigration,
  cloudCostReview,
].sort((a, b) => b.date.localeCompare(a.date));
