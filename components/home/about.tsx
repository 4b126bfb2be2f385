import { SvgIcon } from "@/components/ui/svg-icon";
import { CheckCircle2 } from "lucide-react";
import { Container } from "@/components/ui/container";
import { each } from "@/components/ui/each";
import { LinkButton } from "@/components/ui/link-button";
import { about } from "@/content/home";
import { site } from "@/content/site";

export function About() {
  return (
    <section id="about" aria-labelledby="about-title" className="bg-white py-16 sm:py-24">
      <Container className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <p className="eyebrow mb-3 text-brand-700">{about.eyebrow}</p>
          <h2 id="about-title" className="text-h2 font-bold">
            {about.title}
          </h2>
          {each(about.paragraphs, (paragraph) => (
            <p className="mt-5 leading-7 text-ink-700">{paragraph}</p>
          ))}
          <LinkButton href={about.cta.href} size="lg" className="mt-8">
            {about.cta.label}
          </LinkButton>
        </div>
        <div className="brand-frame">
          <div className="rounded-[1.15rem] bg-ink-950 p-8">
            <ul className="space-y-4">
              {each(about.highlights, (highlight) => (
                <li className="flex items-center gap-3 text-ink-100">
                  <SvgIcon icon={CheckCircle2} className="size-5 shrink-0 text-accent-300" />
                  {highlight}
                </li>
              ))}
            </ul>
            <ul className="mt-8 grid grid-cols-3 gap-3 border-t border-white/10 pt-6 text-center">
              {each(site.offices, (office) => (
                <li>
                  <span className="block font-display text-lg font-semibold text-white">{office.city}</span>
                  <span className="block text-xs text-ink-300">{office.label}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Container>
    </section>
  );
}
