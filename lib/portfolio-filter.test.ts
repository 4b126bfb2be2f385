/** @jest-environment node */
import { projects } from "@/content/portfolio";
import { filterPortfolio, parseCategory } from "./portfolio-filter";

describe("filterPortfolio", () => {
  it("shows all 18 projects with no search in all", () => {
    expect(filterPortfolio(projects, { query: "", category: "all" })).toHaveLength(18);
  });
  it("matches the title, ignoring case", () => {
    expect(filterPortfolio(projects, { query: "mediscan", category: "all" }).map((p) => p.title)).toEqual([
      "MediScan Diagnostics",
    ]);
  });
  it("matches any tag, ignoring case", () => {
    const titles = filterPortfolio(projects, { query: "FLUTTER", category: "all" }).map((p) => p.title);
    expect(titles).toEqual(["FleetTrack Driver App", "FitPulse Coaching App"]);
  });
  it("combines the search with the category", () => {
    expect(filterPortfolio(projects, { query: "next.js", category: "web" }).map((p) => p.title)).toEqual([
      "Shiksha Live Classroom",
      "PropView Listings Portal",
    ]);
    expect(filterPortfolio(projects, { query: "next.js", category: "ecommerce" }).map((p) => p.title)).toEqual([
      "StyleKart Fashion Marketplace",
    ]);
  });
  it("counts each category", () => {
    const count = (category: "web" | "mobile" | "ai" | "enterprise" | "ecommerce") =>
      filterPortfolio(projects, { query: "", category }).length;
    expect([count("web"), count("mobile"), count("ai"), count("enterprise"), count("ecommerce")]).toEqual([
      4, 4, 4, 3, 3,
    ]);
  });
  it("is empty when nothing matches", () => {
    expect(filterPortfolio(projects, { query: "cobol mainframe", category: "all" })).toEqual([]);
  });
  it("reads only known categories from the URL", () => {
    expect(parseCategory("ai")).toBe("ai");
    expect(parseCategory("blockchain")).toBe("all");
    expect(parseCategory(null)).toBe("all");
  });
});
