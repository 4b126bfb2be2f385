import * as z from "zod/mini";
import { PHONE_CHARACTERS } from "./fields";
import { RESUME_ACCEPT, browserSchemas, type FormKind } from "./schemas";

/** The native HTML constraints of one field, as the browser enforces them before any script runs. */
export type FieldConstraints = {
  required: boolean;
  type?: "email" | "tel";
  inputMode?: "email" | "numeric";
  maxLength?: number;
  minLength?: number;
  pattern?: string;
  accept?: string;
  /** The values a select may take, in the schema's order. */
  options?: readonly string[];
};

type JsonProperty = {
  maxLength?: number;
  minLength?: number;
  pattern?: string;
  format?: string;
  enum?: string[];
  anyOf?: JsonProperty[];
};
type JsonObject = { properties: Record<string, JsonProperty>; required?: string[] };

// A field's rules sit on both sides of zod pipes (trim and length before, "not empty" and formats after),
// so the JSON Schema of the input and of the output together hold every limit.
function jsonSchema(schema: z.ZodMiniObject, io: "input" | "output") {
  return z.toJSONSchema(schema, { io, unrepresentable: "any" }) as unknown as JsonObject;
}

/**
 * The browser's own check of a phone number: the separators a visitor types or pastes, and a count of
 * digits (not of characters, which a maxlength would cut mid-number). Escaped for the `v` flag that
 * browsers compile a pattern attribute with.
 */
function phonePattern(minDigits: number, maxDigits: number) {
  const separators = String.raw`[\s+\(\)\.\-]*`;
  return `${separators}(?:\\d${separators}){${minDigits},${maxDigits}}`;
}

function constraintsOf(input: JsonProperty, output: JsonProperty, required: boolean, field: string): FieldConstraints {
  const choices = input.enum ?? input.anyOf?.find((branch) => branch.enum)?.enum;
  const minLength = Math.max(input.minLength ?? 0, output.minLength ?? 0);
  if (input.pattern === PHONE_CHARACTERS) {
    return {
      required,
      type: "tel",
      inputMode: "numeric",
      pattern: phonePattern(output.minLength ?? 0, output.maxLength ?? 15),
    };
  }
  return {
    required,
    ...(output.format === "email" ? { type: "email" as const, inputMode: "email" as const } : {}),
    ...(input.maxLength ? { maxLength: input.maxLength } : {}),
    ...(minLength > 1 ? { minLength } : {}),
    ...(field === "resume" ? { accept: RESUME_ACCEPT } : {}),
    ...(choices ? { options: choices } : {}),
  };
}

/** Every field's native constraints for a form, generated from the zod schema the receiver validates with. */
function formConstraints(kind: FormKind): Record<string, FieldConstraints> {
  const input = jsonSchema(browserSchemas[kind], "input");
  const output = jsonSchema(browserSchemas[kind], "output");
  const required = new Set(input.required ?? []);
  return Object.fromEntries(
    Object.entries(input.properties).map(([field, rules]) => [
      field,
      constraintsOf(rules, output.properties[field] ?? {}, required.has(field), field),
    ]),
  );
}

/** Looks up a field's constraints, failing the build when the form's copy names a field its schema lacks. */
export function constraintsFor(kind: FormKind) {
  const constraints = formConstraints(kind);
  return (field: string) => {
    const found = constraints[field];
    if (!found) throw new Error(`The ${kind} form has no field "${field}" in its schema.`);
    return found;
  };
}
