"use client";

import { useState } from "react";
import { ProjectCard } from "@/components/portfolio/project-card";
import {
  categoryLabels,
  homeFilterCategories,
  homeFilterLabel,
  homeProjects,
  type HomeFilter,
} from "@/content/portfolio";
import { filterProjects } from "@/lib/home/filter-projects";

/**
 * The home page's category filter: toggle buttons over a grid that is complete in the server HTML. The
 * projects are imported, not passed: this module's chunk holds content/portfolio.ts anyway, so as a prop
 * they were sent a second time, in the page's RSC payload.
 */
export function PortfolioFilter() {
  const [filter, setFilter] = useState<HomeFilter>("all");
  const shown = filterProjects(homeProjects, filter);
  return (
    <div>
      <div role="group" aria-label={homeFilterLabel} className="mb-10 flex flex-wrap justify-center gap-2">
        {homeFilterCategories.map((category) => (
          <button
            key={category}
            type="button"
            aria-pressed={filter === category}
            onClick={() => setFilter(category)}
            className={`min-h-11 rounded-full px-5 text-sm font-semibold transition-colors ${
              filter === category
                ? "bg-brand-600 text-white shadow-glow"
                : "bg-white text-ink-700 ring-1 ring-ink-200 hover:ring-brand-400"
            }`}
          >
            {categoryLabels[category]}
          </button>
        ))}
      </div>
      <p role="status" className="sr-only">
        {`Showing ${shown.length} ${shown.length === 1 ? "project" : "projects"}`}
      </p>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {shown.map((project) => (
          <li key={project.id}>
            <ProjectCard project={project} />
          </li>
        ))}
      </ul>
    </div>
  );
}
