import * as z from "zod/mini";
import { fieldNouns, validationMessages as say } from "@/content/validation-messages";

// zod/mini: the same rules as classic zod in a fraction of the bytes, because every form page ships them.
// Zod compiles parsers with new Function when it may; under our CSP (no unsafe-eval) its probe is a
// reported violation in the browser, so it runs without that speed-up everywhere.
z.config({ jitless: true });

/** Field rules shared by the forms, each told how its messages name the field (content/validation-messages.ts). */
const text = (label: string, max: number) =>
  z.string({ error: say.missing(label) }).check(
    z.trim(),
    z.maxLength(max, say.tooLong(label, max)),
    // Control characters (bar line breaks and tabs), bidi overrides and zero-width spaces never belong in a
    // form field; ZWJ and ZWNJ stay allowed because Hindi and other Indic scripts need them.
    z.refine(
      (value) =>
        !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u200B\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/.test(value),
      say.badCharacters(label),
    ),
    z.refine(
      (value) => !/<\s*\/?\s*(script|iframe|object|embed|svg|img|style|link|meta)\b|javascript:/i.test(value),
      say.markup(label),
    ),
  );

export const requiredText = (label: string, max = 200) =>
  z.pipe(text(label, max), z.string().check(z.minLength(1, say.missing(label))));
export const optionalText = (label: string, max = 200) => z.optional(text(label, max));

/** Refuses angle brackets, which no name has and which would only ever be an attempt at markup. */
export const withoutAngleBrackets = (label: string) =>
  z.refine<string>((value) => !/[<>]/.test(value), say.angleBrackets(label));

export const nameField = requiredText(fieldNouns.name, 100).check(withoutAngleBrackets(fieldNouns.name));
export const emailField = z.pipe(
  z
    .string({ error: say.missing(fieldNouns.email) })
    .check(
      z.trim(),
      z.minLength(1, say.missing(fieldNouns.email)),
      z.maxLength(254, say.tooLong(fieldNouns.email, 254)),
    ),
  z.email(say.invalidEmail),
);
export const messageField = (label: string = fieldNouns.message) => requiredText(label, 5000);

/** Digits a phone number may have: the limits count digits, never the spaces or signs around them. */
const PHONE_DIGITS = { min: 7, max: 15 } as const;
/** What a visitor may type, paste or autofill into a phone field: digits and the usual separators. */
export const PHONE_CHARACTERS = "^[\\d\\s+().-]*$";

/** Strips everything but digits, as the phone fields do while the visitor types and the receiver does on save. */
export function digitsOnly(value: string) {
  return value.replace(/\D/g, "");
}

// A formatted number ("+91 (98) 765-43210") is accepted and kept as its digits, so a paste, an autofill
// or a post without scripts loses none of them; letters are still refused.
const phoneRule = z.pipe(
  z.string().check(z.trim(), z.regex(new RegExp(PHONE_CHARACTERS), say.phoneCharacters)),
  z.pipe(z.transform(digitsOnly), z.string().check(z.maxLength(PHONE_DIGITS.max, say.phoneTooLong(PHONE_DIGITS.max)))),
);
export const optionalPhone = z.optional(phoneRule);
export const requiredPhone = z.pipe(
  phoneRule,
  z.string().check(z.minLength(PHONE_DIGITS.min, say.phoneMissing(PHONE_DIGITS.min))),
);

export function choice<const T extends readonly [string, ...string[]]>(allowed: T, label: string) {
  return z.enum(allowed, { error: say.choose(label) });
}
export function optionalChoice<const T extends readonly [string, ...string[]]>(allowed: T, label: string) {
  return z.optional(z.union([z.enum(allowed, { error: say.chooseValid(label) }), z.literal("")]));
}

/** What a ticked checkbox posts; an unticked one posts nothing. */
export const CHECKBOX_VALUE = "yes";
// react-hook-form reads an unticked checkbox as false: it becomes undefined, so it is never sent or stored.
const checkbox = z.pipe(
  z.union([z.literal(CHECKBOX_VALUE), z.literal(false)]),
  z.transform((value) => value || undefined),
);
export const optionalCheckbox = z.optional(checkbox);
/** A box that must be ticked; `message` is said at the box whenever it is not. */
export const requiredCheckbox = (message: string) => z.literal(CHECKBOX_VALUE, { error: message });
