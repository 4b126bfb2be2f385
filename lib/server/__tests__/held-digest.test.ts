/** @jest-environment node */
// Issue 53: once a day (the Asia/Kolkata calendar day, for the day before) one instance e-mails CONTACT_TO
// a digest of the posts held back: counts per form and the first 50, each with its id, time, form, name,
// e-mail and the start of its message. Exactly one instance sends it, however many check.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readSettings } from "@/lib/config";
import { HONEYPOT_FIELD } from "@/lib/forms/honeypot";
import { mailForms } from "@/lib/forms/schemas";
import { SOCKET_ADDRESS_HEADER } from "../client-address";
import { createFormReceiver } from "../form-receiver";
import { HELD_DIGEST_SHOWN, previousKolkataDay } from "../held-digest";
import { createRuntime } from "../runtime";
import { createFileStore } from "../store/file";
import { contact, solvedBy } from "./form-fixtures";
import { startPeer, stop } from "./smtp-peer";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "held-digest-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const DAY_MS = 24 * 60 * 60 * 1000;
/** The digest of the Kolkata day the posts arrived on is sent the day after: a check a day from now sends it. */
const tomorrow = () => new Date(Date.now() + DAY_MS);

const runtimeWith = (env: Record<string, string>) =>
  createRuntime(
    readSettings({
      SUBMISSIONS_DIR: dir,
      FORM_RATE_LIMIT: "1000",
      LOG_LEVEL: "silent",
      CONTACT_TO: "leads@nexaloom.in",
      ...env,
    }),
  );

/** The e-mail's text as sent: quoted-printable soft breaks joined, =XX decoded, CRLF read as LF. */
const bodyOf = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  )
    .toString("utf8")
    .replace(/\r\n/g, "\n");

function post(fields: Record<string, string>, address = "203.0.113.9") {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request("http://localhost:3000/api/mail", {
    method: "POST",
    body,
    headers: { [SOCKET_ADDRESS_HEADER]: address },
  });
}

describe("the Asia/Kolkata day", () => {
  it("is the calendar day before the one it is in India, midnight to midnight at UTC+05:30", () => {
    expect(previousKolkataDay(new Date("2026-12-02T18:31:00Z"))).toEqual({
      day: "2026-12-02",
      from: new Date("2026-12-01T18:30:00Z"),
      to: new Date("2026-12-02T18:30:00Z"),
    });
    expect(previousKolkataDay(new Date("2026-12-02T18:29:59Z")).day).toBe("2026-12-01");
    expect(previousKolkataDay(new Date("2027-01-01T00:00:00Z")).day).toBe("2026-12-31");
  });
});

describe("the daily digest of held posts", () => {
  it("is sent once to CONTACT_TO by one of two instances sharing the store, with counts per form and each post", async () => {
    const peer = await startPeer();
    try {
      const env = { SMTP_URL: `smtp://127.0.0.1:${peer.port}` };
      const [a, b] = [runtimeWith(env), runtimeWith(env)];
      const receive = createFormReceiver({ forms: mailForms, maxBytes: 64 * 1024, runtime: () => a });
      const held = (fields: Record<string, string>) => receive(post({ ...fields, [HONEYPOT_FIELD]: "bot" }));
      const ids: string[] = [];
      for (const fields of [
        {
          ...contact,
          name: "Spam Bot",
          email: "bot@spam.example",
          message:
            "Cheap   watches\nat a great price, click here now before this offer ends forever and ever, no kidding at all, really.",
        },
        { ...contact, name: "Riya Sharma", message: "Autofill filled the hidden field." },
      ])
        ids.push(((await (await held(fields)).json()) as { id: string }).id);
      // Another form's, stored as its receiver would.
      const question = { name: "Quiz Bot", email: "quiz@spam.example", message: "Is this a question?" };
      ids.push((await a.store.save({ form: "faq", subject: "FAQ Question", fields: question, held: true })).id);
      // A lead is not in it.
      expect((await receive(post({ ...contact, message: "A real enquiry.", ...(await solvedBy(a)) }))).status).toBe(
        200,
      );
      await a.outbox.deliverPending();
      expect(peer.received).toHaveLength(1);

      const when = tomorrow();
      const outcomes = await Promise.all([a.heldDigest.run(when), b.heldDigest.run(when)]);
      expect(outcomes.sort()).toEqual(["sent", "taken"]);
      expect(await Promise.all([a.heldDigest.run(when), b.heldDigest.run(when)])).toEqual(["taken", "taken"]);
      expect(peer.received).toHaveLength(2);

      const digest = peer.received[1]!;
      expect(digest.to).toEqual(["leads@nexaloom.in"]);
      const text = bodyOf(digest.raw);
      const { day } = previousKolkataDay(when);
      expect(text).toContain(`Subject: [Website] 3 held posts on ${day}`);
      expect(text).toContain(`3 posts were held back on ${day} (India time)`);
      expect(text).toContain("  contact (Contact Page Enquiry): 2");
      expect(text).toContain("  faq (FAQ Question): 1");
      expect(text).toContain("The held posts:");
      const records = await createFileStore(dir).heldSummary(new Date(0), when, 10);
      const at = Object.fromEntries(records.first.map((record) => [record.id, record.receivedAt]));
      expect(text).toContain(
        `${ids[0]} | ${at[ids[0]!]} | contact | Spam Bot | bot@spam.example | Cheap watches at a great price, click here now before this offer ends forever an\n`,
      );
      expect(text).toContain(
        `${ids[1]} | ${at[ids[1]!]} | contact | Riya Sharma | riya@example.in | Autofill filled the hidden field.`,
      );
      expect(text).toContain(`${ids[2]} | ${at[ids[2]!]} | faq | Quiz Bot | quiz@spam.example | Is this a question?`);
      expect(text).not.toContain("A real enquiry.");
      expect(text).toContain("npm run data -- release ID");
    } finally {
      await stop(peer.server);
    }
  }, 30_000);

  it("lists the first 50 of more, oldest first, and counts them all", async () => {
    const peer = await startPeer();
    try {
      const runtime = runtimeWith({ SMTP_URL: `smtp://127.0.0.1:${peer.port}` });
      for (let i = 0; i < HELD_DIGEST_SHOWN + 2; i += 1)
        await runtime.store.save({
          form: "contact",
          subject: "Contact Page Enquiry",
          fields: { name: `Bot ${i}`, email: `bot${i}@spam.example`, message: `Spam number ${i}.` },
          held: true,
        });
      expect(await runtime.heldDigest.run(tomorrow())).toBe("sent");
      const text = bodyOf(peer.received[0]!.raw);
      expect(text).toContain("52 posts were held back");
      expect(text).toContain("  contact (Contact Page Enquiry): 52");
      expect(text).toContain("The first 50 of 52 (npm run data -- held lists them all):");
      expect(text).toContain("| Spam number 0.");
      expect(text).toContain("| Spam number 49.");
      expect(text).not.toContain("Spam number 50.");
      expect(text.match(/ \| contact \| Bot /g)).toHaveLength(50);
    } finally {
      await stop(peer.server);
    }
  }, 30_000);

  it("is not sent when nothing was held, nor without SMTP_URL, nor for today's posts", async () => {
    const peer = await startPeer();
    try {
      const runtime = runtimeWith({ SMTP_URL: `smtp://127.0.0.1:${peer.port}` });
      expect(await runtime.heldDigest.run(tomorrow())).toBe("empty");
      await runtime.store.save({
        form: "contact",
        subject: "Contact Page Enquiry",
        fields: { name: "Bot" },
        held: true,
      });
      // Today's held posts wait for tomorrow's digest.
      expect(await runtime.heldDigest.run(new Date())).toBe("empty");
      expect(await runtimeWith({}).heldDigest.run(tomorrow())).toBe("off");
      expect(peer.received).toEqual([]);
      expect(fs.existsSync(path.join(dir, "held-digests"))).toBe(false);
    } finally {
      await stop(peer.server);
    }
  });

  it("gives the day back when the mail server did not take it, so a later check sends it once", async () => {
    const peer = await startPeer();
    const { port } = peer;
    await stop(peer.server);
    const runtime = runtimeWith({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    await runtime.store.save({ form: "contact", subject: "Contact Page Enquiry", fields: { name: "Bot" }, held: true });
    expect(await runtime.heldDigest.run(tomorrow())).toBe("failed");
    const back = await startPeer(port);
    try {
      expect(await runtime.heldDigest.run(tomorrow())).toBe("sent");
      expect(await runtime.heldDigest.run(tomorrow())).toBe("taken");
      expect(back.received).toHaveLength(1);
    } finally {
      await stop(back.server);
    }
  }, 30_000);
});
