import type { Thing, WithContext } from "schema-dts";
import { shareJsonLd } from "@/lib/seo/shared-json-ld";
import { JsonLdSlot } from "./json-ld-slot";

/**
 * Structured data for crawlers, written into the HTML but not into the RSC payload, which would carry it a
 * second time for no reader: the slot names it by its content, and it is written from the server's copy.
 * `<` is escaped so content can never close the script element.
 */
export function JsonLd({ data }: { data: WithContext<Thing> }) {
  return <JsonLdSlot id={shareJsonLd(JSON.stringify(data).replace(/</g, "\\u003c"))} />;
}
