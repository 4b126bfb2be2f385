"use client";

import dynamic from "next/dynamic";

/**
 * Where useNoticeSubmit's notices appear. Mounted by the forms that use it, so pages without one ship no
 * sonner, and fetched after hydration, since no notice can be due before the visitor has filled a form.
 */
export const NoticeToaster = dynamic(
  () => import("sonner").then(({ Toaster }) => {
    function NoticeToasterLoaded() {
      return <Toaster position="top-right" richColors closeButton />;
    }
    return NoticeToasterLoaded;
  }),
  { ssr: false },
);
