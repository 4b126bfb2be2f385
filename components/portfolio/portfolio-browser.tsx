"use client";

import { HoverPrefetchLink } from "@/components/ui/hover-prefetch-link";
import { ArrowRight } from "lucide-react";
import { SearchField } from "@/components/ui/search-field";
import { useEffect, useState } from "react";
import { ProjectCard } from "@/components/portfolio/project-card";
import { SvgIcon } from "@/components/ui/svg-icon";
import { categoryLabels, portfolioBrowserCopy as copy, projects, type Project } from "@/content/portfolio";
import { filterPortfolio, parseCategory, portfolioCategories, type PortfolioCategory } from "@/lib/portfolio-filter";

/**
 * Search and category filter over the project grid. The server renders every project; the view
 * is kept in the query string (?q=&category=) so it can be shared and reloaded. The projects are
 * imported, not passed: this module's chunk holds content/portfolio.ts anyway, so as a prop they were
 * sent a second time, in the page's RSC payload.
 */
export function PortfolioBrowser() {
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState<PortfolioCategory>("all");

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    // Reading the URL after mount keeps the pre-rendered page static and complete for crawlers.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setQuery(params.get("q") ?? "");
    setCategory(parseCategory(params.get("category")));
  }, []);

  function update(next: { query?: string; category?: PortfolioCategory }) {
    const q = next.query ?? query;
    const c = next.category ?? category;
    setQuery(q);
    setCategory(c);
    const params = new URLSearchParams();
    if (q) params.set("q", q);
    if (c !== "all") params.set("category", c);
    const search = params.toString();
    window.history.replaceState(null, "", search ? `?${search}` : window.location.pathname);
  }

  const shown = filterPortfolio<Project>(projects, { query, category });
  return (
    <div>
      <div className="mb-10 flex flex-col gap-5 lg:flex-row lg:items-center lg:justify-between">
        <SearchField
          id="portfolio-search"
          label={copy.searchLabel}
          placeholder={copy.searchPlaceholder}
          value={query}
          onChange={(value) => update({ query: value })}
          className="w-full lg:max-w-sm"
        />
        <div role="group" aria-label={copy.filterLabel} className="flex flex-wrap gap-2">
          {portfolioCategories.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={category === value}
              onClick={() => update({ category: value })}
              className={`min-h-11 rounded-full px-5 text-sm font-semibold transition-colors ${
                category === value
                  ? "bg-brand-600 text-white shadow-glow"
                  : "bg-white text-ink-700 ring-1 ring-ink-200 hover:ring-brand-400"
              }`}
            >
              {categoryLabels[value]}
            </button>
          ))}
        </div>
      </div>
      <p role="status" className="sr-only">{`${shown.length} ${shown.length === 1 ? "project" : "projects"} found`}</p>
      {shown.length ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((project) => (
            <li key={project.id} className="flex flex-col">
              <ProjectCard project={project} />
              {project.caseStudy && (
                <HoverPrefetchLink
                  href={project.caseStudy}
                  className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
                >
                  {copy.caseStudyLink}
                  <span className="sr-only">: {project.title}</span>
                  <SvgIcon icon={ArrowRight} className="size-4" />
                </HoverPrefetchLink>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <div className="rounded-card border border-dashed border-ink-300 bg-ink-50 px-6 py-16 text-center">
          <p className="text-lg font-semibold text-ink-800">{copy.empty}</p>
          <button
            type="button"
            onClick={() => update({ query: "", category: "all" })}
            className="mt-6 inline-flex min-h-11 items-center rounded-full bg-ink-900 px-6 font-semibold text-white hover:bg-ink-800"
          >
            {copy.clear}
          </button>
        </div>
      )}
    </div>
  );
}
