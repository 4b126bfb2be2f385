import fs from "node:fs";
import path from "node:path";
import { submissionsDir } from "../../playwright.config";

export type Stored = {
  id: string;
  form: string;
  subject: string;
  fields: Record<string, string>;
  resume?: { file: string; originalName: string; kind: string };
};

/**
 * The stored submission whose e-mail field is the given one, as the receiver wrote it to disk: a lead,
 * or with `folder` "held" one held back from the e-mail (a honeypot or no solved challenge).
 */
export function storedByEmail(email: string, folder: "" | "held" = ""): Stored | undefined {
  const dir = path.join(submissionsDir, folder);
  if (!fs.existsSync(dir)) return undefined;
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as Stored)
    .find((record) => record.fields.email === email);
}

export function storedFile(name: string) {
  return fs.readFileSync(path.join(submissionsDir, name));
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.in`;
