"use client";

import { ErrorContent } from "@/components/system/error-content";
import { errorPage } from "@/content/errors";
import { site } from "@/content/site";

/** Any page that throws while rendering, under the root layout: the header and footer stay. */
export default function RootError({ reset }: { error: Error; reset: () => void }) {
  return (
    <>
      <title>{`${errorPage.metaTitle} | ${site.name}`}</title>
      <ErrorContent reset={reset} />
    </>
  );
}
