import { ContactCards } from "@/components/company/contact-cards";
import { HtmlForm } from "@/components/forms/html-form";
import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/ui/section";
import { site } from "@/content/site";
import { pageMetadata } from "@/lib/metadata";
import { RouteBreadcrumbs } from "@/components/seo/route-breadcrumbs";

export const metadata = pageMetadata("/careers");

export default function CareersPage() {
  return (
    <>
      <RouteBreadcrumbs path="/careers" />
      <PageHero
        eyebrow="Careers"
        title="Build products that matter, with people who care about craft"
        lead="We hire developers, designers, data and cloud engineers in Indore, Dewas and Delhi. Send your resume once and we will match you to the right team."
      />
      <Section id="talk-to-hr" tone="muted" title="Talk to our HR team">
        <ContactCards email={site.careersEmail} />
      </Section>
      <Section id="apply" title="Apply Now" lead="PDF, DOC or DOCX resume up to 5 MB. Fields marked * are required.">
        <div className="mx-auto max-w-3xl rounded-card bg-white p-6 shadow-card ring-1 ring-ink-200 sm:p-10">
          <HtmlForm kind="career" />
        </div>
      </Section>
    </>
  );
}
