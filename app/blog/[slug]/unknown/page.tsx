import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { blogPageCopy } from "@/content/blog/page-copy";

/**
 * The proxy rewrites /blog/<slug> here when no published post has the slug. Rendered per request, so
 * the 404 is never stored in the ISR cache and carries Cache-Control: private, no-store.
 */
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: blogPageCopy.notFound, robots: { index: false, follow: true } };

export default function UnknownPost() {
  notFound();
}
