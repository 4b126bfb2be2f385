"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import type { FormKind } from "@/lib/forms/schemas";

const FormEnhancement = lazy(() => import("./form-enhancement"));

/** How far below the viewport a form's script starts loading, so it is ready before a scrolling visitor arrives. */
const LOAD_MARGIN = "600px 0px";

/**
 * Loads the script that takes over a server-rendered form (react-hook-form, zod, notices) only when the
 * form nears the viewport, is touched, or a key is pressed anywhere, so a page's first load carries none
 * of it. Until then the form is a plain HTML form that the browser checks and posts on its own.
 */
export function FormEnhancer({ kind, formId }: { kind: FormKind; formId: string }) {
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const form = document.getElementById(formId);
    if (!form) return;
    const want = () => setWanted(true);
    const observer =
      typeof IntersectionObserver === "undefined"
        ? undefined
        : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && want(), { rootMargin: LOAD_MARGIN });
    observer?.observe(form);
    form.addEventListener("focusin", want);
    form.addEventListener("pointerdown", want);
    document.addEventListener("keydown", want);
    return () => {
      observer?.disconnect();
      form.removeEventListener("focusin", want);
      form.removeEventListener("pointerdown", want);
      document.removeEventListener("keydown", want);
    };
  }, [formId]);

  return wanted ? (
    <Suspense fallback={null}>
      <FormEnhancement kind={kind} formId={formId} />
    </Suspense>
  ) : null;
}
