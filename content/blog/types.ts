/** A post bundled with the site: the blog's source when WORDPRESS_URL is unset. */
export type BundledPost = {
  id: number;
  slug: string;
  title: string;
  /** ISO 8601 in UTC, like WordPress's date_gmt with a Z. */
  date: string;
  author: string;
  /** Slugs from content/blog/categories.ts. */
  categories: string[];
  tags: string[];
  /** A file in public/images/blog/, or undefined for the placeholder. */
  image?: { src: string; width: number; height: number; alt: string };
  /** The body as HTML, the same shape WordPress's content.rendered has. */
  content: string;
};

export type BundledCategory = { id: number; slug: string; name: string };
