import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { SWRConfig } from "swr";
import { scrollToTop } from "@/lib/scroll-to-top";
import type { PostPage } from "@/lib/blog/types";
import { Pager } from "./archive-pager";
import { ArchiveSearch, SearchBox, SearchOrList } from "./archive-search";
import { CategoryFilters } from "./category-filters";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));
jest.mock("@/lib/scroll-to-top", () => ({ scrollToTop: jest.fn() }));

const categories = [
  { id: 1, slug: "engineering", name: "Engineering" },
  { id: 2, slug: "ai", name: "AI & Machine Learning" },
];

const found: PostPage = {
  page: 1,
  totalPages: 2,
  posts: [
    {
      id: 7,
      slug: "cloud-cost-review-playbook",
      title: "A cloud cost review playbook",
      excerpt: "Cloud bills grow through small defaults.",
      author: "Admin",
      date: "2026-09-25T06:00:00Z",
      modified: "2026-09-25T06:00:00Z",
      image: { src: "/images/blog/placeholder.svg", width: 1200, height: 630, alt: "" },
      categories: [categories[0]!],
      readTime: "5 min read",
      featured: false,
      noindex: false,
      nofollow: false,
    },
  ],
};

/** /api/posts answers with this page. */
const answer = (page: PostPage) => {
  global.fetch = jest.fn(async () => ({ ok: true, json: async () => page }) as Response);
};

/** A list page as the server renders it: the box and the filters, its own list, swapped out by a search. */
function ListPage({ category }: { category?: string }) {
  // A cache of its own per test, as a fresh page load has.
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <ArchiveSearch category={category}>
        <SearchBox />
        <CategoryFilters categories={categories} current={category} />
        <SearchOrList page={1} listed>
          <p>The server&apos;s own list</p>
        </SearchOrList>
      </ArchiveSearch>
    </SWRConfig>
  );
}

const filterLink = (name: string) =>
  within(screen.getByRole("group", { name: "Filter by category" })).getByRole("link", { name });

describe("Pager", () => {
  it("links to the neighbouring pages, opening each at its cards, and shows Page X of Y", () => {
    render(<Pager page={2} totalPages={3} category="ai" />);
    expect(screen.getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/blog/category/ai#posts");
    expect(screen.getByRole("link", { name: "Next" })).toHaveAttribute("href", "/blog/category/ai/page/3#posts");
    expect(screen.getByText("Page 2 of 3")).toBeInTheDocument();
  });

  it("disables Previous on page 1 and Next on the last page: still links to assistive tech, with nowhere to go", () => {
    const { rerender } = render(<Pager page={1} totalPages={2} />);
    const previous = screen.getByRole("link", { name: "Previous" });
    expect(previous).toHaveAttribute("aria-disabled", "true");
    expect(previous).not.toHaveAttribute("href");
    expect(screen.getByRole("link", { name: "Next" })).toHaveAttribute("href", "/blog/page/2#posts");

    rerender(<Pager page={2} totalPages={2} />);
    expect(screen.getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/blog#posts");
    expect(screen.getByRole("link", { name: "Next" })).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByRole("link", { name: "Next" })).not.toHaveAttribute("href");
  });

  it("pages in place with buttons for a search's results, disabled the native way at either end", () => {
    const onPage = jest.fn();
    render(<Pager page={1} totalPages={2} onPage={onPage} />);
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});

describe("a list page's search", () => {
  beforeEach(() => {
    window.history.replaceState(null, "", "/blog/category/engineering");
    push.mockReset();
    answer(found);
  });
  afterEach(() => jest.useRealTimers());

  it("shows the server's list and plain category links while no search is on", () => {
    render(<ListPage category="engineering" />);
    expect(screen.getByText("The server's own list")).toBeInTheDocument();
    expect(filterLink("All")).toHaveAttribute("href", "/blog");
    expect(filterLink("All")).not.toHaveAttribute("aria-current");
    expect(filterLink("Engineering")).toHaveAttribute("href", "/blog/category/engineering");
    expect(filterLink("Engineering")).toHaveAttribute("aria-current", "page");
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it("searches after the typing pause within the page's category, from page 1, and keeps the search in the URL and the category links", async () => {
    jest.useFakeTimers();
    window.history.replaceState(null, "", "/blog/category/engineering?search=old&page=3");
    render(<ListPage category="engineering" />);
    expect(screen.getByRole("searchbox", { name: "Search posts" })).toHaveValue("old");

    fireEvent.change(screen.getByRole("searchbox", { name: "Search posts" }), { target: { value: "cloud" } });
    await act(async () => jest.advanceTimersByTime(350));
    expect(window.location.search).toBe("?search=cloud");
    expect(await screen.findByRole("link", { name: "A cloud cost review playbook" })).toBeInTheDocument();
    expect(global.fetch).toHaveBeenLastCalledWith("/api/posts?search=cloud&category=engineering", expect.anything());
    expect(screen.queryByText("The server's own list")).not.toBeInTheDocument();
    expect(screen.getByText("Page 1 of 2")).toBeInTheDocument();
    expect(filterLink("AI & Machine Learning")).toHaveAttribute("href", "/blog/category/ai?search=cloud");
  });

  it("pages through the results in place, and shows the server's list again once the search is cleared", async () => {
    window.history.replaceState(null, "", "/blog/category/engineering?search=cloud");
    render(<ListPage category="engineering" />);
    fireEvent.click(await screen.findByRole("button", { name: "Next" }));
    expect(window.location.search).toBe("?search=cloud&page=2");
    expect(await screen.findByText("Page 2 of 2")).toBeInTheDocument();
    expect(global.fetch).toHaveBeenLastCalledWith(
      "/api/posts?search=cloud&category=engineering&page=2",
      expect.anything(),
    );
    expect(scrollToTop).toHaveBeenCalled();

    fireEvent.change(screen.getByRole("searchbox", { name: "Search posts" }), { target: { value: "" } });
    fireEvent.keyDown(screen.getByRole("searchbox", { name: "Search posts" }), { key: "Enter" });
    expect(window.location.search).toBe("");
    expect(screen.getByText("The server's own list")).toBeInTheDocument();
    expect(filterLink("AI & Machine Learning")).toHaveAttribute("href", "/blog/category/ai");
  });

  it("Clear Filters drops the search and the category: back to the first page of all posts", async () => {
    answer({ posts: [], page: 1, totalPages: 1 });
    window.history.replaceState(null, "", "/blog/category/engineering?search=zzqx");
    render(<ListPage category="engineering" />);
    expect(await screen.findByText("No posts found matching your search.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Clear Filters" }));
    expect(screen.getByRole("searchbox", { name: "Search posts" })).toHaveValue("");
    expect(window.location.search).toBe("");
    expect(push).toHaveBeenCalledWith("/blog", { scroll: false });
  });
});
