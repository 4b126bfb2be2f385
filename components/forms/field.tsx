import { definedProps } from "@/components/ui/defined-props";
import { each } from "@/components/ui/each";
import type { FormFieldCopy } from "@/content/forms";
import type { FieldConstraints } from "@/lib/forms/constraints";
import { CheckboxField } from "./checkbox-field";
import { describedBy, FieldNotes, RequiredMark } from "./field-parts";

type Props = { id: string; field: FormFieldCopy; constraints: FieldConstraints };

/**
 * One field as the server renders it: label, control with the schema's native constraints, hint, and an
 * empty slot where the form's script writes the field's error (tied to the control by aria-describedby).
 */
export function FormField({ id, field, constraints }: Props) {
  if (field.control === "checkbox") return <CheckboxField id={id} field={field} constraints={constraints} />;
  const common = {
    id,
    name: field.name,
    required: constraints.required,
    "aria-describedby": describedBy(id, field.hint),
  };
  return (
    <div {...definedProps({ className: field.wide || field.control === "textarea" ? "sm:col-span-2" : undefined })}>
      <label htmlFor={id} className="field-label">
        {field.label}
        <RequiredMark required={constraints.required} />
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
      <FieldNotes id={id} hint={field.hint} />
    </div>
  );
}
