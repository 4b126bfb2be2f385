import type { HomeFilter, Project } from "@/content/portfolio";

/** The home portfolio filter: "all" shows everything, a category only its own projects. */
export function filterProjects<T extends Pick<Project, "category">>(projects: readonly T[], filter: HomeFilter): T[] {
  return filter === "all" ? [...projects] : projects.filter((project) => project.category === filter);
}
