/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readSettings } from "@/lib/config";
import { mailForms } from "@/lib/forms/schemas";
import { createFormReceiver } from "../form-receiver";
import { createRuntime } from "../runtime";
import { createFileStore } from "../store/file";
import { IdempotencyConflict } from "../store/types";
import { solvedBy } from "./form-fixtures";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "idempotency-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A receiver whose `runtime` issues the challenges a person's browser solves for it. */
const receiver = () => {
  const runtime = createRuntime(readSettings({ SUBMISSIONS_DIR: dir }));
  return Object.assign(createFormReceiver({ forms: mailForms, maxBytes: 64 * 1024, runtime: () => runtime }), {
    runtime,
  });
};

/** A contact post carrying `solution`: a browser resends a post as it was, solution included. */
function post(
  headers: Record<string, string> = {},
  message = "A retried post.",
  solution: Record<string, string> = {},
) {
  const body = new FormData();
  for (const [name, value] of Object.entries({
    form: "contact",
    name: "Asha",
    email: "asha@example.in",
    service: "web",
    message,
    ...solution,
  }))
    body.set(name, value);
  return new Request("http://localhost:3000/api/mail", { method: "POST", body, headers });
}

const key = "0b6f4c1e-2f0a-4f8e-9d47-1c2b3a4d5e6f";

it("stores a post retried with the same Idempotency-Key once and answers both with its id", async () => {
  const receive = receiver();
  const solution = await solvedBy(receive.runtime);
  const first = await receive(post({ "idempotency-key": key }, undefined, solution));
  const retry = await receive(post({ "idempotency-key": key }, undefined, solution));
  expect(await first.json()).toEqual({ ok: true, id: key });
  expect(await retry.json()).toEqual({ ok: true, id: key });
  expect(await createFileStore(dir).list()).toHaveLength(1);
  // The retry's solution counts again under its key: it is not held as a replay.
  expect(fs.existsSync(path.join(dir, "held"))).toBe(false);
});

it("answers 422 to the same Idempotency-Key with a different body, and keeps the first submission", async () => {
  const receive = receiver();
  const solution = await solvedBy(receive.runtime);
  expect((await receive(post({ "idempotency-key": key }, "The first message.", solution))).status).toBe(200);
  const reused = await receive(post({ "idempotency-key": key }, "Something else entirely.", solution));
  expect(reused.status).toBe(422);
  expect((await reused.json()).message).toMatch(/Idempotency-Key/);
  const stored = await createFileStore(dir).list();
  expect(stored).toHaveLength(1);
  expect(stored[0]!.fields.message).toBe("The first message.");
});

it("answers 422 when the store was made by another bundle of the process, with its own copy of the conflict's class", async () => {
  // Next bundles each route, and instrumentation (which makes the runtime at boot) separately: the store's
  // IdempotencyConflict is then not the receiver's class, and the cluster got a 500 here.
  let otherBundle!: typeof import("../runtime");
  jest.isolateModules(() => {
    otherBundle = jest.requireActual<typeof import("../runtime")>("../runtime");
  });
  const runtime = otherBundle.createRuntime(readSettings({ SUBMISSIONS_DIR: dir }));
  const receive = createFormReceiver({ forms: mailForms, maxBytes: 64 * 1024, runtime: () => runtime });
  const solution = await solvedBy(runtime);
  expect((await receive(post({ "idempotency-key": key }, "The first message.", solution))).status).toBe(200);
  const reused = await receive(post({ "idempotency-key": key }, "Something else entirely.", solution));
  expect(reused.status).toBe(422);
  expect((await createFileStore(dir).list())[0]!.fields.message).toBe("The first message.");
});

it("reports the conflict from the store itself, resume bytes included in what the key is bound to", async () => {
  const store = createFileStore(dir);
  const submission = (bytes: string) => ({
    id: key,
    form: "career",
    subject: "Career Application",
    fields: { name: "Arjun", email: "arjun@example.in" },
    resume: { bytes: new TextEncoder().encode(bytes), originalName: "cv.pdf", kind: "pdf" as const },
  });
  await store.save(submission("%PDF-1.7 first"));
  await expect(store.save(submission("%PDF-1.7 first"))).resolves.toMatchObject({ id: key });
  await expect(store.save(submission("%PDF-1.7 other"))).rejects.toBeInstanceOf(IdempotencyConflict);
});

it.each(["../../etc/passwd", "short", "x".repeat(81), "has spaces in it, sixteen+"])(
  "refuses a key that is not a safe id (%j) before any store sees it, and stores nothing",
  async (bad) => {
    const receive = receiver();
    const answer = await receive(post({ "idempotency-key": bad }));
    expect(answer.status).toBe(400);
    expect((await answer.json()).message).toMatch(/Idempotency-Key/);
    expect(await createFileStore(dir).list()).toHaveLength(0);
  },
);
