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

/** The stored submission whose e-mail field is the given one, as the receiver wrote it to disk. */
export function storedByEmail(email: string): Stored | undefined {
  if (!fs.existsSync(submissionsDir)) return undefined;
  return fs
    .readdirSync(submissionsDir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => JSON.parse(fs.readFileSync(path.join(submissionsDir, name), "utf8")) as Stored)
    .find((record) => record.fields.email === email);
}

export function storedFile(name: string) {
  return fs.readFileSync(path.join(submissionsDir, name));
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.in`;
