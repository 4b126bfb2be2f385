import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

const control =
  "block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink-900 shadow-sm transition-colors placeholder:text-ink-500 focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-100 aria-invalid:border-danger-600 aria-invalid:ring-red-100";

type ShellProps = { id: string; label: string; error?: string; required?: boolean; hint?: string; wide?: boolean; children: ReactNode };

/** Label above, control, then the hint or the error: the error is tied to the control by aria-describedby. */
function FieldShell({ id, label, error, required, hint, wide, children }: ShellProps) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink-800">
        {label}
        {required ? <span className="text-danger-600"> *</span> : <span className="font-normal text-ink-600"> (optional)</span>}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger-600">
          {error}
        </p>
      )}
    </div>
  );
}

type Common = { id: string; label: string; registration: UseFormRegisterReturn; error?: string; required?: boolean; hint?: string; wide?: boolean };

function describedBy({ id, error, hint }: Pick<Common, "id" | "error" | "hint">) {
  return error ? `${id}-error` : hint ? `${id}-hint` : undefined;
}

export function TextField({ id, label, registration, error, required, hint, wide, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldShell id={id} label={label} error={error} required={required} hint={hint} wide={wide}>
      <input
        id={id}
        type="text"
        className={`${control} ${error ? "border-danger-600" : "border-ink-300"}`}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy({ id, error, hint })}
        {...input}
        {...registration}
      />
    </FieldShell>
  );
}

export function TextAreaField({ id, label, registration, error, required, hint, ...textarea }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldShell id={id} label={label} error={error} required={required} hint={hint} wide>
      <textarea
        id={id}
        rows={5}
        className={`${control} ${error ? "border-danger-600" : "border-ink-300"}`}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy({ id, error, hint })}
        {...textarea}
        {...registration}
      />
    </FieldShell>
  );
}

type SelectProps = Common & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly { value: string; label: string }[]; placeholder: string };

/** Starts on an empty choice, which the schema refuses where a choice is required. */
export function SelectField({ id, label, registration, error, required, hint, wide, options, placeholder, ...select }: SelectProps) {
  return (
    <FieldShell id={id} label={label} error={error} required={required} hint={hint} wide={wide}>
      <select
        id={id}
        defaultValue=""
        className={`${control} ${error ? "border-danger-600" : "border-ink-300"}`}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy({ id, error, hint })}
        {...select}
        {...registration}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** Phone fields keep digits only while the visitor types. */
export function PhoneField(props: Common & InputHTMLAttributes<HTMLInputElement>) {
  const { registration } = props;
  return (
    <TextField
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      {...props}
      registration={{
        ...registration,
        onChange: (event) => {
          event.target.value = event.target.value.replace(/\D/g, "");
          return registration.onChange(event);
        },
      }}
    />
  );
}
