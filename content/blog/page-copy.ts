import { site } from "../site";

/** The words around the posts: hero, states and calls to action on /blog and /blog/{slug}. */
export const blogPageCopy = {
  eyebrow: "Insights",
  title: "Notes from the engineering floor",
  lead: "Practical articles on web and mobile development, AI, design and running software projects, written by the people who build them in Indore, Dewas and Delhi.",
  back: "Back to Blog",
  relatedTitle: "Related articles",
  tagsTitle: "Tags",
  previewMetaTitle: (title: string) => `Preview: ${title}`,
  ctaTitle: "Have a project like this in mind?",
  ctaLead: `Tell us what you are building; an engineer replies ${site.replyWithin}.`,
  ctaLabel: "Start a Conversation",
  notFoundEyebrow: "Error 404",
  notFound: "Post not found.",
  notFoundLead: "It may have been moved or unpublished. The latest articles are on the blog.",
  errorPrefix: "Error: ",
  postError: "Failed to fetch post",
  retry: "Try again",
  previewLabel: "Preview",
  previewTitle: "Preview.",
  previewStatus: (status: string) =>
    `You are seeing this post as it is in WordPress (${status}). Visitors do not see this version.`,
  previewExit: "Exit preview",
  /** WordPress's post statuses as the preview bar names them; an unknown one is shown as it comes. */
  previewStatusNames: {
    draft: "draft",
    pending: "pending review",
    future: "scheduled",
    private: "private",
    publish: "published, with unsaved changes",
  } as Record<string, string>,
};

/** The blog's RSS feed: its channel as feed readers list it, and the link to it on /blog. */
export const blogFeedCopy = {
  title: `${site.name} blog`,
  description: `New articles from the ${site.name} engineering floor: web and mobile development, AI, design and running software projects.`,
  /** The language of the posts, as RSS names it (RFC 1766). */
  language: "en-IN",
  linkLabel: "Subscribe via RSS",
};

/** The search, filters, states and pager of the /blog list. */
export const blogBrowserCopy = {
  searchLabel: "Search posts",
  searchPlaceholder: "Search posts...",
  filterLabel: "Filter by category",
  allCategories: "All",
  error: "Failed to fetch posts",
  loading: "Loading posts...",
  empty: "No posts found matching your search.",
  clear: "Clear Filters",
  pagerLabel: "Blog pages",
  previous: "Previous",
  next: "Next",
  page: (page: number, of: number) => `Page ${page} of ${of}`,
};

/**
 * The titles, descriptions and breadcrumbs of the list's own pages (/blog/page/2, /blog/category/ai and
 * its pages): each names its page, so no two share a title or a description.
 */
export const blogArchiveCopy = {
  pageTitle: (page: number) => `Blog — page ${page}`,
  pageDescription: (page: number) =>
    `Page ${page} of the ${site.name} blog: earlier articles on web and mobile development, AI, cloud and product design.`,
  categoryTitle: (name: string) => `${name} articles`,
  categoryDescription: (name: string) =>
    `${name} articles from the ${site.name} blog, newest first, written by the engineers who do the work.`,
  categoryPageTitle: (name: string, page: number) => `${name} articles — page ${page}`,
  categoryPageDescription: (name: string, page: number) =>
    `Page ${page} of the ${name} articles on the ${site.name} blog, newest first.`,
  /** The last crumb of a numbered page. */
  pageCrumb: (page: number) => `Page ${page}`,
};

/** The names screen readers hear for a post's code blocks and tables, each a scrolling region of its own. */
export const scrollRegionLabels = { pre: "Code example", table: "Table" };

/** The labels screen readers hear before a post's author, date and read time. */
export const postMetaLabels = { author: "Author", published: "Published", readTime: "Reading time" };
