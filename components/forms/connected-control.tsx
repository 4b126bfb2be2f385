"use client";

import { useEffect } from "react";
import type { FieldValues, UseFormRegister, UseFormTrigger } from "react-hook-form";
import { digitsOnly } from "@/lib/forms/fields";

type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export function controlOf(form: HTMLFormElement, name: string): FormControl | undefined {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
    ? element
    : undefined;
}

type Props = {
  form: HTMLFormElement;
  name: string;
  register: UseFormRegister<FieldValues>;
  trigger: UseFormTrigger<FieldValues>;
  /** The field's current error, shown until it is corrected. */
  message: string | undefined;
};

/**
 * Connects one server-rendered control to react-hook-form: the control stays the one the server sent,
 * so what the visitor typed before the script arrived, and where the focus was, are kept (react-hook-form
 * reads the value from the control itself). Its error goes to the slot the server left for it, which the
 * control's aria-describedby already names. Renders nothing.
 */
export function ConnectedControl({ form, name, register, trigger, message }: Props) {
  useEffect(() => {
    const control = controlOf(form, name);
    if (!control) return;
    const isFile = control.type === "file";
    // A chosen resume is checked at once, so a wrong file is flagged before the visitor moves on.
    const { ref, onChange, onBlur } = register(name, isFile ? { onChange: () => trigger(name) } : undefined);
    ref(control);
    const change = (event: Event) => {
      if (control.type === "tel") control.value = digitsOnly(control.value);
      void onChange(event);
    };
    const changeEvent =
      control instanceof HTMLSelectElement || isFile || control.type === "checkbox" ? "change" : "input";
    control.addEventListener(changeEvent, change);
    control.addEventListener("blur", onBlur);
    return () => {
      control.removeEventListener(changeEvent, change);
      control.removeEventListener("blur", onBlur);
    };
  }, [form, name, register, trigger]);

  useEffect(() => {
    const control = controlOf(form, name);
    const slot = control && document.getElementById(`${control.id}-error`);
    if (message === undefined || !control || !slot) return;
    control.setAttribute("aria-invalid", "true");
    slot.textContent = message;
    return () => {
      control.removeAttribute("aria-invalid");
      slot.textContent = "";
    };
  }, [form, name, message]);

  return null;
}
