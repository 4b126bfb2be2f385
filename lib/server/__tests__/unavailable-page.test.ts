import { errorPage } from "@/content/errors";
import { site } from "@/content/site";
import { unavailablePage } from "../unavailable-page";

describe("the edge's 503 page", () => {
  const html = unavailablePage();
  const page = new DOMParser().parseFromString(html, "text/html");

  it("says what the site says when a page fails, and how to reach the company", () => {
    expect(page.title).toBe(`${errorPage.metaTitle} | ${site.name}`);
    expect(page.querySelector("h1")?.textContent).toBe(errorPage.title);
    expect(page.body.textContent).toContain(errorPage.lead);
    const links = [...page.querySelectorAll("a")].map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual(
      expect.arrayContaining([
        [errorPage.retry, ""],
        [errorPage.home.label, "/"],
        [site.email, `mailto:${site.email}`],
      ]),
    );
  });

  it("stands alone, loading nothing, small enough to answer many times over", () => {
    expect(page.querySelectorAll("script, link, img, iframe")).toHaveLength(0);
    expect(new Blob([html]).size).toBeLessThan(4 * 1024);
  });
});
