import type { ReactNode } from "react";
import { Container } from "./container";

export type Tone = "white" | "muted" | "dark";

const tones: Record<Tone, string> = {
  white: "bg-white",
  muted: "bg-ink-50",
  dark: "bg-ink-950 text-ink-200",
};

type SectionProps = {
  id?: string;
  eyebrow?: string;
  title?: ReactNode;
  lead?: ReactNode;
  tone?: Tone;
  align?: "center" | "left";
  /** The heading level of the section title; page heroes use their own h1. */
  as?: "h1" | "h2";
  className?: string;
  children?: ReactNode;
};

/** A page band with an optional eyebrow, heading and lead, so every page spaces and titles its parts alike. */
export function Section({
  id,
  eyebrow,
  title,
  lead,
  tone = "white",
  align = "center",
  as = "h2",
  className = "",
  children,
}: SectionProps) {
  const Heading = as;
  const dark = tone === "dark";
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={`py-16 sm:py-24 ${tones[tone]} ${className}`}
    >
      <Container>
        {(eyebrow || title || lead) && (
          <header className={`mb-12 max-w-3xl ${align === "center" ? "mx-auto text-center" : ""}`}>
            {eyebrow && <p className={`eyebrow mb-3 ${dark ? "text-accent-300" : "text-brand-700"}`}>{eyebrow}</p>}
            {title && (
              <Heading
                id={headingId}
                className={`${as === "h1" ? "text-h1" : "text-h2"} font-bold ${dark ? "text-white" : ""}`}
              >
                {title}
              </Heading>
            )}
            {lead && <p className={`mt-4 text-lead ${dark ? "text-ink-300" : "text-ink-600"}`}>{lead}</p>}
          </header>
        )}
        {children}
      </Container>
    </section>
  );
}
