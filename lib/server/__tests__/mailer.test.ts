/** @jest-environment node */
import { captureLog } from "@/lib/__tests__/log-lines";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { createOutbox } from "../mailer";
import { createFileStore } from "../store/file";

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
    server.listen(port, "127.0.0.1", () =>
      resolve({ server, port: (server.server.address() as AddressInfo).port, received }),
    );
  });
}

const stop = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "mailer-"));
});

/** The file store of this test's folder and its outbox sending to the peer on `port`. */
function backends(port: number) {
  const store = createFileStore(dir);
  const outbox = createOutbox({
    store,
    smtpUrl: `smtp://127.0.0.1:${port}`,
    addresses: { from: "Nexaloom website <no-reply@nexaloom.in>", to: "sales@nexaloom.test" },
    intervalMs: 60_000,
  });
  return {
    store,
    outbox,
    listSubmissions: () => store.list(),
    saveSubmission: store.save,
    deliverPending: outbox.deliverPending,
  };
}
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it("e-mails each stored submission, with its resume, to CONTACT_TO", async () => {
  const peer = await startPeer();
  const { saveSubmission, deliverPending, listSubmissions } = backends(peer.port);
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
  const { saveSubmission, deliverPending, listSubmissions } = backends(peer.port);
  await saveSubmission({
    form: "contact",
    subject: "Contact Page Enquiry",
    fields: { name: "Riya", email: "riya@example.in", message: "Hello" },
  });

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

it("retries from the unsent index only: sent submissions are not read again", async () => {
  const peer = await startPeer();
  const { saveSubmission, deliverPending } = backends(peer.port);
  const sent = await saveSubmission({
    form: "contact",
    subject: "Contact Page Enquiry",
    fields: { name: "Riya", email: "riya@example.in", message: "First" },
  });
  await deliverPending();
  // A sent record the sweep would choke on if it read it: it must not.
  fs.writeFileSync(path.join(dir, `${sent.id}.json`), "{ not json");
  await saveSubmission({
    form: "contact",
    subject: "Contact Page Enquiry",
    fields: { name: "Dev", email: "dev@example.in", message: "Second" },
  });
  await deliverPending();
  await stop(peer.server);
  expect(peer.received.map((mail) => /message: (\w+)/.exec(mail.raw)?.[1])).toEqual(["First", "Second"]);
  expect(fs.readdirSync(path.join(dir, "unsent")).filter((name) => !name.startsWith("."))).toEqual([]);
});

it("sends what an earlier process left unsent once started, with no new submission", async () => {
  const peer = await startPeer();
  // A folder written before the unsent index existed: the record alone, marked unsent.
  const record = {
    id: "2026-01-01T00-00-00-000Z-abcd1234",
    receivedAt: "2026-01-01T00:00:00.000Z",
    form: "faq",
    subject: "FAQ Question",
    fields: { name: "Old", email: "old@example.in", question: "Still there?" },
    delivery: { sent: false, attempts: 3 },
  };
  fs.writeFileSync(path.join(dir, `${record.id}.json`), JSON.stringify(record));
  const { outbox, listSubmissions } = backends(peer.port);
  outbox.start();
  for (let waited = 0; peer.received.length === 0 && waited < 5_000; waited += 50)
    await new Promise((resolve) => setTimeout(resolve, 50));
  await outbox.deliverPending();
  await stop(peer.server);
  expect(peer.received).toHaveLength(1);
  expect(peer.received[0]!.raw).toContain("question: Still there?");
  expect((await listSubmissions())[0]!.delivery).toMatchObject({ sent: true, attempts: 4 });
});

describe("a mail server that refuses, and a record that cannot be read", () => {
  let logged: ReturnType<typeof captureLog>;
  beforeEach(() => {
    logged = captureLog();
  });
  afterEach(() => logged.restore());

  /** A real SMTP peer that answers 535 to every login. */
  function refusingPeer(): Promise<{ server: SMTPServer; port: number }> {
    const server = new SMTPServer({
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      onAuth: (_auth, _session, callback) => callback(new Error("Authentication credentials invalid")),
    });
    return new Promise((resolve) =>
      server.listen(0, "127.0.0.1", () => resolve({ server, port: (server.server.address() as AddressInfo).port })),
    );
  }

  const lead = (index: number) => ({
    form: "contact",
    subject: "New Contact Form Submission",
    fields: { name: `Lead ${index}`, email: `lead-${index}@example.in`, message: `Private words ${index}` },
  });

  it("keeps every submission, logs one line per retry round naming their ids and nothing a visitor wrote, and sends each once when the server accepts", async () => {
    const refusing = await refusingPeer();
    const store = createFileStore(dir);
    const saved = [];
    for (let index = 0; index < 3; index += 1) saved.push(await store.save(lead(index)));
    const outbox = createOutbox({
      store,
      smtpUrl: `smtp://user:wrong@127.0.0.1:${refusing.port}`,
      addresses: { from: "Nexaloom website <no-reply@nexaloom.in>", to: "sales@nexaloom.test" },
      intervalMs: 60_000,
    });
    await outbox.deliverPending();
    await outbox.deliverPending();
    await stop(refusing.server);

    const failures = logged.events("outbox.send_failed");
    expect(failures).toHaveLength(2);
    for (const line of failures) {
      expect(line).toMatchObject({
        level: "error",
        submissions: saved.map(({ id }) => id),
        reason: expect.stringContaining("535"),
      });
      expect(JSON.stringify(line)).not.toMatch(/example\.in|Private words|Lead \d/);
    }
    expect((await store.list()).map((record) => record.delivery)).toEqual(
      saved.map(() => expect.objectContaining({ sent: false, attempts: 2 })),
    );

    const peer = await startPeer();
    const { deliverPending } = backends(peer.port);
    await deliverPending();
    await deliverPending();
    await stop(peer.server);
    expect(peer.received).toHaveLength(3);
    expect((await store.list()).every((record) => record.delivery.sent)).toBe(true);
  });

  it("moves a truncated record aside with its reason, keeps its e-mail waiting, and sends the others", async () => {
    const peer = await startPeer();
    const { store, deliverPending } = backends(peer.port);
    const broken = await store.save(lead(1));
    const fine = await store.save(lead(2));
    const file = path.join(dir, `${broken.id}.json`);
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").slice(0, 40));
    await deliverPending();
    await deliverPending();
    await stop(peer.server);

    expect(peer.received).toHaveLength(1);
    expect(peer.received[0]!.raw).toContain(`Lead 2`);
    expect((await store.list()).map((record) => record.id)).toEqual([fine.id]);
    expect(fs.readFileSync(path.join(dir, "unreadable", `${broken.id}.reason`), "utf8")).toMatch(/not valid JSON/);
    expect(fs.existsSync(path.join(dir, "unreadable", `${broken.id}.json`))).toBe(true);
    // The marker stays: the e-mail is not forgotten, and readiness sees it wait.
    expect(fs.existsSync(path.join(dir, "unsent", broken.id))).toBe(true);
    expect(logged.events("outbox.record_unreadable")).toEqual([
      expect.objectContaining({ level: "error", submissions: [broken.id] }),
    ]);
  });
});
