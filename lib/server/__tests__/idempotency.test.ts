/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { mailForms } from "@/lib/forms/schemas";
import { createFormReceiver } from "../form-receiver";
import { listSubmissions } from "../submission-store";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "idempotency-"));
  process.env.SUBMISSIONS_DIR = dir;
  delete process.env.SMTP_URL;
  delete process.env.DATABASE_URL;
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function post(headers: Record<string, string> = {}) {
  const body = new FormData();
  for (const [name, value] of Object.entries({ form: "contact", name: "Asha", email: "asha@example.in", service: "web", message: "A retried post." })) body.set(name, value);
  return new Request("http://localhost:3000/api/mail", { method: "POST", body, headers });
}

it("stores a post retried with the same Idempotency-Key once and answers both with its id", async () => {
  const receive = createFormReceiver({ forms: mailForms, maxBytes: 64 * 1024 });
  const key = "0b6f4c1e-2f0a-4f8e-9d47-1c2b3a4d5e6f";
  const first = await receive(post({ "idempotency-key": key }));
  const retry = await receive(post({ "idempotency-key": key }));
  expect(await first.json()).toEqual({ ok: true, id: key });
  expect(await retry.json()).toEqual({ ok: true, id: key });
  expect(await listSubmissions()).toHaveLength(1);
});

it("ignores a key that is not a safe id and stores each post on its own", async () => {
  const receive = createFormReceiver({ forms: mailForms, maxBytes: 64 * 1024 });
  await receive(post({ "idempotency-key": "../../etc/passwd" }));
  await receive(post({ "idempotency-key": "../../etc/passwd" }));
  const stored = await listSubmissions();
  expect(stored).toHaveLength(2);
  expect(stored.every((record) => !record.id.includes("/"))).toBe(true);
});
