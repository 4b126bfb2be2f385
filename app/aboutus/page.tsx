import { SvgIcon } from "@/components/ui/svg-icon";
import Image from "next/image";
import { Eye, Target } from "lucide-react";
import { ClosingCall } from "@/components/sections/closing-call";
import { PageHero } from "@/components/sections/page-hero";
import { IconCardGrid } from "@/components/sections/icon-card-grid";
import { Card } from "@/components/ui/card";
import { Section } from "@/components/ui/section";
import { coreValues, mission, team, timeline, vision } from "@/content/about";
import { aboutPage as copy } from "@/content/pages/aboutus";
import { pageMetadata } from "@/lib/metadata";
import { RouteBreadcrumbs } from "@/components/seo/route-breadcrumbs";

export const metadata = pageMetadata("/aboutus");

export default function AboutPage() {
  return (
    <>
      <RouteBreadcrumbs path="/aboutus" />
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.hero.lead} />
      <Section id="purpose" tone="muted" title={copy.purposeTitle}>
        <div className="grid gap-6 md:grid-cols-2">
          {[
            { title: copy.missionTitle, text: mission, icon: Target },
            { title: copy.visionTitle, text: vision, icon: Eye },
          ].map(({ title, text, icon: Icon }) => (
            <Card key={title}>
              <SvgIcon icon={Icon} className="size-8 text-brand-600" />
              <h3 className="mt-4 text-h3 font-semibold">{title}</h3>
              <p className="mt-3 leading-7 text-ink-700">{text}</p>
            </Card>
          ))}
        </div>
      </Section>
      <Section id="values" title={copy.valuesTitle}>
        <IconCardGrid items={coreValues} columns={4} />
      </Section>
      <Section id="timeline" tone="dark" title={copy.timelineTitle}>
        <ol className="relative mx-auto max-w-3xl border-l border-white/15 pl-8">
          {timeline.map((item) => (
            <li key={item.year} className="relative pb-10 last:pb-0">
              <span
                aria-hidden
                className="absolute top-1 -left-[2.55rem] size-4 rounded-full border-4 border-ink-950 bg-accent-400"
              />
              <p className="font-display text-sm font-semibold text-accent-300">{item.year}</p>
              <h3 className="mt-1 text-h3 font-semibold text-white">{item.title}</h3>
              <p className="mt-2 leading-7 text-ink-300">{item.description}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="team" title={copy.teamTitle}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {team.map((member) => (
            <Card as="li" key={member.name} className="text-center">
              <Image src={member.image} alt="" width={112} height={112} className="mx-auto size-28 rounded-full" />
              <h3 className="mt-4 text-h3 font-semibold">{member.name}</h3>
              <p className="text-sm font-medium text-brand-700">{member.role}</p>
              <ul className="mt-4 flex flex-wrap justify-center gap-2">
                {member.skills.map((skill) => (
                  <li key={skill} className="chip">
                    {skill}
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </ul>
      </Section>
      <ClosingCall id="together" tone="muted" copy={copy.closing} />
    </>
  );
}
