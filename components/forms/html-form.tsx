import { each } from "@/components/ui/each";
import { fieldId, formCopy, formElementId } from "@/content/forms";
import { constraintsFor } from "@/lib/forms/constraints";
import { formSubjects, type FormKind } from "@/lib/forms/schemas";
import { endpointFor } from "@/lib/forms/submit";
import { FormField } from "./field";
import { FormEnhancementLoader } from "./form-enhancement-loader";
import { Honeypot, SubmitButton } from "./form-parts";
import { PrivacyNotice } from "./privacy-notice";

/**
 * A form as plain HTML: it posts multipart to its receiver and is checked by the browser's own
 * constraints, so it works before and without JavaScript. FormEnhancementLoader later brings the script
 * that takes over this same element for inline messages and notices, without replacing any of it.
 */
export function HtmlForm({ kind }: { kind: FormKind }) {
  const copy = formCopy[kind];
  const constraints = constraintsFor(kind);
  const id = formElementId(copy);
  return (
    <>
      <form
        id={id}
        method="post"
        encType="multipart/form-data"
        action={endpointFor(kind)}
        aria-label={copy.name}
        className="relative grid scroll-mt-24 gap-5 sm:grid-cols-2"
      >
        <p
          id={`${id}-summary`}
          role="alert"
          className="text-sm font-medium text-danger-600 empty:hidden sm:col-span-2"
        />
        <input type="hidden" name="form" value={kind} />
        <input type="hidden" name="subject" value={formSubjects[kind]} />
        <Honeypot />
        {each(copy.fields, (field) => (
          <FormField id={fieldId(copy, field.name)} field={field} constraints={constraints(field.name)} />
        ))}
        <SubmitButton label={copy.submitLabel} sendingLabel={copy.sendingLabel} />
        <PrivacyNotice />
        <p id={`${id}-status`} role="status" className="text-sm font-semibold empty:hidden sm:col-span-2" />
      </form>
      <FormEnhancementLoader kind={kind} formId={id} />
    </>
  );
}
