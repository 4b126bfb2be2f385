/** What every field's label ends with: a star when the schema requires it, "(optional)" otherwise. */
export function RequiredMark({ required }: { required: boolean }) {
  return required ? (
    <span className="text-danger-600"> *</span>
  ) : (
    <span className="font-normal text-ink-600"> (optional)</span>
  );
}

/** The ids a control's aria-describedby names: its hint when it has one, and its error slot. */
export const describedBy = (id: string, hint: string | undefined) =>
  [hint && `${id}-hint`, `${id}-error`].filter(Boolean).join(" ");

/** A field's hint, and the empty slot where the form's script writes its error. */
export function FieldNotes({ id, hint, indent = false }: { id: string; hint: string | undefined; indent?: boolean }) {
  // A checkbox's notes line up with its label, past the box.
  const inset = indent ? " pl-8" : "";
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={`mt-1.5 text-sm text-ink-600${inset}`}>
          {hint}
        </p>
      ) : null}
      <p id={`${id}-error`} className={`field-error${inset}`} />
    </>
  );
}
