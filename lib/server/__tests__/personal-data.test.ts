/** @jest-environment node */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readSettings } from "@/lib/config";
import { careersForms, mailForms, RESUME_MAX_BYTES } from "@/lib/forms/schemas";
import { HONEYPOT_FIELD } from "@/lib/forms/honeypot";
import { createFormReceiver } from "../form-receiver";
import { createRuntime } from "../runtime";
import { solvedBy } from "./form-fixtures";

const repo = path.resolve(__dirname, "../../..");
let dir: string;
let exports: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "people-"));
  exports = fs.mkdtempSync(path.join(os.tmpdir(), "exports-"));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(exports, { recursive: true, force: true });
});

/** `npm run data -- ...` as an operator runs it: what it printed, and the JSON log lines apart. */
function data(...args: string[]) {
  const out = execFileSync(process.execPath, ["scripts/data.mjs", ...args], {
    cwd: repo,
    env: { PATH: process.env.PATH, NODE_ENV: "test", SUBMISSIONS_DIR: dir },
    encoding: "utf8",
  });
  const lines = out.split("\n").filter(Boolean);
  return {
    said: lines.filter((line) => !line.startsWith("{")).join("\n"),
    logged: lines.filter((line) => line.startsWith("{")).map((line) => JSON.parse(line) as Record<string, unknown>),
    raw: out,
  };
}

const asha = "asha.verma@example.in";
const resume = Buffer.from("%PDF-1.7\nAsha Verma, frontend developer\n%%EOF\n");

async function postAll() {
  const runtime = createRuntime(readSettings({ SUBMISSIONS_DIR: dir, FORM_RATE_LIMIT: "1000" }));
  const mail = createFormReceiver({ forms: mailForms, maxBytes: 64 * 1024, runtime: () => runtime });
  const careers = createFormReceiver({
    forms: careersForms,
    maxBytes: RESUME_MAX_BYTES + 64 * 1024,
    resumeForms: ["career"],
    runtime: () => runtime,
  });
  // Each as a person's browser sends it, with a solved challenge: the autofilled honeypot alone holds one.
  const post = async (receive: typeof mail, fields: Record<string, string | File>) => {
    const body = new FormData();
    for (const [name, value] of Object.entries({ ...fields, ...(await solvedBy(runtime)) })) body.append(name, value);
    const answer = await receive(new Request("http://localhost:3000/api/mail", { method: "POST", body }));
    expect(answer.status).toBe(200);
  };
  const contact = { form: "contact", name: "Asha Verma", email: asha, service: "web", message: "A portal, please." };
  await post(mail, contact);
  await post(mail, { ...contact, message: "Held, autofilled.", [HONEYPOT_FIELD]: "Asha" });
  await post(mail, { ...contact, name: "Riya Sharma", email: "riya@example.in", message: "Someone else." });
  await post(careers, {
    form: "career",
    name: "Asha Verma",
    // As people type it: the same address.
    email: " Asha.Verma@Example.IN",
    service: "Software Developer",
    budget: "mid-level",
    skills: "React",
    message: "My application.",
    resume: new File([resume], "asha.pdf"),
  });
}

/** Every file under a folder, with its bytes. */
const everything = (root: string) =>
  fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => ({
      file: path.join(entry.parentPath, entry.name),
      bytes: fs.readFileSync(path.join(entry.parentPath, entry.name)),
    }));

describe("one person's data", () => {
  it("is exported, fields and resume, into a folder only the site's user can read", async () => {
    await postAll();
    const { said, logged } = data("export", asha, exports);
    expect(said).toMatch(/^3 submission\(s\) exported to /);
    const folder = said.replace(/^.* exported to /, "");
    expect(path.dirname(folder)).toBe(exports);
    const files = everything(folder);
    const texts = files.filter(({ file }) => file.endsWith(".json")).map(({ bytes }) => bytes.toString());
    expect(texts).toHaveLength(3);
    expect(texts.join("\n")).toContain("A portal, please.");
    expect(texts.join("\n")).toContain("Held, autofilled.");
    expect(texts.join("\n")).not.toContain("Someone else.");
    expect(files.some(({ bytes }) => bytes.equals(resume))).toBe(true);
    expect(fs.statSync(folder).mode & 0o777).toBe(0o700);
    for (const { file } of files) expect(fs.statSync(file).mode & 0o077).toBe(0);
    expect(logged).toEqual([
      expect.objectContaining({ event: "data.exported", count: 3, forms: ["career", "contact"] }),
    ]);
  });

  it("is erased everywhere in SUBMISSIONS_DIR, held and unsent included, leaving the hash and nobody else's data touched", async () => {
    await postAll();
    const { said, logged, raw } = data("erase", asha);
    expect(said).toContain("3 submission(s) erased");

    const left = everything(dir);
    for (const { file, bytes } of left) {
      expect([file, bytes.toString().toLowerCase().includes(asha)]).toEqual([file, false]);
      expect([file, bytes.includes(resume)]).toEqual([file, false]);
    }
    expect(left.map(({ bytes }) => bytes.toString()).join("\n")).toContain("Someone else.");
    const unsent = fs.readdirSync(path.join(dir, "unsent")).filter((name) => !name.startsWith("."));
    expect(unsent).toHaveLength(1);

    const hash = createHash("sha256").update(asha).digest("hex");
    expect(fs.readdirSync(path.join(dir, "erased"))).toEqual([hash]);
    expect(logged).toEqual([
      expect.objectContaining({ event: "data.erased", emailHash: hash, count: 3, forms: ["career", "contact"] }),
    ]);
    expect(
      raw
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .join("\n")
        .toLowerCase(),
    ).not.toContain(asha);
    expect(data("export", asha, exports).said).toMatch(/^0 submission\(s\) exported/);
  });
});
