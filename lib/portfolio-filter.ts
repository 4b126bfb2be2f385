import type { Project, ProjectCategory } from "@/content/portfolio";

export type PortfolioCategory = ProjectCategory | "all";
export const portfolioCategories: PortfolioCategory[] = ["all", "web", "mobile", "ai", "enterprise", "ecommerce"];

/** Search matches the title or any tag, ignoring case, within the chosen category. */
export function filterPortfolio<T extends Pick<Project, "title" | "tags" | "category">>(
  projects: readonly T[],
  { query, category }: { query: string; category: PortfolioCategory },
): T[] {
  const needle = query.trim().toLowerCase();
  return projects.filter(
    (project) =>
      (category === "all" || project.category === category) &&
      (!needle ||
        project.title.toLowerCase().includes(needle) ||
        project.tags.some((tag) => tag.toLowerCase().includes(needle))),
  );
}

export function parseCategory(value: string | null): PortfolioCategory {
  return portfolioCategories.includes(value as PortfolioCategory) ? (value as PortfolioCategory) : "all";
}
