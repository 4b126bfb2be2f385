import { blogBrowserCopy as copy } from "@/content/blog/page-copy";
import { archivePath } from "@/lib/blog/archive-paths";
import type { BlogCategory } from "@/lib/blog/types";
import { CategoryLink } from "./category-link";

/** All, then each category that has posts, as links to their lists; the list on show is marked current. */
export function CategoryFilters({ categories, current }: { categories: BlogCategory[]; current?: string }) {
  return (
    <div role="group" aria-label={copy.filterLabel} className="flex flex-wrap gap-2">
      {[{ slug: undefined, name: copy.allCategories }, ...categories].map((category) => (
        <CategoryLink
          key={category.slug ?? "all"}
          href={archivePath({ page: 1, category: category.slug })}
          current={category.slug === current}
        >
          {category.name}
        </CategoryLink>
      ))}
    </div>
  );
}
