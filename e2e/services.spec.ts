import { expect, test } from "@playwright/test";
import { cms } from "../content/service-pages/cms";
import { design } from "../content/service-pages/design";
import { enterprise } from "../content/service-pages/enterprise";
import { mobileApp } from "../content/service-pages/mobile-app";
import { seo } from "../content/service-pages/seo";
import {
  hybridAppDevelopment,
  productEngineering,
  reactAppDevelopment,
  saasDevelopment,
  webDesign,
} from "../content/service-pages/short-pages";
import { webDevelopment } from "../content/service-pages/web-development";
import { scrollToForm } from "./support/forms";
import { storedByEmail, uniqueEmail } from "./support/submissions";

test.describe("/services", () => {
  test("six cards: Learn More only for mobile and web, Coming Soon disabled with a reason for the rest", async ({
    page,
  }) => {
    await page.goto("/services");
    const cards = page.locator("#services li h3");
    await expect(cards).toHaveCount(6);
    await expect(page.getByRole("link", { name: "Learn More about Mobile App Development" })).toHaveAttribute(
      "href",
      "/services/mobile-app",
    );
    await expect(page.getByRole("link", { name: "Learn More about Web Application" })).toHaveAttribute(
      "href",
      "/services/web-development",
    );
    await expect(page.locator("#services").getByRole("link", { name: /Learn More/ })).toHaveCount(2);
    const soon = page.getByRole("button", { name: "Coming Soon" });
    await expect(soon).toHaveCount(4);
    for (const button of await soon.all()) {
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(/coming soon/i);
    }
  });

  test("the enquiry form sends, shows Enquiry Sent!, clears and is stored", async ({ page }) => {
    await page.goto("/services");
    const form = await scrollToForm(page, "Service enquiry");
    const email = uniqueEmail("services");
    await form.getByLabel(/^Name/).fill("Meera Joshi");
    await form.getByLabel(/^Email/).fill(email);
    await form.getByLabel(/^Service \*/).selectOption("seo");
    await form.getByLabel(/^Message/).fill("Local SEO for three clinics.");
    await form.getByRole("button", { name: "Send Enquiry" }).click();
    await expect(page.getByText("Enquiry Sent!")).toBeVisible();
    await expect(page.getByText("Our AI-powered team will get back to you soon.")).toBeVisible();
    await expect(form.getByLabel(/^Name/)).toHaveValue("");
    expect(storedByEmail(email)).toMatchObject({
      form: "services",
      subject: "Services Page Enquiry",
      fields: { service: "seo" },
    });
  });
});

const count = (id: string) => `#${id} > div > ul > li`;

test("/services/web-development: back link, hero links, technologies, 6 features, 4 steps, 3 projects to /portfolio", async ({
  page,
}) => {
  await page.goto("/services/web-development");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Back to Services" })).toHaveAttribute("href", "/services");
  await expect(main.getByRole("link", { name: "Start Your Project" })).toHaveAttribute("href", "/contact");
  await expect(main.getByRole("link", { name: "View Portfolio" })).toHaveAttribute("href", "/portfolio/web");
  await expect(page.locator(count("technologies"))).toHaveCount(12);
  await expect(page.locator(count("features"))).toHaveCount(6);
  await expect(page.locator("#process ol > li")).toHaveCount(4);
  const viewProject = main.getByRole("link", { name: /^View Project/ });
  await expect(viewProject).toHaveCount(3);
  for (const link of await viewProject.all()) await expect(link).toHaveAttribute("href", "/portfolio");
  expect(webDevelopment.sections.length).toBe(4);
});

test("/services/mobile-app: 6 app types, 6 expertise areas, the stats and Strategy to Launch", async ({ page }) => {
  await page.goto("/services/mobile-app");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Back to Services" })).toHaveAttribute("href", "/services");
  await expect(main.locator('a[href="/portfolio"]').first()).toBeVisible();
  await expect(main.locator('a[href="/contact"]').first()).toBeVisible();
  await expect(page.locator(count("app-types"))).toHaveCount(6);
  await expect(page.locator(count("expertise"))).toHaveCount(6);
  for (const stat of mobileApp.stats ?? []) await expect(main.locator("dd", { hasText: stat.value })).toBeVisible();
  await expect(page.locator("#process ol > li h3")).toHaveText(["Strategy", "Design", "Develop", "Test", "Launch"]);
});

test("/services/design: 4 services with features, 4 cases with metrics, 6 steps", async ({ page }) => {
  await page.goto("/services/design");
  await expect(page.locator(count("design-services"))).toHaveCount(4);
  await expect(page.locator(`${count("design-services")} ul li`)).toHaveCount(12);
  await expect(page.locator(count("design-work"))).toHaveCount(4);
  await expect(page.locator(`${count("design-work")} dd`).first()).toBeVisible();
  await expect(page.locator("#process ol > li")).toHaveCount(6);
  await expect(page.getByRole("main").locator('a[href="/portfolio"]').first()).toBeVisible();
  expect(design.path).toBe("/services/design");
});

test("/services/seo: 4 services, 4 stories with timeframes, 6 steps, 6 tools", async ({ page }) => {
  await page.goto("/services/seo");
  await expect(page.locator(count("seo-services"))).toHaveCount(4);
  await expect(page.locator(count("success-stories"))).toHaveCount(4);
  await expect(page.locator("#success-stories").getByText(/\d+ months/)).toHaveCount(4);
  await expect(page.locator("#process ol > li")).toHaveCount(6);
  await expect(page.locator(count("tools"))).toHaveCount(6);
  expect(seo.sections.length).toBe(4);
});

test("/services/enterprise: 6 capabilities, 4 services, 4 stories with challenge and solution, 18 technologies", async ({
  page,
}) => {
  await page.goto("/services/enterprise");
  await expect(page.locator(count("capabilities"))).toHaveCount(6);
  await expect(page.locator(count("enterprise-services"))).toHaveCount(4);
  await expect(page.locator(count("client-stories"))).toHaveCount(4);
  await expect(page.locator("#client-stories").getByText("Challenge:")).toHaveCount(4);
  await expect(page.locator("#client-stories").getByText("Solution:")).toHaveCount(4);
  await expect(page.locator(count("technologies"))).toHaveCount(18);
  await expect(page.getByRole("main").locator('a[href="/portfolio/enterprise"]').first()).toBeVisible();
  expect(enterprise.sections.length).toBe(4);
});

test("/services/cms: 4 services, 6 steps, the six platforms and a back link", async ({ page }) => {
  await page.goto("/services/cms");
  await expect(page.locator(count("cms-services"))).toHaveCount(4);
  await expect(page.locator("#process ol > li")).toHaveCount(6);
  await expect(page.locator(count("tools"))).toHaveText([
    "WordPress",
    "Strapi",
    "Contentful",
    "Sanity",
    "Drupal",
    "Webflow",
  ]);
  await expect(page.getByRole("link", { name: "Back to Services" })).toHaveAttribute("href", "/services");
  expect(cms.sections.length).toBe(3);
});

for (const short of [webDesign, saasDevelopment, reactAppDevelopment, hybridAppDevelopment, productEngineering]) {
  test(`${short.path}: a heading and 3 to 6 cards`, async ({ page }) => {
    await page.goto(short.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(short.title);
    const cards = await page.locator(count("offer")).count();
    expect(cards).toBeGreaterThanOrEqual(3);
    expect(cards).toBeLessThanOrEqual(6);
  });
}

test("/industries: 4 stat tiles, 6 industry cards with features, badges and Explore Solutions, and Discuss Your Industry", async ({
  page,
}) => {
  await page.goto("/industries");
  const main = page.getByRole("main");
  await expect(main.locator("dl").first().locator("dt")).toHaveCount(4);
  const cards = page.locator("#industries > div > ul > li");
  await expect(cards).toHaveCount(6);
  await expect(cards.first().locator("ul li")).toHaveCount(3);
  const explore = main.getByRole("link", { name: /^Explore Solutions/ });
  await expect(explore).toHaveCount(6);
  for (const link of await explore.all()) await expect(link).toHaveAttribute("href", "/contact");
  await expect(main.getByRole("link", { name: "Discuss Your Industry" })).toHaveAttribute("href", "/contact");
});
