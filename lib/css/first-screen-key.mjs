// Which first-screen rules a page's head carries (lib/css/first-screen-classes.json): its own path's, or its
// template's where many paths share one (every post, every case study, every page of a category).
/** @type {[RegExp, string][]} */
const templates = [
  [/^\/blog\/category\/[^/]+(?:\/page\/[^/]+)?$/, "/blog/category/[category]"],
  [/^\/blog\/[^/]+$/, "/blog/[slug]"],
  [/^\/portfolio\/case-studies\/[^/]+$/, "/portfolio/case-studies/[slug]"],
];

/**
 * The key of the first-screen rules for a path; paths without rules of their own get every page's (`*`).
 *
 * @param {string} pathname
 * @returns {string}
 */
export function firstScreenKey(pathname) {
  return templates.find(([path]) => path.test(pathname))?.[1] ?? pathname;
}

export const EVERY_PAGE = "*";
