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
 * It finds the element in an effect and hands it to the script, so nothing looks it up while rendering;
 * once it has, it stops listening.
 */
export function FormEnhancementLoader({ kind, formId }: { kind: FormKind; formId: string }) {
  const [form, setForm] = useState<HTMLFormElement | null>(null);

  useEffect(() => {
    if (form) return;
    const element = document.getElementById(formId);
    if (!(element instanceof HTMLFormElement)) return;
    const want = () => setForm(element);
    const observer =
      typeof IntersectionObserver === "undefined"
        ? undefined
        : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && want(), {
            rootMargin: LOAD_MARGIN,
          });
    observer?.observe(element);
    element.addEventListener("focusin", want);
    element.addEventListener("pointerdown", want);
    document.addEventListener("keydown", want);
    return () => {
      observer?.disconnect();
      element.removeEventListener("focusin", want);
      element.removeEventListener("pointerdown", want);
      document.removeEventListener("keydown", want);
    };
  }, [formId, form]);

  return form ? (
    <Suspense fallback={null}>
      <FormEnhancement kind={kind} form={form} />
    </Suspense>
  ) : null;
}
