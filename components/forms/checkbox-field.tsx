import type { FormFieldCopy } from "@/content/forms";
import type { FieldConstraints } from "@/lib/forms/constraints";
import { CHECKBOX_VALUE } from "@/lib/forms/fields";
import { describedBy, FieldNotes, RequiredMark } from "./field-parts";

type Props = { id: string; field: FormFieldCopy; constraints: FieldConstraints };

/** A consent or confirmation box: unticked as served, its label beside it, `required` when the schema says so. */
export function CheckboxField({ id, field, constraints }: Props) {
  return (
    <div className="sm:col-span-2">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name={field.name}
          value={CHECKBOX_VALUE}
          required={constraints.required}
          aria-describedby={describedBy(id, field.hint)}
          className="mt-0.5 size-5 shrink-0 rounded accent-brand-600"
        />
        <label htmlFor={id} className="text-sm font-semibold text-ink-800">
          {field.label}
          <RequiredMark required={constraints.required} />
        </label>
      </div>
      <FieldNotes id={id} hint={field.hint} indent />
    </div>
  );
}
