"use client";

import { Toaster } from "sonner";

/** Where useNoticeSubmit's notices appear. Mounted by the forms that use it, so pages without one ship no sonner. */
export function NoticeToaster() {
  return <Toaster position="top-right" richColors closeButton />;
}
