import { decode } from "html-entities";
import { bundledCategories } from "../../content/blog/categories";
import { bundledPosts } from "../../content/blog/posts";

/**
 * What the blog should show, read straight from the source the site was built against: WordPress's
 * REST API when WORDPRESS_URL is set, the bundled posts otherwise. The tests compare the pages to it.
 */
export const wordpressUrl = process.env.WORDPRESS_URL?.replace(/\/+$/, "");

export type TruthPost = { slug: string; title: string };

const PAGE_SIZE = 6;

const title = (html: string) => decode(html.replace(/<[^>]+>/g, "")).trim();

async function wp(path: string) {
  const response = await fetch(`${wordpressUrl}/wp-json/wp/v2/${path}`);
  if (!response.ok) throw new Error(`WordPress answered ${response.status} for ${path}`);
  return {
    json: (await response.json()) as unknown[],
    totalPages: Number(response.headers.get("x-wp-totalpages") ?? 1),
  };
}

/** The list page of the site: its posts and the page count (from X-WP-TotalPages for WordPress). */
export async function listPage(
  page: number,
  categorySlug?: string,
): Promise<{ posts: TruthPost[]; totalPages: number }> {
  if (wordpressUrl) {
    const category = categorySlug ? (await categories()).find((item) => item.slug === categorySlug) : undefined;
    const { json, totalPages } = await wp(
      `posts?per_page=${PAGE_SIZE}&page=${page}&_fields=slug,title${category ? `&categories=${category.id}` : ""}`,
    );
    return {
      posts: (json as { slug: string; title: { rendered: string } }[]).map((post) => ({
        slug: post.slug,
        title: title(post.title.rendered),
      })),
      totalPages,
    };
  }
  const matching = bundledPosts.filter((post) => !categorySlug || post.categories.includes(categorySlug));
  return {
    posts: matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map(({ slug, title }) => ({ slug, title })),
    totalPages: Math.max(1, Math.ceil(matching.length / PAGE_SIZE)),
  };
}

/** Categories that have posts, as the category buttons should list them. */
export async function categories(): Promise<{ id: number; slug: string; name: string }[]> {
  if (wordpressUrl) {
    const { json } = await wp("categories?hide_empty=true&per_page=100");
    return (json as { id: number; slug: string; name: string }[]).map(({ id, slug, name }) => ({
      id,
      slug,
      name: decode(name),
    }));
  }
  return bundledCategories.filter((category) => bundledPosts.some((post) => post.categories.includes(category.slug)));
}

/** An element the test relies on; a source with too few posts fails loudly instead of passing vacuously. */
export function at<T>(items: T[], index: number): T {
  const item = items.at(index);
  if (item === undefined)
    throw new Error(`expected at least ${index < 0 ? -index : index + 1} items, got ${items.length}`);
  return item;
}
