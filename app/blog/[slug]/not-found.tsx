import { ArrowLeft } from "lucide-react";
import { PageHero } from "@/components/sections/page-hero";
import { LinkButton } from "@/components/ui/link-button";
import { blogPageCopy } from "@/content/blog/page-copy";
import { SvgIcon } from "@/components/ui/svg-icon";

export default function PostNotFound() {
  return (
    <PageHero
      eyebrow="Error 404"
      title={blogPageCopy.notFound}
      lead={blogPageCopy.notFoundLead}
      actions={
        <LinkButton href="/blog" variant="light">
          <SvgIcon icon={ArrowLeft} className="size-4" /> {blogPageCopy.back}
        </LinkButton>
      }
    />
  );
}
