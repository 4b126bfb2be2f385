import { expect, test } from "@playwright/test";
import { caseStudies } from "../content/case-studies";
import { projects } from "../content/portfolio";
import { showcases } from "../content/showcases";

const cards = "#projects li article";

test.describe("/portfolio", () => {
  test("lists all 18 projects in the server HTML", { tag: "@http" }, async ({ request }) => {
    const html = await (await request.get("/portfolio")).text();
    for (const project of projects) expect(html).toContain(project.title);
  });

  test("each category button shows that category's projects", async ({ page }) => {
    await page.goto("/portfolio");
    await expect(page.locator(cards)).toHaveCount(18);
    const group = page.getByRole("group", { name: "Filter by category" });
    for (const [label, category] of [
      ["Web", "web"],
      ["Mobile", "mobile"],
      ["AI", "ai"],
      ["Enterprise", "enterprise"],
      ["E-commerce", "ecommerce"],
    ] as const) {
      await group.getByRole("button", { name: label, exact: true }).click();
      await expect(group.getByRole("button", { name: label, exact: true })).toHaveAttribute("aria-pressed", "true");
      await expect(page.locator(`${cards} h3`)).toHaveText(
        projects.filter((project) => project.category === category).map((project) => project.title),
      );
    }
  });

  test("search matches titles and tags, combines with the category and round-trips through the URL", async ({
    page,
  }) => {
    await page.goto("/portfolio");
    const search = page.getByPlaceholder("Search projects...");
    await search.fill("flutter");
    await expect(page.locator(`${cards} h3`)).toHaveText(["FleetTrack Driver App", "FitPulse Coaching App"]);
    await page.getByRole("button", { name: "Web", exact: true }).click();
    await expect(page.getByText("No projects found matching your criteria.")).toBeVisible();
    await search.fill("next.js");
    await expect(page).toHaveURL(/\?q=next.js&category=web$/);
    await page.reload();
    await expect(page.getByPlaceholder("Search projects...")).toHaveValue("next.js");
    await expect(page.getByRole("button", { name: "Web", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator(`${cards} h3`)).toHaveText(["Shiksha Live Classroom", "PropView Listings Portal"]);
  });

  test("Clear Filters resets the search and the category", async ({ page }) => {
    await page.goto("/portfolio?q=cobol&category=ai");
    await expect(page.getByText("No projects found matching your criteria.")).toBeVisible();
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(page.locator(cards)).toHaveCount(18);
    await expect(page.getByPlaceholder("Search projects...")).toHaveValue("");
    await expect(page.getByRole("button", { name: "All", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(/\/portfolio$/);
  });

  test("projects with a case study link to it, and the page calls to /contact", async ({ page }) => {
    await page.goto("/portfolio");
    for (const study of caseStudies) {
      await expect(
        page.getByRole("link", {
          name: new RegExp(`Read the case study\\s*: ${projects.find((p) => p.id === study.projectId)!.title}`),
        }),
      ).toHaveAttribute("href", `/portfolio/case-studies/${study.slug}`);
    }
    await expect(page.getByRole("main").getByRole("link", { name: "Start Your Project" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });
});

test.describe("showcases", () => {
  for (const showcase of Object.values(showcases)) {
    test(`${showcase.path} shows its projects and calls to action`, async ({ page }) => {
      await page.goto(showcase.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(showcase.title);
      const projectHeadings = page.locator("#projects h3");
      await expect(projectHeadings).toHaveText(showcase.projects.map((project) => project.title));
      const main = page.getByRole("main");
      for (const href of ["/contact", "/portfolio", "/services"])
        await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible();
      for (const project of showcase.projects.filter((item) => item.caseStudy)) {
        await expect(main.getByRole("link", { name: `View Case Study : ${project.title}` })).toHaveAttribute(
          "href",
          project.caseStudy!,
        );
      }
    });
  }

  test("mobile lists platforms, 4 apps, 4 capabilities and the 4-step process", async ({ page }) => {
    await page.goto("/portfolio/mobile");
    await expect(page.locator("#projects article")).toHaveCount(4);
    await expect(page.locator("#capabilities li")).toHaveCount(4);
    await expect(page.locator("#process li h3")).toHaveText([
      "Discovery & Planning",
      "Design & Prototyping",
      "Development & Testing",
      "Launch & Support",
    ]);
    await expect(page.locator("#projects").getByText("Android", { exact: true }).first()).toBeVisible();
  });

  test("enterprise shows industry tags, stats, 3 solutions, 6 clients and 4 benefits", async ({ page }) => {
    await page.goto("/portfolio/enterprise");
    await expect(page.locator("#projects article")).toHaveCount(3);
    await expect(page.locator("#projects").getByText("Manufacturing", { exact: true })).toBeVisible();
    await expect(page.locator("#clients li")).toHaveCount(6);
    await expect(page.locator("#benefits li")).toHaveCount(4);
    await expect(page.locator("main dl").first().locator("dt")).toHaveCount(4);
  });

  test("ai lists the four capabilities and an impact line per project", async ({ page }) => {
    await page.goto("/portfolio/ai");
    await expect(page.locator("#capabilities h3")).toHaveText([
      "Machine Learning",
      "Chatbots & Virtual Assistants",
      "Predictive Analytics",
      "Computer Vision",
    ]);
    await expect(page.locator("#projects").getByText(/^Impact:/)).toHaveCount(showcases.ai.projects.length);
  });

  test("ai-solutions lists 3 solutions and 6 industries with project counts", async ({ page }) => {
    await page.goto("/portfolio/ai-solutions");
    await expect(page.locator("#projects article")).toHaveCount(3);
    await expect(page.locator("#industries li")).toHaveCount(6);
    await expect(page.locator("#industries").getByText(/^\d+ projects$/)).toHaveCount(6);
  });
});

test.describe("case studies", () => {
  for (const study of caseStudies) {
    test(`/portfolio/case-studies/${study.slug} tells the whole story`, async ({ page }) => {
      const response = await page.goto(`/portfolio/case-studies/${study.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(study.title);
      for (const heading of ["Results", "The challenge", "What we built", "Technologies"]) {
        await expect(page.getByRole("heading", { name: heading })).toBeVisible();
      }
      await expect(page.getByText(study.client).first()).toBeVisible();
      await expect(page.getByText(`${study.teamSize} people`)).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to Portfolio" })).toHaveAttribute("href", "/portfolio");
    });
  }
});
