import { Card } from "@/components/ui/card";
import { each } from "@/components/ui/each";
import { privacyPage } from "@/content/privacy";

const { labels, items } = privacyPage.forms;
const facets = ["collected", "purpose", "retention", "recipient"] as const;

/** One card per form: what it collects, why, for how long and who receives it. */
export function FormUses() {
  return (
    <ul className="grid gap-6 lg:grid-cols-2">
      {each(items, (item) => (
        <Card as="li">
          <h3 className="text-h3 font-semibold">{item.title}</h3>
          <dl className="mt-4 space-y-3 text-sm leading-6">
            {each(facets, (facet) => (
              <div>
                <dt className="font-semibold text-ink-900">{labels[facet]}</dt>
                <dd className="text-ink-700">{item[facet]}</dd>
              </div>
            ))}
          </dl>
        </Card>
      ))}
    </ul>
  );
}
