/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readSettings } from "@/lib/config";
import { createRetentionSweep } from "../retention-sweep";
import { createFileStore } from "../store/file";
import { createSpool } from "../store/spool";
import { withSpool } from "../store/spooled";
import type { NewSubmission } from "../store/types";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "retention-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** `months` after now, as the sweep's clock. */
const monthsOn = (months: number) => {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() + months);
  date.setUTCDate(date.getUTCDate() + 1);
  return date;
};
const fields = (name: string) => ({ name, email: `${name.toLowerCase()}@example.in`, message: "Hello." });
const pdf = new Uint8Array(Buffer.from("%PDF-1.4\n%%EOF\n"));
const enquiry: NewSubmission = { form: "contact", subject: "Contact", fields: fields("Enquiry") };
const application: NewSubmission = {
  form: "career",
  subject: "Career",
  fields: fields("Applicant"),
  resume: { bytes: pdf, originalName: "cv.pdf", kind: "pdf" },
};
const consented: NewSubmission = { ...application, fields: { ...fields("Consented"), keepResume: "yes" } };
const held: NewSubmission = { ...enquiry, fields: fields("Held"), held: true };

const names = (folder: string) =>
  fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => !name.startsWith(".")) : [];
const keptNames = (store: ReturnType<typeof createFileStore>) =>
  store.list().then((all) => all.map((record) => record.fields.name));

describe("the retention sweep (defaults: enquiries 24 months, applications 12 or 24 with consent, held posts 12)", () => {
  it("deletes each file-store record, its resume and its unsent marker, once its kind's period is over", async () => {
    const store = createFileStore(dir);
    for (const submission of [enquiry, application, consented, held]) await store.save(submission);
    const retention = createRetentionSweep(store, readSettings({}).retentionMonths);

    expect(await retention.sweep(monthsOn(11))).toBe(0);
    expect(await retention.sweep(monthsOn(12))).toBe(2);
    expect(await keptNames(store)).toEqual(expect.arrayContaining(["Enquiry", "Consented"]));
    expect(await keptNames(store)).toHaveLength(2);
    expect(names(path.join(dir, "held"))).toEqual([]);
    expect(names(dir).filter((name) => name.endsWith(".pdf"))).toHaveLength(1);
    expect(names(path.join(dir, "unsent"))).toHaveLength(2);

    expect(await retention.sweep(monthsOn(23))).toBe(0);
    expect(await retention.sweep(monthsOn(24))).toBe(2);
    expect(names(dir).filter((name) => /\.(json|pdf)$/.test(name))).toEqual([]);
    expect(names(path.join(dir, "unsent"))).toEqual([]);
  });

  it("follows the settings, and deletes what waits in the spool past its period", async () => {
    const spool = createSpool({ dir: path.join(dir, "spool"), maxBytes: 1024 * 1024 });
    const receivedAt = new Date().toISOString();
    await spool.add({ ...enquiry, id: "spooled-enquiry-000001", receivedAt });
    await spool.add({ ...held, id: "spooled-held-000000001", receivedAt });
    const store = withSpool(createFileStore(path.join(dir, "store")), spool, 1_000);
    const retention = createRetentionSweep(
      store,
      readSettings({ RETENTION_ENQUIRY_MONTHS: "3", RETENTION_HELD_MONTHS: "1" }).retentionMonths,
    );

    expect(await retention.sweep(monthsOn(0))).toBe(0);
    expect(await retention.sweep(monthsOn(1))).toBe(1);
    expect((await spool.entries()).length).toBe(1);
    expect(await retention.sweep(monthsOn(3))).toBe(1);
    expect(await spool.entries()).toEqual([]);
  });
});
