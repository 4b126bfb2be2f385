import { fireEvent, render, waitFor } from "@testing-library/react";
import type { FormKind } from "@/lib/forms/schemas";
import { HtmlForm } from "../html-form";

/** Renders a form as the server sends it, then lets its script take over, as touching the form does in a browser. */
export async function renderEnhancedForm(kind: FormKind) {
  const view = render(<HtmlForm kind={kind} />);
  const form = view.container.querySelector("form")!;
  fireEvent.focusIn(form);
  await waitFor(() => expect(form).toHaveAttribute("novalidate"));
  return { ...view, form };
}
