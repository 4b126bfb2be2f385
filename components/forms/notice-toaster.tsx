"use client";

import { Toaster } from "sonner";

/**
 * Where useNoticeSubmit's notices appear. Mounted by the forms that use it, which load only as they near
 * the viewport (deferred.tsx), so sonner is never part of a page's first load.
 */
export function NoticeToaster() {
  return <Toaster position="top-right" richColors closeButton />;
}
