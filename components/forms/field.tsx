import { definedProps } from "@/components/ui/defined-props";
import { each } from "@/components/ui/each";
import type { FormFieldCopy } from "@/content/forms";
import type { FieldConstraints } from "@/lib/forms/constraints";

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
    <div {...definedProps({ className: field.wide || field.control === "textarea" ? "sm:col-span-2" : undefined })}>
      <label htmlFor={id} className="field-label">
        {field.label}
        {constraints.required ? (
          <span className="text-danger-600"> *</span>
        ) : (
          <span className="font-normal text-ink-600"> (optional)</span>
        )}
      </label>
      {field.control === "select" ? (
        <select {...common} defaultValue="" className="field">
          <option value="">{field.placeholder}</option>
          {field.options && each(field.options, (option) => <option value={option.value}>{option.label}</option>)}
        </select>
      ) : field.control === "textarea" ? (
        <textarea
          {...common}
          {...definedProps({
            maxLength: constraints.maxLength,
            minLength: constraints.minLength,
            placeholder: field.placeholder,
          })}
          className="field field-multiline"
        />
      ) : (
        <input
          {...common}
          type={field.control === "file" ? "file" : (constraints.type ?? field.inputType ?? "text")}
          {...definedProps({
            inputMode: constraints.inputMode,
            maxLength: constraints.maxLength,
            minLength: constraints.minLength,
            pattern: constraints.pattern,
            accept: constraints.accept,
            autoComplete: field.autoComplete,
            placeholder: field.placeholder,
          })}
          className={field.control === "file" ? "field-file" : "field"}
        />
      )}
      {field.hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-600">
          {field.hint}
        </p>
      ) : null}
      <p id={`${id}-error`} className="field-error" />
    </div>
  );
}
