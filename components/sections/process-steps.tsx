import { IconByKey } from "@/components/ui/icon-by-key";
import { each } from "@/components/ui/each";
import type { IconKey } from "@/content/icons";

type Step = { title: string; description: string; icon?: IconKey; duration?: string };

/** Numbered steps in order, as an ordered list so the sequence is announced. */
export function ProcessSteps({ steps, tone = "light" }: { steps: readonly Step[]; tone?: "light" | "dark" }) {
  const dark = tone === "dark";
  return (
    <ol className={`grid gap-6 sm:grid-cols-2 ${steps.length >= 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}>
      {each(steps, (step, index) => (
        <li
          className={`relative rounded-card p-6 ${dark ? "bg-white/5 ring-1 ring-white/10" : "bg-white shadow-card ring-1 ring-ink-200"}`}
        >
          <div className="flex items-center justify-between">
            <span className={`font-display text-4xl font-bold ${dark ? "text-accent-300" : "text-brand-600"}`}>
              {String(index + 1).padStart(2, "0")}
            </span>
            {step.icon && <IconByKey name={step.icon} className={`size-7 ${dark ? "text-ink-300" : "text-ink-500"}`} />}
          </div>
          <h3 className={`mt-4 text-h3 font-semibold ${dark ? "text-white" : ""}`}>{step.title}</h3>
          <p className={`mt-2 text-sm leading-6 ${dark ? "text-ink-300" : "text-ink-600"}`}>{step.description}</p>
          {step.duration && (
            <p
              className={`mt-4 text-xs font-semibold tracking-wider uppercase ${dark ? "text-accent-200" : "text-brand-700"}`}
            >
              {step.duration}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
