import { expect, test, type Page } from "@playwright/test";
import { scrollToForm } from "./support/forms";
import { storedByEmail } from "./support/submissions";

const sectionOrder = [
  "We build the software your next stage of growth runs on",
  "Innovation that pays for itself",
  "A team of 50+ specialists who stay after launch",
  "Services built around outcomes",
  "Products our clients run every day",
  "Four steps from idea to production",
  "Domain knowledge in 12 core industries",
  "What our clients say",
  "Tell us about your project",
];

test.describe("home", () => {
  test("shows its sections in the spec's order, then the footer", async ({ page }) => {
    await page.goto("/");
    const headings = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
    const h1 = await page.getByRole("heading", { level: 1 }).textContent();
    expect([h1, ...headings.filter((heading) => sectionOrder.includes(heading))]).toEqual(sectionOrder);
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });

  test("every call to action leads where the spec says", async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("main");
    for (const [name, href] of [
      ["Start Your Project", "/contact"],
      ["Explore Services", "/services"],
      ["Get Started Today", "/contact"],
      ["Explore Solutions", "/services"],
      ["View Portfolio", "/portfolio"],
      ["Learn More About Us", "/aboutus"],
      ["Learn More about our services", "/services"],
    ] as const) {
      await expect(main.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
  });

  test("the portfolio filter shows each category's projects", async ({ page }) => {
    await page.goto("/");
    const group = page.getByRole("group", { name: "Filter projects by category" });
    const cards = page.locator("#portfolio li article");
    // Spec section 4: the home filter is all (the default), mobile, web, ai or enterprise, and all shows
    // everything; section 3: each home project is in one of those four, shown on its card.
    const everything = await cards.count();
    let shownOneCategoryAtATime = 0;
    for (const label of ["Mobile", "Web", "AI", "Enterprise"]) {
      await group.getByRole("button", { name: label, exact: true }).click();
      await expect(group.getByRole("button", { name: label, exact: true })).toHaveAttribute("aria-pressed", "true");
      await expect(cards.filter({ hasNot: page.getByText(label, { exact: true }) })).toHaveCount(0);
      await expect(cards).not.toHaveCount(0);
      shownOneCategoryAtATime += await cards.count();
    }
    await group.getByRole("button", { name: "All", exact: true }).click();
    await expect(cards).toHaveCount(everything);
    expect(shownOneCategoryAtATime).toBe(everything);
  });

  test("the carousel wraps both ways, jumps by dot and follows the arrow keys", async ({ page }) => {
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Client testimonials" });
    // Spec section 4: the index starts at the first, next wraps to the first, previous to the last, dots
    // jump to an item; section 9: 6 testimonials. Each slide is named by its place.
    const slide = (place: number) => carousel.getByRole("figure", { name: `${place} of 6` });
    await expect(slide(1)).toBeVisible();
    await carousel.getByRole("button", { name: "Previous testimonial" }).click();
    await expect(slide(6)).toBeVisible();
    await carousel.getByRole("button", { name: "Next testimonial" }).click();
    await expect(slide(1)).toBeVisible();
    await carousel.getByRole("button", { name: /Show testimonial 3/ }).click();
    await expect(slide(3)).toBeVisible();
    await carousel.getByRole("button", { name: "Next testimonial" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(slide(4)).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(slide(5)).toBeVisible();
  });
});

async function fillHomeForm(page: Page, email: string) {
  const form = await scrollToForm(page, "Contact us");
  await form.getByLabel(/^Name/).fill("Meera Joshi");
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Phone/).pressSequentially("+91 98-765 43210");
  await form.getByLabel(/^Service of interest/).selectOption("cms");
  await form.getByLabel(/^Message/).fill("We want to move our blog from Joomla to WordPress.");
  return form;
}

test.describe("home contact form", () => {
  test("sends to /api/mail, shows the success message, clears itself and the submission is stored", async ({
    page,
  }) => {
    await page.goto("/");
    const email = `home-${Date.now()}@example.in`;
    const form = await fillHomeForm(page, email);
    await expect(form.getByLabel(/^Phone/)).toHaveValue("919876543210");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("status")).toHaveText("Message sent successfully!");
    await expect(form.getByLabel(/^Name/)).toHaveValue("");
    expect(storedByEmail(email)).toMatchObject({
      form: "home",
      subject: "Home Page Contact Form",
      fields: { phone: "919876543210", service: "cms" },
    });
  });

  test("keeps what was typed when the send fails", async ({ page }) => {
    await page.route("**/api/mail", (route) =>
      route.fulfill({ status: 502, contentType: "application/json", body: "{}" }),
    );
    await page.goto("/");
    const form = await fillHomeForm(page, "keep@example.in");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("status")).toHaveText("Failed to send message. Please try again.");
    await expect(form.getByLabel(/^Name/)).toHaveValue("Meera Joshi");
    await expect(form.getByLabel(/^Message/)).toHaveValue("We want to move our blog from Joomla to WordPress.");
  });

  test("refuses to send with required fields empty", async ({ page }) => {
    let sent = false;
    await page.route("**/api/mail", (route) => {
      sent = true;
      return route.continue();
    });
    await page.goto("/");
    const form = await scrollToForm(page, "Contact us");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("Please enter your name.")).toBeVisible();
    await expect(form.getByLabel(/^Name/)).toBeFocused();
    expect(sent).toBe(false);
  });
});

// Spec, business hours: "Mon-Fri 9:00-18:00, Sat 10:00-16:00, Sun closed (home/footer reading)".
test("the home page and the footer show the spec's business hours", async ({ page }) => {
  await page.goto("/");
  const hours = [
    ["Mon-Fri", "9:00-18:00"],
    ["Sat", "10:00-16:00"],
    ["Sun", /closed/i],
  ] as const;
  for (const region of [page.getByRole("main"), page.getByRole("contentinfo")]) {
    for (const [days, time] of hours) {
      const row = region.locator("dl > div").filter({ has: page.getByRole("term").getByText(days, { exact: true }) });
      await expect(row.getByRole("definition")).toHaveText(time);
    }
  }
});
