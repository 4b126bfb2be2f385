import type { BaseSyntheticEvent } from "react";
import { buttonClasses } from "@/components/ui/button-styles";

/** A field people never see; bots fill it, and the receiver keeps such posts apart as spam. */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name="website" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}

export function SubmitButton({ sending, label, sendingLabel }: { sending: boolean; label: string; sendingLabel: string }) {
  return (
    <div className="sm:col-span-2">
      <button type="submit" disabled={sending} aria-disabled={sending} className={buttonClasses("primary", "lg", "w-full sm:w-auto")}>
        {sending ? sendingLabel : label}
      </button>
    </div>
  );
}

/** Announces, once per failed submit, that fields need attention; the messages themselves sit under each field. */
export function ErrorSummary({ count }: { count: number }) {
  return (
    <p role="alert" className="text-sm font-medium text-danger-600 sm:col-span-2 empty:hidden">
      {count > 0 ? `Please correct the ${count === 1 ? "highlighted field" : `${count} highlighted fields`} below.` : ""}
    </p>
  );
}

/** The honeypot's value from the submitted form (it is not part of any schema). */
export function honeypotValue(event?: BaseSyntheticEvent) {
  const field = (event?.target as HTMLFormElement | undefined)?.elements?.namedItem("website");
  return field instanceof HTMLInputElement ? field.value : undefined;
}

export const formGrid = "relative grid gap-5 sm:grid-cols-2";
