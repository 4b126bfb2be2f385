/** @jest-environment node */
import { captureLog } from "@/lib/__tests__/log-lines";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { careersForms, mailForms, RESUME_MAX_BYTES } from "@/lib/forms/schemas";
import { readSettings } from "@/lib/config";
import { createFormReceiver } from "../form-receiver";
import { createRuntime } from "../runtime";
import { HONEYPOT_FIELD } from "@/lib/forms/honeypot";
import { career, contact, solvedBy } from "./form-fixtures";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "submissions-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/**
 * A receiver with the backends of a process whose SUBMISSIONS_DIR is `folder` (this test's own unless
 * given); its `runtime` issues the challenges a person's browser solves for it.
 */
function receiver(options: Omit<Parameters<typeof createFormReceiver>[0], "runtime">, folder?: string) {
  const runtime = createRuntime(readSettings({ SUBMISSIONS_DIR: folder ?? dir, FORM_RATE_LIMIT: "1000" }));
  return Object.assign(createFormReceiver({ ...options, runtime: () => runtime }), { runtime });
}
const mail = () => receiver({ forms: mailForms, maxBytes: 64 * 1024 });
const careers = (folder?: string) =>
  receiver({ forms: careersForms, maxBytes: RESUME_MAX_BYTES + 64 * 1024, resumeForms: ["career"] }, folder);

function post(fields: Record<string, string | File>, headers: Record<string, string> = {}) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request("http://localhost:3000/api/mail", { method: "POST", body, headers });
}
const navigation = { "sec-fetch-mode": "navigate", accept: "text/html" };
const backLink = (html: string) => /<a class="back" href="([^"]*)"/.exec(html)?.[1];

const filesIn = (folder: string) =>
  fs.existsSync(folder) ? fs.readdirSync(folder, { recursive: true }).map(String) : [];

describe("origin", () => {
  it("takes Origin: null (a sandboxed frame on any site) as foreign: 403, nothing stored", async () => {
    const response = await mail()(post(contact, { origin: "null" }));
    expect(response.status).toBe(403);
    expect(filesIn(dir)).toEqual([]);
  });
});

describe("the form field", () => {
  it.each(["toString", "constructor", "__proto__", "hasOwnProperty"])(
    "form=%s is an unknown form: 400, not 500",
    async (name) => {
      for (const receive of [mail(), careers()]) {
        const response = await receive(post({ ...contact, form: name }));
        expect(response.status).toBe(400);
        expect((await response.json()).message).toMatch(/Unknown form/);
      }
    },
  );
});

describe("a refusal page's Back link", () => {
  it.each([
    ["http://localhost:3000//evil.example/phish", "/contact"],
    ["http://localhost:3000/\\evil.example/phish", "/contact"],
    ["https://evil.example/phish", "/contact"],
    ["http://localhost:3000/training", "/training"],
  ])("after Referer %s leads to %s", async (referer, expected) => {
    const response = await mail()(post({ ...contact, form: "toString" }, { ...navigation, referer }));
    expect(response.status).toBe(400);
    expect(backLink(await response.text())).toBe(expected);
  });

  it("for a known form leads to that form's own anchor", async () => {
    const response = await mail()(
      post({ ...contact, email: "nope" }, { ...navigation, referer: "http://localhost:3000//evil.example/x" }),
    );
    expect(response.status).toBe(400);
    expect(backLink(await response.text())).toBe("/contact#contact-form");
  });
});

describe("a post that filled the honeypot", () => {
  it("gets the same answer as a real one, an id included", async () => {
    const receive = mail();
    const real = await (await receive(post({ ...contact, ...(await solvedBy(receive.runtime)) }))).json();
    const spam = await (
      await receive(post({ ...contact, ...(await solvedBy(receive.runtime)), [HONEYPOT_FIELD]: "http://spam.example" }))
    ).json();
    expect(Object.keys(spam).sort()).toEqual(Object.keys(real).sort());
    expect(spam).toEqual({ ok: true, id: expect.stringMatching(/\S{16,}/) });
  });

  it("is held whole, resume included, apart from the leads, so a person's can be released", async () => {
    const bytes = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(64 * 1024, 0x20)]);
    // Solved, as a bot driving a real browser would: the honeypot alone holds it.
    const receive = careers();
    const response = await receive(
      post({
        ...career,
        ...(await solvedBy(receive.runtime)),
        [HONEYPOT_FIELD]: "x",
        resume: new File([bytes], "cv.pdf"),
      }),
    );
    expect(response.status).toBe(200);
    expect(filesIn(dir).filter((name) => !name.startsWith("held"))).toEqual([]);
    const heldDir = path.join(dir, "held");
    const kept = filesIn(heldDir).sort();
    expect(kept).toHaveLength(2);
    expect(
      fs.readFileSync(
        path.join(
          heldDir,
          kept.find((name) => name.endsWith(".pdf"))!,
        ),
      ),
    ).toEqual(bytes);
  });
});

/**
 * A SUBMISSIONS_DIR that refuses writes, as a full or read-only disk does: a 64 KiB tmpfs as root (file
 * modes do not stop root), a read-only folder otherwise.
 */
function unwritableDir(): { path: string; release: () => void } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "full-"));
  if (process.getuid?.() === 0) {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", folder]);
    fs.writeFileSync(path.join(folder, "filler"), Buffer.alloc(60 * 1024));
    return {
      path: folder,
      release: () => (execFileSync("umount", [folder]), fs.rmSync(folder, { recursive: true, force: true })),
    };
  }
  fs.chmodSync(folder, 0o555);
  return {
    path: folder,
    release: () => (fs.chmodSync(folder, 0o755), fs.rmSync(folder, { recursive: true, force: true })),
  };
}

describe("a write that fails", () => {
  it("answers 500, leaves no temp file or resume behind and logs one line without personal data", async () => {
    const disk = unwritableDir();
    const logged = captureLog();
    try {
      const before = filesIn(disk.path);
      const resume = new File([Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(200 * 1024, 0x20)])], "cv.pdf");
      const receive = careers(disk.path);
      const response = await receive(post({ ...career, ...(await solvedBy(receive.runtime)), resume }));
      expect(response.status).toBe(500);
      expect((await response.json()).message).toMatch(/could not save/);
      expect(filesIn(disk.path)).toEqual(before);
      expect(logged.lines).toHaveLength(1);
      expect(logged.lines[0]).toMatchObject({
        level: "error",
        event: "submission.save_failed",
        route: "/api/mail",
        requestId: expect.stringMatching(/^[\w-]{8,}$/),
        form: "career",
        code: expect.stringMatching(/^(ENOSPC|EACCES|EROFS)$/),
      });
      expect(JSON.stringify(logged.lines[0])).not.toMatch(/arjun|Arjun|example\.in|cv\.pdf/);
    } finally {
      logged.restore();
      disk.release();
    }
  });

  it("removes the written resume when the record after it cannot be written", async () => {
    const key = "retry-key-0123456789";
    // A folder where the record must go: the rename onto it fails after the resume was written.
    fs.mkdirSync(path.join(dir, `${key}.json`, "occupied"), { recursive: true });
    const logged = captureLog();
    try {
      const receive = careers();
      const response = await receive(
        post(
          { ...career, ...(await solvedBy(receive.runtime)), resume: new File([Buffer.from("%PDF-1.7\n")], "cv.pdf") },
          { "idempotency-key": key },
        ),
      );
      expect(response.status).toBe(500);
      expect(
        filesIn(dir)
          .filter((name) => name !== "unsent")
          .sort(),
      ).toEqual([`${key}.json`, `${key}.json/occupied`]);
      expect(filesIn(path.join(dir, "unsent"))).toEqual([]);
      expect(logged.events("submission.save_failed")).toHaveLength(1);
    } finally {
      logged.restore();
    }
  });
});

describe("PostgreSQL away", () => {
  /** A receiver whose PostgreSQL refuses connections (stopped), its spool in this test's folder, capped at 1 MB. */
  function stoppedDatabase() {
    const runtime = createRuntime(
      readSettings({
        DATABASE_URL: "postgres://nexaloom@127.0.0.1:9/nexaloom",
        SPOOL_DIR: path.join(dir, "spool"),
        SPOOL_MAX_MB: "1",
        FORM_RATE_LIMIT: "1000",
        ALTCHA_HMAC_KEY: "receiver-edges-challenge-key-0123456789abcdef",
      }),
    );
    return Object.assign(createFormReceiver({ forms: mailForms, maxBytes: 64 * 1024, runtime: () => runtime }), {
      runtime,
    });
  }

  it("accepts into the spool: 200 with its id to fetch, the 303 to /thank-you to a browser's own post", async () => {
    const logged = captureLog();
    try {
      const receive = stoppedDatabase();
      const response = await receive(post({ ...contact, ...(await solvedBy(receive.runtime)) }));
      expect(response.status).toBe(200);
      const { id } = await response.json();
      const browser = await receive(post({ ...contact, ...(await solvedBy(receive.runtime)) }, navigation));
      expect(browser.status).toBe(303);
      expect(browser.headers.get("location")).toBe("/thank-you");
      const spooled = filesIn(path.join(dir, "spool"));
      expect(spooled).toHaveLength(2);
      expect(spooled.some((name) => name.endsWith(`-${id}.json`))).toBe(true);
      // Leads, each: drained into PostgreSQL to be e-mailed, not held.
      for (const name of spooled)
        expect(JSON.parse(fs.readFileSync(path.join(dir, "spool", name), "utf8")).held).toBeUndefined();
    } finally {
      logged.restore();
    }
  });

  it("answers 503 with the could-not-save message once the spool is full, logged without personal data", async () => {
    fs.mkdirSync(path.join(dir, "spool"), { recursive: true });
    fs.writeFileSync(path.join(dir, "spool", "000000000000001-earlier.json"), Buffer.alloc(1024 * 1024, 0x20));
    const logged = captureLog();
    try {
      const receive = stoppedDatabase();
      const response = await receive(post({ ...contact, ...(await solvedBy(receive.runtime)) }));
      expect(response.status).toBe(503);
      expect((await response.json()).message).toBe("We could not save your submission. Please try again.");
      expect(logged.events("submission.spool_full")).toEqual([expect.objectContaining({ form: "contact" })]);
      expect(JSON.stringify(logged.lines)).not.toMatch(/riya|Riya|example\.in/);
      expect(filesIn(path.join(dir, "spool"))).toEqual(["000000000000001-earlier.json"]);
    } finally {
      logged.restore();
    }
  });
});
