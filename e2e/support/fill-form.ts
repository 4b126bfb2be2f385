import { expect, type Locator } from "@playwright/test";
import { formCopy } from "../../content/forms";
import type { FormKind } from "../../lib/forms/schemas";

/** A real PDF's first bytes: the receivers sniff the content, not the name. */
export const pdfResume = {
  name: "resume.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n"),
};

const samples: Record<string, string> = {
  name: "Neha Patel",
  phone: "9876543210",
  company: "Malwa Agro Foods",
  message: "We would like to talk about a field-sales app for 60 reps in Madhya Pradesh.",
  question: "Do you sign an NDA before the discovery call?",
  skills: "TypeScript, React, PostgreSQL",
  university: "IET DAVV, Indore",
  graduation: "06/2027",
  portfolio: "https://github.com/neha-patel",
  // The applicant is an adult; the resume is not kept for other openings unless a test asks for it.
  adult: "yes",
};

/**
 * Fills every field of a form the way a visitor does, by its label: first real option of each list, a PDF
 * resume, a box ticked when its sample or override is "yes".
 */
export async function fillForm(form: Locator, kind: FormKind, email: string, overrides: Record<string, string> = {}) {
  for (const field of formCopy[kind].fields) {
    const control = form.getByLabel(
      new RegExp(`^${field.label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\*| \\(optional\\))?$`),
    );
    if (field.control === "select") await control.selectOption(overrides[field.name] ?? field.options![0]!.value);
    else if (field.control === "file") await control.setInputFiles(pdfResume);
    else if (field.control === "checkbox")
      await control.setChecked((overrides[field.name] ?? samples[field.name]) === "yes");
    else await control.fill(overrides[field.name] ?? (field.name === "email" ? email : samples[field.name]!));
  }
  await expect(form.getByLabel(/^Email/)).toHaveValue(overrides.email ?? email);
}
