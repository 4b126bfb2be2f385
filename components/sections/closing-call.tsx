import { LinkButton } from "@/components/ui/link-button";
import { Section, type Tone } from "@/components/ui/section";

type ClosingCopy = { title: string; lead: string; action: { href: string; label: string } };

/** A page's last section: a heading, a line and the one action it leads to. */
export function ClosingCall({ id, tone, copy }: { id: string; tone: Tone; copy: ClosingCopy }) {
  return (
    <Section id={id} tone={tone} title={copy.title} lead={copy.lead}>
      <p className="text-center">
        <LinkButton href={copy.action.href} size="lg">
          {copy.action.label}
        </LinkButton>
      </p>
    </Section>
  );
}
