/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { deliverPending } from "../mailer";
import { listSubmissions, saveSubmission } from "../submission-store";

type Received = { to: string[]; raw: string };

/** A real SMTP peer on loopback that keeps what it receives. */
function startPeer(port = 0): Promise<{ server: SMTPServer; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => resolve({ server, port: (server.server.address() as AddressInfo).port, received }));
  });
}

const stop = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "mailer-"));
  process.env.SUBMISSIONS_DIR = dir;
  process.env.CONTACT_TO = "sales@nexaloom.test";
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it("e-mails each stored submission, with its resume, to CONTACT_TO", async () => {
  const peer = await startPeer();
  process.env.SMTP_URL = `smtp://127.0.0.1:${peer.port}`;
  await saveSubmission({
    form: "career",
    subject: "Career Application",
    fields: { name: "Arjun Mehta", email: "arjun@example.in", skills: "Go, Kafka" },
    resume: { bytes: new TextEncoder().encode("%PDF-1.7 resume"), originalName: "arjun.pdf", kind: "pdf" },
  });
  await deliverPending();
  await stop(peer.server);

  expect(peer.received).toHaveLength(1);
  expect(peer.received[0]!.to).toEqual(["sales@nexaloom.test"]);
  expect(peer.received[0]!.raw).toContain("Subject: [Website] Career Application");
  expect(peer.received[0]!.raw).toContain("skills: Go, Kafka");
  expect(peer.received[0]!.raw).toMatch(/filename=.?resume-.*\.pdf/);
  const [record] = await listSubmissions();
  expect(record!.delivery).toMatchObject({ sent: true, attempts: 1 });
});

it("keeps a submission unsent while the SMTP peer is down and sends it once it is back", async () => {
  const peer = await startPeer();
  await stop(peer.server);
  process.env.SMTP_URL = `smtp://127.0.0.1:${peer.port}`;
  await saveSubmission({ form: "contact", subject: "Contact Page Enquiry", fields: { name: "Riya", email: "riya@example.in", message: "Hello" } });

  await deliverPending();
  let [record] = await listSubmissions();
  expect(record!.delivery.sent).toBe(false);
  expect(record!.delivery.attempts).toBe(1);
  expect(record!.delivery.lastError).toBeTruthy();

  const back = await startPeer(peer.port);
  await deliverPending();
  await deliverPending();
  await stop(back.server);
  [record] = await listSubmissions();
  expect(record!.delivery).toMatchObject({ sent: true, attempts: 2 });
  expect(back.received).toHaveLength(1);
  expect(back.received[0]!.raw).toContain("message: Hello");
});
