/** @jest-environment node */
// Resumes scanned by a real clamd (Debian's clamav-daemon), started by tools/kit/clamd.ts on a free
// loopback port with a one-line signature database for the EICAR test string and AlertOLE2Macros on.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readSettings } from "@/lib/config";
import { careersForms, RESUME_MAX_BYTES } from "@/lib/forms/schemas";
import { metrics } from "@/lib/metrics.mjs";
import { validationMessages } from "@/content/validation-messages";
import { EICAR, freePort, startClamd, type Clamd } from "../../../tools/kit/clamd.ts";
import { clamdScanner, clamdVersion, readVerdict, readVersion } from "../clamd";
import { createFormReceiver } from "../form-receiver";
import { resumeRemovedNote } from "@/content/form-messages";
import { createRuntime } from "../runtime";
import { macroDoc } from "./macro-doc-fixture";
import { startPeer, stop } from "./smtp-peer";
import { storedZip } from "./zip-fixture";
import { career, solvedBy } from "./form-fixtures";

jest.setTimeout(120_000);

let clamdDir: string;
let clamd: Clamd;
beforeAll(async () => {
  clamdDir = fs.mkdtempSync(path.join(os.tmpdir(), "clamd-"));
  clamd = await startClamd({ dir: clamdDir, streamMaxBytes: RESUME_MAX_BYTES * 2 });
});
afterAll(async () => {
  await clamd?.stop();
  fs.rmSync(clamdDir, { recursive: true, force: true });
});

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "submissions-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const address = () => ({ host: "127.0.0.1", port: clamd.port });
const eicarPdf = () => Buffer.from(`%PDF-1.7\n1 0 obj\n<< /Title (${EICAR}) >>\nendobj\n%%EOF\n`);
const cleanPdf = () => Buffer.from("%PDF-1.7\n1 0 obj\n<< /Title (Curriculum vitae) >>\nendobj\n%%EOF\n");
const contentTypes =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';

describe("the INSTREAM client", () => {
  it("says clean for a clean PDF and detected, with the signature, for one carrying EICAR", async () => {
    const scan = clamdScanner(address());
    expect(await scan(cleanPdf())).toEqual({ outcome: "clean" });
    expect(await scan(eicarPdf())).toEqual({ outcome: "detected", signature: "Nexaloom.Test.EICAR.UNOFFICIAL" });
  });

  it("streams a resume of the largest size allowed in chunks and gets a verdict on it", async () => {
    const big = Buffer.alloc(RESUME_MAX_BYTES, 0x20);
    cleanPdf().copy(big);
    Buffer.from(EICAR).copy(big, RESUME_MAX_BYTES - 200);
    expect((await clamdScanner(address())(big)).outcome).toBe("detected");
  });

  it("flags a Word 97 .doc carrying a VBA project (AlertOLE2Macros), and not the same .doc without one", async () => {
    expect(await clamdScanner(address())(macroDoc())).toEqual({
      outcome: "detected",
      signature: "Heuristics.OLE2.ContainsMacros.VBA",
    });
    expect(await clamdScanner(address())(macroDoc({ macros: false }))).toEqual({ outcome: "clean" });
  });

  it("flags an OOXML document whose vbaProject.bin holds that VBA project", async () => {
    const docm = storedZip({
      "[Content_Types].xml": contentTypes,
      "word/document.xml": "<w:document/>",
      "word/vbaProject.bin": macroDoc(),
    });
    expect((await clamdScanner(address())(docm)).outcome).toBe("detected");
  });

  it("counts a scanner that is not there, or any other answer, as not scanned", async () => {
    const nobody = await freePort();
    expect((await clamdScanner({ host: "127.0.0.1", port: nobody })(cleanPdf())).outcome).toBe("unscanned");
    expect(readVerdict("INSTREAM size limit exceeded. ERROR").outcome).toBe("unscanned");
    expect(readVerdict("").outcome).toBe("unscanned");
    expect(readVerdict("stream: OK")).toEqual({ outcome: "clean" });
  });

  it("reads the engine and, when clamd names one, the signatures' date from VERSION", async () => {
    expect((await clamdVersion(address(), 2_000)).engine).toMatch(/^ClamAV 1\./);
    expect(readVersion("ClamAV 1.4.6/27842/Tue Dec  1 09:30:00 2026")).toEqual({
      engine: "ClamAV 1.4.6",
      signatures: 27842,
      signaturesAt: new Date("2026-12-01T09:30:00Z"),
    });
  });
});

/** An application with `resume`; `fields` adds to it, such as the solved challenge a person's browser sends. */
function post(
  resume: File,
  { headers = {}, fields = {} }: { headers?: Record<string, string>; fields?: Record<string, string> } = {},
) {
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...career, ...fields })) body.append(name, value);
  body.append("resume", resume);
  return new Request("http://localhost:3000/api/careers", { method: "POST", body, headers });
}

function receiverWith(env: Record<string, string>) {
  const runtime = createRuntime(readSettings({ SUBMISSIONS_DIR: dir, FORM_RATE_LIMIT: "1000", ...env }));
  const receive = createFormReceiver({
    forms: careersForms,
    maxBytes: RESUME_MAX_BYTES + 64 * 1024,
    resumeForms: ["career"],
    runtime: () => runtime,
  });
  return { runtime, receive };
}

/** Everything the store holds: records and resumes, spam and markers included. */
const kept = () => fs.readdirSync(dir, { recursive: true }).map(String);
const records = () =>
  fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")));

describe("the careers receiver with CLAMD_URL", () => {
  const refusedAtTheField = async (response: Response) => {
    expect(response.status).toBe(422);
    const { message } = await response.json();
    expect(message).toContain(`resume (${validationMessages.resumeFlagged})`);
    expect(kept()).toEqual([]);
  };

  it("refuses a PDF carrying the EICAR string at the resume field with 422 and keeps nothing", async () => {
    const { receive } = receiverWith({ CLAMD_URL: clamd.url });
    const before = (await metrics().resumeScans.get()).values.find(
      (value) => value.labels.outcome === "detected" && value.labels.when === "upload",
    );
    await refusedAtTheField(await receive(post(new File([eicarPdf()], "cv.pdf"))));
    const after = (await metrics().resumeScans.get()).values.find(
      (value) => value.labels.outcome === "detected" && value.labels.when === "upload",
    );
    expect((after?.value ?? 0) - (before?.value ?? 0)).toBe(1);
  });

  it("refuses a .doc with a macro, and a .docx carrying vbaProject.bin, at the resume field", async () => {
    const { receive } = receiverWith({ CLAMD_URL: clamd.url });
    await refusedAtTheField(await receive(post(new File([macroDoc()], "cv.doc"))));
    const docm = storedZip({
      "[Content_Types].xml": contentTypes,
      "word/document.xml": "<w:document/>",
      "word/vbaProject.bin": "macros",
    });
    await refusedAtTheField(await receive(post(new File([docm], "cv.docx"))));
  });

  it("answers a browser's own post (no script) with a 422 page that names the Resume field", async () => {
    const { receive } = receiverWith({ CLAMD_URL: clamd.url });
    const response = await receive(
      post(new File([eicarPdf()], "cv.pdf"), { headers: { accept: "text/html", "sec-fetch-mode": "navigate" } }),
    );
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toMatch(/<strong>Resume[^<]*<\/strong>: Your resume was flagged by our virus scanner/);
    expect(kept()).toEqual([]);
  });

  it("stores a clean resume as it came, ready for its e-mail", async () => {
    const { receive, runtime } = receiverWith({ CLAMD_URL: clamd.url });
    const fields = await solvedBy(runtime);
    expect((await receive(post(new File([cleanPdf()], "cv.pdf"), { fields }))).status).toBe(200);
    const [record] = records();
    expect(record.resume.scan).toBeUndefined();
    expect(fs.existsSync(path.join(dir, "pending-scan"))).toBe(false);
  });
});

describe("with clamd stopped", () => {
  it("keeps the application, holds its resume from the e-mail, and e-mails it once after clamd is back", async () => {
    const peer = await startPeer();
    const { receive, runtime } = receiverWith({
      CLAMD_URL: clamd.url,
      SMTP_URL: `smtp://127.0.0.1:${peer.port}`,
      CONTACT_TO: "careers@nexaloom.test",
    });
    await clamd.stop();
    try {
      const response = await receive(post(new File([cleanPdf()], "cv.pdf"), { fields: await solvedBy(runtime) }));
      expect(response.status).toBe(200);
      const [record] = records();
      expect(record.resume).toMatchObject({ kind: "pdf", scan: "pending" });
      expect(fs.existsSync(path.join(dir, record.resume.file))).toBe(true);

      await runtime.outbox.deliverPending();
      await runtime.outbox.deliverPending();
      expect(peer.received).toHaveLength(0);
      expect((await metrics().pendingScan.get()).values[0]?.value).toBe(1);

      clamd = await startClamd({ dir: clamdDir, port: clamd.port, streamMaxBytes: RESUME_MAX_BYTES * 2 });
      await runtime.outbox.deliverPending();
      await runtime.outbox.deliverPending();
      expect(peer.received).toHaveLength(1);
      expect(peer.received[0]!.raw).toMatch(/filename=.?resume-.*\.pdf/);
      expect(records()[0].resume.scan).toBeUndefined();
      expect(records()[0].delivery).toMatchObject({ sent: true, attempts: 1 });
      expect((await metrics().pendingScan.get()).values[0]?.value).toBe(0);
    } finally {
      await stop(peer.server);
    }
  });

  it("deletes a held resume a later scan flags, and e-mails the application once without it, saying so", async () => {
    const peer = await startPeer();
    const { receive, runtime } = receiverWith({ CLAMD_URL: clamd.url, SMTP_URL: `smtp://127.0.0.1:${peer.port}` });
    await clamd.stop();
    try {
      expect((await receive(post(new File([eicarPdf()], "cv.pdf"), { fields: await solvedBy(runtime) }))).status).toBe(
        200,
      );
      const [held] = records();
      await runtime.outbox.deliverPending();
      expect(peer.received).toHaveLength(0);

      clamd = await startClamd({ dir: clamdDir, port: clamd.port, streamMaxBytes: RESUME_MAX_BYTES * 2 });
      await runtime.outbox.deliverPending();
      await runtime.outbox.deliverPending();
      expect(fs.existsSync(path.join(dir, held.resume.file))).toBe(false);
      expect(records()[0].resume.scan).toBe("removed");
      expect(peer.received).toHaveLength(1);
      expect(peer.received[0]!.raw).not.toMatch(/filename=/);
      expect(peer.received[0]!.raw.replace(/=\r?\n/g, "").replace(/\r?\n/g, " ")).toContain(
        resumeRemovedNote.slice(0, 40),
      );
    } finally {
      await stop(peer.server);
    }
  });
});

describe("without CLAMD_URL", () => {
  it("keeps a resume unscanned, as before the scanner, and e-mails it", async () => {
    const { receive, runtime } = receiverWith({});
    const fields = await solvedBy(runtime);
    expect((await receive(post(new File([eicarPdf()], "cv.pdf"), { fields }))).status).toBe(200);
    expect(records()[0].resume.scan).toBeUndefined();
  });
});
