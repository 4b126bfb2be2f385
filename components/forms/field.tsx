import type { FormFieldCopy } from "@/content/forms";
import type { FieldConstraints } from "@/lib/forms/constraints";

const control =
  "block w-full rounded-xl border border-ink-300 bg-white px-4 py-3 text-base text-ink-900 shadow-sm transition-colors placeholder:text-ink-500 focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-100 aria-invalid:border-danger-600 aria-invalid:ring-red-100";
const fileControl =
  "block w-full rounded-xl border border-dashed border-ink-300 bg-ink-50 px-4 py-3 text-sm text-ink-700 file:mr-4 file:rounded-full file:border-0 file:bg-brand-600 file:px-4 file:py-2 file:font-semibold file:text-white aria-invalid:border-danger-600";

type Props = { id: string; field: FormFieldCopy; constraints: FieldConstraints };

/**
 * One field as the server renders it: label, control with the schema's native constraints, hint, and an
 * empty slot where the form's script writes the field's error (tied to the control by aria-describedby).
 */
export function FormField({ id, field, constraints }: Props) {
  const described = [field.hint && `${id}-hint`, `${id}-error`].filter(Boolean).join(" ");
  const common = {
    id,
    name: field.name,
    required: constraints.required,
    "aria-describedby": described,
  };
  return (
    <div className={field.wide || field.control === "textarea" ? "sm:col-span-2" : undefined}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink-800">
        {field.label}
        {constraints.required ? <span className="text-danger-600"> *</span> : <span className="font-normal text-ink-600"> (optional)</span>}
      </label>
      {field.control === "select" ? (
        <select {...common} defaultValue="" className={control}>
          <option value="">{field.placeholder}</option>
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : field.control === "textarea" ? (
        <textarea {...common} rows={5} maxLength={constraints.maxLength} minLength={constraints.minLength} placeholder={field.placeholder} className={control} />
      ) : (
        <input
          {...common}
          type={field.control === "file" ? "file" : (constraints.type ?? field.inputType ?? "text")}
          inputMode={constraints.inputMode}
          maxLength={constraints.maxLength}
          minLength={constraints.minLength}
          pattern={constraints.pattern}
          accept={constraints.accept}
          autoComplete={field.autoComplete}
          placeholder={field.placeholder}
          className={field.control === "file" ? fileControl : control}
        />
      )}
      {field.hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-600">
          {field.hint}
        </p>
      )}
      <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger-600 empty:hidden" />
    </div>
  );
}
