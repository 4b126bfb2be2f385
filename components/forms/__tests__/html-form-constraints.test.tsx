import { render } from "@testing-library/react";
import type * as z from "zod/mini";
import { browserSchemas, resumeField, type FormKind } from "@/lib/forms/schemas";
import { HtmlForm } from "../html-form";
import { HONEYPOT_FIELD } from "@/lib/forms/honeypot";

const kinds = Object.keys(browserSchemas) as FormKind[];
const passes = (schema: z.ZodMiniType, value: unknown) => schema.safeParse(value).success;
const hiddenFields = ["form", "subject", HONEYPOT_FIELD];

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function renderForm(kind: FormKind) {
  const { container } = render(<HtmlForm kind={kind} />);
  const form = container.querySelector("form")!;
  const controls = [...form.elements].filter(
    (element): element is Control => "name" in element && Boolean((element as Control).name),
  );
  return { form, controls };
}

// These checks ask the schema itself (does it accept this value?) rather than the code that generated
// the attributes, so a constraint that drifts from the schema fails here.
describe.each(kinds)("the %s form's HTML and its schema", (kind) => {
  const schema: z.ZodMiniObject = browserSchemas[kind];
  const shape = schema.shape as Record<string, z.ZodMiniType>;

  it("posts multipart to its receiver and has exactly the schema's fields", () => {
    const { form, controls } = renderForm(kind);
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("enctype")).toBe("multipart/form-data");
    expect(form.getAttribute("action")).toBe(kind === "career" || kind === "internship" ? "/api/careers" : "/api/mail");
    expect(form.hasAttribute("novalidate")).toBe(false);
    const names = controls.map((control) => control.name).filter((name) => !hiddenFields.includes(name));
    expect(names.sort()).toEqual(Object.keys(shape).sort());
    expect((form.elements.namedItem("form") as HTMLInputElement).value).toBe(kind);
  });

  it.each(Object.keys(shape))("%s: required, lengths, type, pattern, options and accept agree", (name) => {
    const { form } = renderForm(kind);
    const control = form.elements.namedItem(name) as Control;
    const field = shape[name]!;
    expect(control.required).toBe(!passes(field, undefined));

    if (control instanceof HTMLSelectElement) {
      const values = [...control.options].map((option) => option.value);
      expect(values[0]).toBe("");
      for (const value of values.slice(1)) expect(passes(field, value)).toBe(true);
      expect(passes(field, "not-an-option")).toBe(false);
      return;
    }
    if (control.type === "file") {
      const accepted = control.getAttribute("accept")!.split(",");
      for (const extension of accepted) expect(passes(resumeField, new File(["%PDF"], `cv${extension}`))).toBe(true);
      expect(passes(resumeField, new File(["MZ"], "cv.exe"))).toBe(false);
      return;
    }

    if (control.type === "tel") {
      // A phone's limits count digits, so no maxlength may cut a pasted "+91 (98) 765-43210" short;
      // the pattern (compiled with the v flag, as browsers do) must accept exactly what the schema does.
      expect(control.hasAttribute("maxlength")).toBe(false);
      expect(control.getAttribute("inputmode")).toBe("numeric");
      const html = new RegExp(`^(?:${control.getAttribute("pattern")})$`, "v");
      const values = [
        "9876543210",
        "+91 (98) 765-43210",
        "98.765.43210",
        "123456",
        "9".repeat(15),
        "9".repeat(16),
        "+91 (98) 765-43210-1234",
        "98765 ext 4",
        "abc",
      ];
      for (const value of values) expect([value, html.test(value)]).toEqual([value, passes(field, value)]);
      return;
    }

    if (control.type === "checkbox") {
      // Served unticked; ticked, it posts the one value the schema accepts.
      expect((control as HTMLInputElement).checked).toBe(false);
      expect(passes(field, control.value)).toBe(true);
      expect(passes(field, "no")).toBe(false);
      return;
    }

    const max = Number(control.getAttribute("maxlength"));
    expect(max).toBeGreaterThan(0);
    if (control.type === "email") {
      expect(passes(field, "someone@example.in")).toBe(true);
      expect(passes(field, "someone@")).toBe(false);
      expect(passes(field, `${"a".repeat(max)}@example.in`)).toBe(false);
      return;
    }
    const prefix = control.type === "url" ? "https://example.in/" : "";
    const ofLength = (length: number) => prefix + "a".repeat(length - prefix.length);
    const min = Number(control.getAttribute("minlength") || 1);
    expect(passes(field, ofLength(Math.max(min, prefix.length + 1)))).toBe(true);
    expect(passes(field, ofLength(max))).toBe(true);
    expect(passes(field, ofLength(max + 1))).toBe(false);
    if (min > 1) expect(passes(field, ofLength(min - 1))).toBe(false);
    expect(control.hasAttribute("pattern")).toBe(false);
  });
});
