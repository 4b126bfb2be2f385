import { each } from "./each";

type StatItem = { value: string; label: string };
type Tone = "light" | "dark";

/**
 * A headline number with its label, as a dt/dd pair inside a dl so the two stay tied for screen
 * readers; the value is shown first with flex order, the label read first.
 */
function Stat({ value, label, tone = "light" }: StatItem & { tone?: Tone }) {
  const dark = tone === "dark";
  return (
    <div className={`stat ${dark ? "bg-white/5 ring-1 ring-white/10" : "bg-white shadow-card ring-1 ring-ink-200"}`}>
      <dt className={`text-sm font-medium ${dark ? "text-ink-300" : "text-ink-600"}`}>{label}</dt>
      <dd className={`font-display text-4xl font-bold tracking-tight ${dark ? "text-white" : "text-brand-700"}`}>
        {value}
      </dd>
    </div>
  );
}

export function StatGrid({
  stats,
  tone,
  className = "",
}: {
  stats: readonly StatItem[];
  tone?: Tone;
  className?: string;
}) {
  return (
    <dl className={`grid grid-cols-2 gap-4 lg:grid-cols-4 ${className}`}>
      {each(stats, (stat) => (
        <Stat {...stat} tone={tone} />
      ))}
    </dl>
  );
}

/** A project's or case's small figures under its card, dt/dd pairs like Stat, value shown first. */
export function MetricList({ metrics }: { metrics: readonly StatItem[] }) {
  return (
    <dl className="mt-5 grid flex-1 grid-cols-2 content-end gap-3">
      {each(metrics, (metric) => (
        <div className="metric">
          <dt className="text-xs text-ink-600">{metric.label}</dt>
          <dd className="font-display text-xl font-bold text-brand-700">{metric.value}</dd>
        </div>
      ))}
    </dl>
  );
}
