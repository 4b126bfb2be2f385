import { buttonClasses } from "@/components/ui/button-styles";
import { HONEYPOT_FIELD } from "@/lib/forms/honeypot";

/** A field people never see; bots fill it, and the receiver keeps such posts apart as spam. */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="honeypot">
      <label>
        Leave this field empty
        {/* Password managers and form-filling extensions skip fields marked so (1Password, LastPass, Bitwarden). */}
        <input
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          data-1p-ignore=""
          data-lpignore="true"
          data-bwignore=""
        />
      </label>
    </div>
  );
}

/** While the form's script sends, it shows the sending label in place of the label. */
export function SubmitButton({ label, sendingLabel }: { label: string; sendingLabel: string }) {
  return (
    <div className="sm:col-span-2">
      <button type="submit" className={buttonClasses("primary", "lg", "w-full sm:w-auto")}>
        <span data-label="idle">{label}</span>
        <span data-label="busy" hidden>
          {sendingLabel}
        </span>
      </button>
    </div>
  );
}
