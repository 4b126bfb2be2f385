import type { ReactNode } from "react";

type Tone = "brand" | "accent" | "neutral" | "dark";

const tones: Record<Tone, string> = {
  brand: "bg-brand-50 text-brand-700 ring-brand-200",
  accent: "bg-accent-50 text-accent-800 ring-accent-200",
  neutral: "bg-ink-100 text-ink-700 ring-ink-200",
  dark: "bg-white/10 text-white ring-white/20",
};

export function Badge({
  tone = "brand",
  children,
  className = "",
}: {
  tone?: Tone;
  children: ReactNode;
  className?: string;
}) {
  return <span className={`badge ${tones[tone]} ${className}`}>{children}</span>;
}
