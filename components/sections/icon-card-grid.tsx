import { IconByKey } from "@/components/ui/icon-by-key";
import { Card } from "@/components/ui/card";
import { each } from "@/components/ui/each";
import type { IconCard } from "@/content/icons";

/** Cards with an icon, a title and a line of text: services, industries, values. */
export function IconCardGrid({
  items,
  columns = 3,
  compact = false,
}: {
  items: readonly IconCard[];
  columns?: 3 | 4;
  compact?: boolean;
}) {
  return (
    <ul className={`grid gap-5 sm:grid-cols-2 ${columns === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}>
      {each(items, ({ title, description, icon }) => (
        <Card as="li" interactive>
          <span className="tile">
            <IconByKey name={icon} className="size-6" />
          </span>
          <h3 className={`mt-4 font-semibold ${compact ? "text-base" : "text-h3"}`}>{title}</h3>
          <p className="note">{description}</p>
        </Card>
      ))}
    </ul>
  );
}
