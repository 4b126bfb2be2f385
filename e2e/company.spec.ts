import { expect, test } from "@playwright/test";
import { scrollToForm } from "./support/forms";
import { pagePaths } from "./support/routes";
import { storedByEmail, storedFile, uniqueEmail } from "./support/submissions";

test.describe("/aboutus", () => {
  test("mission, vision, 4 values, the 2020-2024 timeline, 4 team members and Let's Build Together", async ({
    page,
  }) => {
    await page.goto("/aboutus");
    await expect(page.getByRole("heading", { name: "Our mission" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our vision" })).toBeVisible();
    // Spec section 2, /aboutus: four core values, a timeline 2020 to 2024, four team members with role and skills.
    await expect(page.locator("#values li")).toHaveCount(4);
    await expect(page.locator("#timeline li > p:first-of-type")).toHaveText(["2020", "2021", "2022", "2023", "2024"]);
    await expect(page.locator("#timeline li")).toHaveCount(5);
    const members = page.locator("#team > div > ul > li");
    await expect(members).toHaveCount(4);
    for (const member of await members.all()) {
      await expect(member.getByRole("heading", { level: 3 })).toBeVisible();
      await expect(member.getByRole("listitem").first()).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Let's Build Together" })).toHaveAttribute("href", "/contact");
  });
});

test(
  "no page states a time in another zone than the company's (IST): no PST, no Pacific",
  { tag: "@http" },
  async ({ request }) => {
    for (const path of pagePaths) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toMatch(/\bPST\b|Pacific/);
    }
  },
);

test.describe("/contact", () => {
  // Spec, business hours: "Mon-Fri 9:00-18:00"; issue 34: the company's one time zone, IST, on /contact too.
  test("shows 4 contact cards with the weekday hours in IST, 3 info cards and 2 FAQs", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.locator("#reach-us li")).toHaveCount(4);
    await expect(page.locator("#reach-us")).toContainText("Mon-Fri 9AM-6PM IST");
    await expect(page.locator("#what-to-expect li")).toHaveCount(3);
    await expect(page.locator("#contact-faq article")).toHaveCount(2);
  });

  test("the form offers the spec's options, sends, shows the toasts, clears and is stored", async ({ page }) => {
    await page.goto("/contact");
    const form = await scrollToForm(page, "Project enquiry");
    await expect(form.getByLabel(/^Service needed/).locator("option")).toHaveText([
      "Select a service",
      "Mobile App Development",
      "Web Application",
      "Desktop Application",
      "SEO & Digital Marketing",
      "CMS Solutions",
      "AI & Machine Learning",
      "Consulting Services",
      "Other",
    ]);
    await expect(form.getByLabel(/^Budget/).locator("option")).toHaveCount(5);
    await expect(form.getByLabel(/^Timeline/).locator("option")).toHaveCount(5);
    const email = uniqueEmail("contact");
    await form.getByLabel(/^Full name/).fill("Kabir Jain");
    await form.getByLabel(/^Email/).fill(email);
    await form.getByLabel(/^Service needed/).selectOption("ai");
    await form.getByLabel(/^Budget/).selectOption("25k-50k");
    await form.getByLabel(/^Timeline/).selectOption("1-3months");
    await form.getByLabel(/^Project details/).fill("Demand forecasting for 40 stores.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message Sent Successfully!")).toBeVisible();
    await expect(page.getByText("Our AI team will contact you soon.")).toBeVisible();
    await expect(form.getByLabel(/^Full name/)).toHaveValue("");
    expect(storedByEmail(email)).toMatchObject({
      form: "contact",
      subject: "Contact Page Enquiry",
      fields: { service: "ai", budget: "25k-50k", timeline: "1-3months" },
    });
  });

  test("a failed send shows Error with the server's message and keeps the data", async ({ page }) => {
    await page.route("**/api/mail", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ message: "Mail queue is full." }),
      }),
    );
    await page.goto("/contact");
    const form = await scrollToForm(page, "Project enquiry");
    await form.getByLabel(/^Full name/).fill("Kabir Jain");
    await form.getByLabel(/^Email/).fill("kabir@example.in");
    await form.getByLabel(/^Service needed/).selectOption("web");
    await form.getByLabel(/^Project details/).fill("A dealer portal.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Mail queue is full.")).toBeVisible();
    await expect(form.getByLabel(/^Full name/)).toHaveValue("Kabir Jain");
  });
});

test.describe("/careers", () => {
  test("shows 4 contact cards with Mon-Fri 9AM-6PM IST, 10 positions and 8 experience levels", async ({ page }) => {
    await page.goto("/careers");
    await expect(page.locator("#talk-to-hr li")).toHaveCount(4);
    await expect(page.locator("#talk-to-hr")).toContainText("Mon-Fri 9AM-6PM IST");
    const form = await scrollToForm(page, "Job application");
    await expect(form.getByLabel(/^Position/).locator("option")).toHaveCount(11);
    await expect(form.getByLabel(/^Experience level/).locator("option")).toHaveCount(9);
  });

  test("an application with a resume is sent, confirmed, cleared and stored with its file", async ({ page }) => {
    await page.goto("/careers");
    const form = await scrollToForm(page, "Job application");
    const email = uniqueEmail("career");
    await form.getByLabel(/^Full name/).fill("Arjun Mehta");
    await form.getByLabel(/^Email/).fill(email);
    await form.getByLabel(/^Phone/).pressSequentially("98-765 43210");
    await form.getByLabel(/^Position/).selectOption("DevOps Engineer");
    await form.getByLabel(/^Experience level/).selectOption("senior");
    await form.getByLabel(/^Key skills/).fill("Kubernetes, Terraform, AWS");
    await form.getByLabel(/^Resume/).setInputFiles({
      name: "arjun-mehta.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.7\n% Arjun Mehta resume\n"),
    });
    await form.getByLabel(/^Cover letter/).fill("Five years running EKS for fintech clients.");
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByText("Application Submitted!")).toBeVisible();
    await expect(page.getByText("Our HR team will contact you soon.")).toBeVisible();
    await expect(form.getByLabel(/^Full name/)).toHaveValue("");
    const stored = storedByEmail(email);
    expect(stored).toMatchObject({
      form: "career",
      fields: { service: "DevOps Engineer", budget: "senior", phone: "9876543210" },
      resume: { originalName: "arjun-mehta.pdf", kind: "pdf" },
    });
    expect(storedFile(stored!.resume!.file).toString()).toContain("Arjun Mehta resume");
  });

  test("a resume of the wrong type is refused at the field", async ({ page }) => {
    await page.goto("/careers");
    const form = await scrollToForm(page, "Job application");
    await form
      .getByLabel(/^Resume/)
      .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("\x89PNG") });
    await expect(form.getByText("Please upload your resume as a .pdf, .doc or .docx file.")).toBeVisible();
  });
});

test.describe("/faq", () => {
  test("10 questions in an accordion whose items toggle on their own", async ({ page }) => {
    await page.goto("/faq");
    const questions = page.locator("#questions li button[aria-expanded]");
    await expect(questions).toHaveCount(10);
    const first = questions.nth(0);
    const second = questions.nth(1);
    const firstAnswer = page.locator("#questions li").nth(0).getByRole("region", { includeHidden: true });
    await first.click();
    await second.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(firstAnswer).toBeVisible();
    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(firstAnswer).toBeHidden();
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await second.focus();
    await page.keyboard.press("Enter");
    await expect(second).toHaveAttribute("aria-expanded", "false");
  });

  test("search and category filter combine; nothing matching shows the empty state and Clear Filters", async ({
    page,
  }) => {
    await page.goto("/faq");
    const questions = page.locator("#questions li button[aria-expanded]");
    await page.getByRole("button", { name: "Mobile", exact: true }).click();
    await expect(questions).toHaveCount(2);
    await page.getByRole("button", { name: "All", exact: true }).click();
    await page.getByLabel("Search questions").fill("pci-dss");
    // Spec section 5: the search matches the question or the answer text.
    const items = page.locator("#questions li");
    await expect(items.filter({ hasNotText: /pci-dss/i })).toHaveCount(0);
    await expect(items).not.toHaveCount(0);
    await page.getByRole("button", { name: "Pricing", exact: true }).click();
    await expect(page.getByText("No questions found matching your search.")).toBeVisible();
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(questions).toHaveCount(10);
    await expect(page.getByLabel("Search questions")).toHaveValue("");
  });

  test("Still Have Questions sends the question and leads to /thank-you", async ({ page }) => {
    await page.goto("/faq");
    const form = await scrollToForm(page, "Ask a question");
    const email = uniqueEmail("faq");
    await form.getByLabel(/^Name/).fill("Nisha Rao");
    await form.getByLabel(/^Email/).fill(email);
    await form.getByLabel(/^Your question/).fill("Do you sign SLAs for support?");
    await form.getByRole("button", { name: "Send Question" }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    expect(storedByEmail(email)).toMatchObject({ form: "faq", fields: { question: "Do you sign SLAs for support?" } });
  });
});

test.describe("/training", () => {
  test("4 programs with prices and placement, the stats and 4 reasons", async ({ page }) => {
    await page.goto("/training");
    // Spec section 2, /training: 4 programs; section 9: their prices and placement claims.
    await expect(page.locator("#programs > div > ul > li h3")).toHaveCount(4);
    for (const price of ["$2,499", "$3,299", "$2,199", "$2,799"])
      await expect(page.locator("#programs").getByText(price)).toBeVisible();
    for (const rate of ["95% placement", "92% placement", "90% placement", "94% placement"])
      await expect(page.locator("#programs").getByText(rate)).toBeVisible();
    for (const value of ["5000+", "95%", "$85k", "200+"])
      await expect(page.getByRole("main").locator("dd", { hasText: value }).first()).toBeVisible();
    await expect(page.locator("#why li")).toHaveCount(4);
  });

  test("the application is sent, confirmed and cleared", async ({ page }) => {
    await page.goto("/training");
    const form = await scrollToForm(page, "Apply for training");
    const email = uniqueEmail("training");
    await form.getByLabel(/^Full name/).fill("Ishaan Verma");
    await form.getByLabel(/^Email/).fill(email);
    await form.getByLabel(/^Phone/).fill("9876543210");
    await form.getByLabel(/^Program \*/).selectOption("ai");
    await form.getByLabel(/^Programming experience/).selectOption("beginner");
    await form.getByLabel(/^Why do you want/).fill("To move from testing into ML.");
    await form.getByLabel(/^I confirm I am 18 or older/).check();
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByText("Our admissions team will contact you within 24 hours.")).toBeVisible();
    await expect(form.getByLabel(/^Full name/)).toHaveValue("");
    expect(storedByEmail(email)).toMatchObject({
      form: "training",
      fields: { program: "ai", experience: "beginner", adult: "yes" },
    });
  });
});

test.describe("/internship", () => {
  test("stats, 4 openings with their details, benefits and 20-40 hours a week", async ({ page }) => {
    await page.goto("/internship");
    for (const value of ["150+", "85%", "$1,200", "50+"])
      await expect(page.getByRole("main").locator("dd", { hasText: value }).first()).toBeVisible();
    // Spec section 9: the internship positions, their stipends and openings.
    await expect(page.locator("#openings > div > ul > li h3")).toHaveText([
      /Frontend Development/,
      /Full-Stack Development/,
      /AI\/ML Research/,
      /Cloud & DevOps/,
    ]);
    for (const stipend of ["$800-1200/month", "$1000-1500/month", "$900-1300/month", "$850-1200/month"])
      await expect(page.getByText(stipend)).toBeVisible();
    for (const openings of ["5 openings", "3 openings", "4 openings", "2 openings"])
      await expect(page.getByText(openings)).toBeVisible();
    await expect(page.locator("#benefits li")).toHaveCount(6);
    await expect(page.locator("#requirements")).toContainText("20-40 hours per week");
  });

  test("View Openings and Schedule Interview lead to their sections", async ({ page }) => {
    await page.goto("/internship");
    await expect(page.getByRole("link", { name: "View Openings" })).toHaveAttribute("href", "#openings");
    await page.getByRole("link", { name: "Schedule Interview" }).click();
    await expect(page).toHaveURL(/#apply$/);
    await expect(page.getByRole("form", { name: "Internship application" })).toBeInViewport();
  });

  test("Apply for Position picks that position in the form, then the application is sent", async ({ page }) => {
    await page.goto("/internship");
    await page.getByRole("button", { name: /Apply for Position\s*: AI\/ML Research Intern/ }).click();
    const form = page.getByRole("form", { name: "Internship application" });
    await expect(form.getByLabel(/^Position/)).toHaveValue("ai");
    await expect(form.getByLabel(/^Position/)).toBeFocused();
    const email = uniqueEmail("intern");
    await form.getByLabel(/^Full name/).fill("Neha Verma");
    await form.getByLabel(/^Email/).fill(email);
    await form.getByLabel(/^Phone/).fill("9812345678");
    await form.getByLabel(/^University/).fill("IIT Indore");
    await form.getByLabel(/^Graduation/).fill("05/2027");
    await form.getByLabel(/^Experience level/).selectOption("intermediate");
    await form.getByLabel(/^Availability/).selectOption("30");
    await form.getByLabel(/^Tell us about yourself/).fill("I built a crop disease classifier.");
    await form.getByLabel(/^I confirm I am 18 or older/).check();
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(
      page.getByText("Our HR team will review your application and contact you within 3-5 business days."),
    ).toBeVisible();
    expect(storedByEmail(email)).toMatchObject({
      form: "internship",
      subject: "Internship Application",
      fields: { position: "ai", availability: "30" },
    });
  });
});
