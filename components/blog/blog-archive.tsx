import { PageHero } from "@/components/sections/page-hero";
import { JsonLd } from "@/components/seo/json-ld";
import { Section } from "@/components/ui/section";
import { blogPageCopy } from "@/content/blog/page-copy";
import { archiveCrumbs, type Archive } from "@/lib/blog/archive";
import { siteUrl } from "@/lib/metadata";
import { breadcrumbJsonLd } from "@/lib/seo/breadcrumbs";
import { LIST_SECTION_ID, Pager } from "./archive-pager";
import { ArchiveSearch, SearchBox, SearchOrList } from "./archive-search";
import { CategoryFilters } from "./category-filters";
import { FeedLink } from "./feed-link";
import { PostList } from "./post-list";

/**
 * A list page of the blog (/blog, /blog/page/2, /blog/category/ai and its pages). The cards, the
 * category links and the pager are in the HTML as the server renders them, so crawlers and readers
 * without scripts reach every post; only the search box and a search's results run in the browser.
 */
export function BlogArchive({ archive }: { archive: Archive }) {
  const { page, category, list, categories } = archive;
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(archiveCrumbs(archive), siteUrl().origin)} />
      <PageHero
        eyebrow={blogPageCopy.eyebrow}
        title={blogPageCopy.title}
        lead={blogPageCopy.lead}
        actions={<FeedLink />}
      />
      <Section id={LIST_SECTION_ID} align="left">
        <ArchiveSearch category={category?.slug}>
          <div className="flex flex-col gap-5 lg:flex-row lg:items-center lg:justify-between">
            <SearchBox />
            <CategoryFilters categories={categories} current={category?.slug} />
          </div>
          <SearchOrList page={page} listed={list !== null}>
            {list && (
              <>
                <div className="mt-10 min-h-96">
                  <PostList posts={list.posts} priority />
                </div>
                <Pager page={page} totalPages={list.totalPages} category={category?.slug} />
              </>
            )}
          </SearchOrList>
        </ArchiveSearch>
      </Section>
    </>
  );
}
