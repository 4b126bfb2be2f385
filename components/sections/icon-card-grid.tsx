import { SvgIcon } from "@/components/ui/svg-icon";
import type { LucideIcon } from "lucide-react";
import { Card } from "@/components/ui/card";

type Item = { title: string; description: string; icon: LucideIcon };

/** Cards with an icon, a title and a line of text: services, industries, values. */
export function IconCardGrid({
  items,
  columns = 3,
  compact = false,
}: {
  items: readonly Item[];
  columns?: 3 | 4;
  compact?: boolean;
}) {
  return (
    <ul className={`grid gap-5 sm:grid-cols-2 ${columns === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}>
      {items.map(({ title, description, icon: Icon }) => (
        <Card as="li" key={title} interactive className={compact ? "p-5" : ""}>
          <span className="tile">
            <SvgIcon icon={Icon} className="size-6" />
          </span>
          <h3 className={`mt-4 font-semibold ${compact ? "text-base" : "text-h3"}`}>{title}</h3>
          <p className="note">{description}</p>
        </Card>
      ))}
    </ul>
  );
}
