import Image from "next/image";
import { SvgIcon } from "@/components/ui/svg-icon";
import { Star } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { categoryLabels, projectImageAlt, projectRatingCopy, type Project } from "@/content/portfolio";

/** One project: its mock-up, category, rating, summary and stack. */
export function ProjectCard({ project, headingLevel = "h3" }: { project: Project; headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  return (
    <article className="project-card">
      <Image
        src={project.image}
        alt={projectImageAlt(project.title)}
        width={800}
        height={500}
        className="aspect-[8/5] w-full bg-ink-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-center justify-between gap-3">
          <Badge tone="brand">{categoryLabels[project.category]}</Badge>
          <span className="inline-flex items-center gap-1 text-sm font-semibold text-ink-800">
            <SvgIcon icon={Star} className="size-4 fill-warning-500 text-warning-500" />
            <span className="sr-only">{projectRatingCopy.before}</span>
            {project.rating.toFixed(1)}
            <span className="sr-only">{projectRatingCopy.after}</span>
          </span>
        </div>
        <Heading className="mt-4 text-h3 font-semibold">{project.title}</Heading>
        <p className="mt-1 text-sm font-medium text-ink-600">{project.client}</p>
        <p className="mt-3 flex-1 text-sm leading-6 text-ink-700">{project.description}</p>
        <ul className="mt-4 flex flex-wrap gap-2">
          {project.tags.map((tag) => (
            <li key={tag} className="chip">
              {tag}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
