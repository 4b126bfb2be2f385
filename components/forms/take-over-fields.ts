import type { FieldValues, UseFormRegister, UseFormTrigger } from "react-hook-form";
import { digitsOnly } from "@/lib/forms/fields";

export type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export function controlOf(form: HTMLFormElement, name: string): FormControl | undefined {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement ? element : undefined;
}

/**
 * Registers the form's existing controls with react-hook-form. Nothing is re-rendered or replaced, so
 * what the visitor typed before the script arrived, and where the focus was, stay as they are: the
 * values are read from the controls themselves. Returns the clean-up.
 */
export function takeOverFields(form: HTMLFormElement, names: string[], register: UseFormRegister<FieldValues>, trigger: UseFormTrigger<FieldValues>) {
  const releases = names.map((name) => {
    const control = controlOf(form, name);
    if (!control) return () => undefined;
    const isFile = control.type === "file";
    // A chosen resume is checked at once, so a wrong file is flagged before the visitor moves on.
    const { ref, onChange, onBlur } = register(name, isFile ? { onChange: () => trigger(name) } : undefined);
    ref(control);
    const change = (event: Event) => {
      if (control.type === "tel") control.value = digitsOnly(control.value);
      void onChange(event);
    };
    const changeEvent = control instanceof HTMLSelectElement || isFile ? "change" : "input";
    control.addEventListener(changeEvent, change);
    control.addEventListener("blur", onBlur);
    return () => {
      control.removeEventListener(changeEvent, change);
      control.removeEventListener("blur", onBlur);
    };
  });
  return () => releases.forEach((release) => release());
}

/** Marks each control valid or not, so its error styling and aria-invalid follow the current errors. */
export function markInvalid(form: HTMLFormElement, names: string[], invalid: (name: string) => boolean) {
  for (const name of names) {
    const control = controlOf(form, name);
    if (!control) continue;
    if (invalid(name)) control.setAttribute("aria-invalid", "true");
    else control.removeAttribute("aria-invalid");
  }
}
