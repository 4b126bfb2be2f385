import type { Metadata } from "next";
import { ArrowLeft } from "lucide-react";
import { PageHero } from "@/components/sections/page-hero";
import { LinkButton } from "@/components/ui/link-button";
import { SvgIcon } from "@/components/ui/svg-icon";
import { blogPageCopy } from "@/content/blog/page-copy";

/** The title and robots of every answer for a post that does not exist. */
export const postNotFoundMetadata: Metadata = { title: blogPageCopy.notFound, robots: { index: false, follow: true } };

/** What a visitor sees for a post that does not exist, whichever route answers it. */
export function PostNotFoundContent() {
  return (
    <PageHero
      eyebrow={blogPageCopy.notFoundEyebrow}
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
