"use client";

import { InlineStylesheet } from "@/components/layout/inline-stylesheet";
import { ErrorContent } from "@/components/system/error-content";
import { useReportedError } from "@/components/system/use-reported-error";
import { errorPage } from "@/content/errors";
import { site } from "@/content/site";

/** Any page that throws while rendering, under the root layout: the header and footer stay. */
export default function RootError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useReportedError(error, "root");
  return (
    <>
      <title>{`${errorPage.metaTitle} | ${site.name}`}</title>
      <ErrorContent reset={reset} />
      {/* A page that failed never linked the rest of the stylesheet; rendered on the server, the whole of it goes into the head. */}
      <InlineStylesheet whole />
    </>
  );
}
