import type { Page } from "@playwright/test";

/** The links of the post cards: the first list of articles on the page. */
export const cardLinks = (page: Page) =>
  page
    .getByRole("list")
    .filter({ has: page.getByRole("article") })
    .first()
    .getByRole("link");
