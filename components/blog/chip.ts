/** The pill that the category filters, the pager's steps and Clear Filters share. */
export const chip =
  "rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-inset transition-colors focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-200";
