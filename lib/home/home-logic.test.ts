/** @jest-environment node */
import { homeFilterCategories, homeProjects } from "@/content/portfolio";
import { clampIndex, nextIndex, previousIndex } from "./carousel";
import { filterProjects } from "./filter-projects";

describe("carousel index", () => {
  it("wraps forward from the last item to the first", () => {
    expect(nextIndex(0, 6)).toBe(1);
    expect(nextIndex(5, 6)).toBe(0);
  });
  it("wraps backward from the first item to the last", () => {
    expect(previousIndex(0, 6)).toBe(5);
    expect(previousIndex(3, 6)).toBe(2);
  });
  it("keeps a dot's target within the list", () => {
    expect(clampIndex(9, 6)).toBe(5);
    expect(clampIndex(-1, 6)).toBe(0);
  });
});

describe("home portfolio filter", () => {
  it("shows everything for all", () => {
    expect(filterProjects(homeProjects, "all")).toHaveLength(homeProjects.length);
  });
  it.each(homeFilterCategories.filter((category) => category !== "all"))("shows only %s projects", (category) => {
    const shown = filterProjects(homeProjects, category);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((project) => project.category === category)).toBe(true);
  });
  it("home projects are mobile, web, ai or enterprise, rated 4.6 to 4.9", () => {
    for (const project of homeProjects) {
      expect(["mobile", "web", "ai", "enterprise"]).toContain(project.category);
      expect(project.rating).toBeGreaterThanOrEqual(4.6);
      expect(project.rating).toBeLessThanOrEqual(4.9);
    }
  });
});
