/** @jest-environment node */
import { archivePath, legacyArchiveRedirect, pageFromSegment } from "../archive-paths";

const redirect = (url: string) => {
  const { pathname, searchParams } = new URL(url, "https://www.nexaloom.in");
  return legacyArchiveRedirect(pathname, searchParams);
};

// Issue 42: page 2 onwards and the categories are pages with their own paths; page 1 is the list's path.
describe("archivePath", () => {
  it("names each list page, page 1 without a page segment", () => {
    expect(archivePath({ page: 1 })).toBe("/blog");
    expect(archivePath({ page: 2 })).toBe("/blog/page/2");
    expect(archivePath({ page: 1, category: "ai" })).toBe("/blog/category/ai");
    expect(archivePath({ page: 2, category: "ai" })).toBe("/blog/category/ai/page/2");
  });

  it("keeps a WordPress slug's percent-escapes as WordPress spells them", () => {
    expect(archivePath({ page: 3, category: "caf%c3%a9" })).toBe("/blog/category/caf%c3%a9/page/3");
  });
});

describe("pageFromSegment", () => {
  it("reads the canonical numbers of pages 2 and on", () => {
    expect(pageFromSegment("2")).toBe(2);
    expect(pageFromSegment("17")).toBe(17);
  });

  it("refuses page 1 (the list's own path), other spellings and what is no page", () => {
    for (const segment of ["1", "0", "02", "+2", "-2", "2.0", "2e1", " 2", "two", "", "1001", "99999999999999999999"])
      expect([segment, pageFromSegment(segment)]).toEqual([segment, null]);
  });
});

describe("legacyArchiveRedirect", () => {
  it("moves the page and the category of the old query-string view into the path", () => {
    expect(redirect("/blog?category=ai&page=2")).toBe("/blog/category/ai/page/2");
    expect(redirect("/blog?page=2&category=ai")).toBe("/blog/category/ai/page/2");
    expect(redirect("/blog?page=3")).toBe("/blog/page/3");
    expect(redirect("/blog?category=ai")).toBe("/blog/category/ai");
    expect(redirect("/blog?category=ai&page=1")).toBe("/blog/category/ai");
    expect(redirect("/blog?page=1")).toBe("/blog");
  });

  it("keeps a search in the query, where the page is the search's results' page", () => {
    expect(redirect("/blog?search=flutter&category=ai")).toBe("/blog/category/ai?search=flutter");
    expect(redirect("/blog?search=flutter&category=ai&page=2")).toBe("/blog/category/ai?search=flutter&page=2");
    // Without a category there is nothing to move: the search and its page are served as they are.
    expect(redirect("/blog?search=flutter&page=2")).toBeNull();
    expect(redirect("/blog?search=flutter")).toBeNull();
  });

  it("drops an empty search, and keeps other parameters as they came", () => {
    expect(redirect("/blog?search=&page=2")).toBe("/blog/page/2");
    expect(redirect("/blog?utm_source=news&page=2&utm_medium=mail")).toBe(
      "/blog/page/2?utm_source=news&utm_medium=mail",
    );
  });

  it("reads the old view leniently, as the browser did: no junk reaches a path", () => {
    expect(redirect("/blog?page=abc")).toBe("/blog");
    expect(redirect("/blog?page=0&category=ai")).toBe("/blog/category/ai");
    expect(redirect("/blog?category=..%2Fadmin&page=2")).toBe("/blog/page/2");
    expect(redirect("/blog?category=&page=2")).toBe("/blog/page/2");
  });

  it("sends page 1's own path to the list's path, with its query", () => {
    expect(redirect("/blog/page/1")).toBe("/blog");
    expect(redirect("/blog/category/ai/page/1")).toBe("/blog/category/ai");
    expect(redirect("/blog/category/ai/page/1?search=flutter")).toBe("/blog/category/ai?search=flutter");
  });

  it("leaves every URL that is already the one to serve", () => {
    for (const url of [
      "/blog",
      "/blog?utm_source=news",
      "/blog/page/2",
      "/blog/page/2?search=flutter&page=3",
      "/blog/category/ai",
      "/blog/category/ai/page/2",
      "/blog/some-post",
      "/blog/some-post?page=2",
      "/portfolio?category=ai",
      "/blog/page/10",
    ])
      expect([url, redirect(url)]).toEqual([url, null]);
  });
});
