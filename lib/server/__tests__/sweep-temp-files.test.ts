/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { mailForms } from "@/lib/forms/schemas";
import { readSettings } from "@/lib/config";
import { createFormReceiver } from "../form-receiver";
import { createRuntime } from "../runtime";
import { sweepStaleTempFiles } from "../sweep-temp-files";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "sweep-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function leftover(name: string, ageMs: number) {
  const file = path.join(dir, name);
  fs.writeFileSync(file, "{");
  const when = new Date(Date.now() - ageMs);
  fs.utimesSync(file, when, when);
}

describe("sweepStaleTempFiles", () => {
  it("removes temp files a dead writer left, keeps fresh ones and every record", async () => {
    leftover("a.json.1.tmp", 5 * 60_000);
    leftover("b.json.2.tmp", 1_000);
    leftover("c.json", 5 * 60_000);
    expect(await sweepStaleTempFiles(dir)).toBe(1);
    expect(fs.readdirSync(dir).sort()).toEqual(["b.json.2.tmp", "c.json"]);
  });

  it("runs before a process's first write to the store", async () => {
    leftover("old.json.9.tmp", 10 * 60_000);
    const runtime = createRuntime(readSettings({ SUBMISSIONS_DIR: dir }));
    const receive = createFormReceiver({ forms: mailForms, maxBytes: 64 * 1024, runtime: () => runtime });
    const body = new FormData();
    for (const [name, value] of Object.entries({
      form: "faq",
      name: "Dev",
      email: "dev@example.in",
      question: "Do you sign NDAs?",
    }))
      body.append(name, value);
    expect((await receive(new Request("http://localhost/api/mail", { method: "POST", body }))).status).toBe(200);
    expect(fs.readdirSync(dir).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });
});
