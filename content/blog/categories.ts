import type { BundledCategory } from "./types";

export const bundledCategories: BundledCategory[] = [
  { id: 1, slug: "engineering", name: "Engineering" },
  { id: 2, slug: "ai", name: "AI & Machine Learning" },
  { id: 3, slug: "design", name: "Design" },
  { id: 4, slug: "business", name: "Business" },
];
