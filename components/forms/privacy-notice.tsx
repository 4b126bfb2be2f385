import { HoverPrefetchLink } from "@/components/ui/hover-prefetch-link";
import { formNotice } from "@/content/privacy";

/** The notice at collection under every submit button: one sentence and the way to the full notice. */
export function PrivacyNotice() {
  return (
    <p className="text-sm text-ink-600 sm:col-span-2">
      {formNotice.before}
      <HoverPrefetchLink
        href="/privacy"
        className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {formNotice.link}
      </HoverPrefetchLink>
      {formNotice.after}
    </p>
  );
}
