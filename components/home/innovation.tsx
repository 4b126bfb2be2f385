import { each } from "@/components/ui/each";
import { LinkButton } from "@/components/ui/link-button";
import { Section } from "@/components/ui/section";
import { innovation } from "@/content/home";

export function Innovation() {
  const [first, second, third] = innovation.ctas;
  return (
    <Section id="innovation" tone="muted" eyebrow={innovation.eyebrow} title={innovation.title} lead={innovation.lead}>
      <dl className="grid gap-5 sm:grid-cols-3">
        {each(innovation.points, (point) => (
          <div className="flex flex-col-reverse rounded-card bg-white p-6 text-center shadow-card ring-1 ring-ink-200">
            <dt className="mt-1 text-sm text-ink-600">{point.label}</dt>
            <dd className="font-display text-3xl font-bold text-brand-700">{point.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        {first && (
          <LinkButton href={first.href} size="lg">
            {first.label}
          </LinkButton>
        )}
        {second && (
          <LinkButton href={second.href} size="lg" variant="secondary">
            {second.label}
          </LinkButton>
        )}
        {third && (
          <LinkButton href={third.href} size="lg" variant="outline">
            {third.label}
          </LinkButton>
        )}
      </div>
    </Section>
  );
}
