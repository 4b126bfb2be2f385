import type { LucideIcon } from "lucide-react";
import { Card } from "@/components/ui/card";

type Item = { title: string; description: string; icon: LucideIcon };

/** Cards with an icon, a title and a line of text: services, industries, values. */
export function IconCardGrid({ items, columns = 3, compact = false }: { items: readonly Item[]; columns?: 3 | 4; compact?: boolean }) {
  return (
    <ul className={`grid gap-5 sm:grid-cols-2 ${columns === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}>
      {items.map(({ title, description, icon: Icon }) => (
        <Card as="li" key={title} interactive className={compact ? "p-5" : ""}>
          <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
            <Icon aria-hidden className="size-6" />
          </span>
          <h3 className={`mt-4 font-semibold ${compact ? "text-base" : "text-h3"}`}>{title}</h3>
          <p className="mt-2 text-sm leading-6 text-ink-600">{description}</p>
        </Card>
      ))}
    </ul>
  );
}
