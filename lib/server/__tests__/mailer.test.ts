/** @jest-environment node */
import { captureLog } from "@/lib/__tests__/log-lines";
import { metrics } from "@/lib/metrics.mjs";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileStoreProbe, recordStoreHealth } from "../health/store-probe";
import { createOutbox } from "../mailer";
import { createFileStore } from "../store/file";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { startPeer, stop } from "./smtp-peer";
import { GIVE_UP_AFTER_ATTEMPTS, GIVE_UP_AFTER_MS } from "../store/retry-schedule";

const repo = path.resolve(__dirname, "../../..");

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "mailer-"));
});

/** A clock a test moves by hand: the outbox's rounds are due by it, so back-off is tested without sleeping. */
type Clock = { now: Date; advance(ms: number): void };
function fakeClock(start = new Date()): Clock {
  const clock: Clock = { now: start, advance: (ms) => (clock.now = new Date(clock.now.getTime() + ms)) };
  return clock;
}

/** The file store of this test's folder and its outbox sending to the peer on `port` (by `clock` when given). */
function backends(port: number, clock?: Clock, credentials = "") {
  const store = createFileStore(dir);
  const outbox = createOutbox({
    store,
    smtpUrl: `smtp://${credentials}127.0.0.1:${port}`,
    addresses: { from: "Nexaloom website <no-reply@nexaloom.in>", to: "sales@nexaloom.test" },
    intervalMs: 60_000,
    now: clock && (() => clock.now),
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

it("keeps a submission unsent while the SMTP peer is down and sends it once it is back and the retry is due", async () => {
  const peer = await startPeer();
  await stop(peer.server);
  const clock = fakeClock();
  const { saveSubmission, deliverPending, listSubmissions } = backends(peer.port, clock);
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
  // Back, but the retry waits its 5 s.
  await deliverPending();
  expect(back.received).toHaveLength(0);
  clock.advance(5_000);
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
    const clock = fakeClock();
    const { store, outbox } = backends(refusing.port, clock, "user:wrong@");
    const saved = [];
    for (let index = 0; index < 3; index += 1) saved.push(await store.save(lead(index)));
    await outbox.deliverPending();
    clock.advance(5_000);
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
    const { deliverPending } = backends(peer.port, clock);
    clock.advance(10_000);
    await deliverPending();
    await deliverPending();
    await stop(peer.server);
    expect(peer.received).toHaveLength(3);
    expect((await store.list()).every((record) => record.delivery.sent)).toBe(true);
  });

  it("says once that the store cannot be read, naming the error's class and code and no path, and once that it can again", async () => {
    const peer = await startPeer();
    const { store, deliverPending } = backends(peer.port);
    await store.save(lead(1));
    const unsent = path.join(dir, "unsent");
    // A file where the unsent index should be: every round fails to read it.
    fs.renameSync(unsent, `${unsent}.away`);
    fs.writeFileSync(unsent, "");
    await deliverPending();
    await deliverPending();
    const broken = [...logged.events("outbox.store_unavailable")];

    fs.rmSync(unsent);
    fs.renameSync(`${unsent}.away`, unsent);
    await deliverPending();
    await deliverPending();
    await stop(peer.server);
    expect(broken).toEqual([expect.objectContaining({ level: "warn", error: "Error", code: expect.any(String) })]);
    expect(JSON.stringify(logged.lines)).not.toContain(dir);
    expect(peer.received).toHaveLength(1);
    expect(logged.events("outbox.store_unavailable.recovered")).toEqual([expect.objectContaining({ level: "info" })]);
    expect(logged.events("outbox.store_unavailable")).toHaveLength(1);
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
    // The marker stays: the e-mail is not forgotten, and the backlog's age sees it wait.
    expect(fs.existsSync(path.join(dir, "unsent", broken.id))).toBe(true);
    expect(logged.events("outbox.record_unreadable")).toEqual([
      expect.objectContaining({ level: "error", submissions: [broken.id] }),
    ]);
  });

  it("retries a failing send on the back-off schedule, and a round skips it until due without reading its record", async () => {
    const refusing = await refusingPeer();
    const clock = fakeClock(new Date("2026-11-26T00:00:00.000Z"));
    const start = clock.now.getTime();
    const { store, outbox } = backends(refusing.port, clock, "user:wrong@");
    const { id } = await store.save(lead(1));
    const file = path.join(dir, `${id}.json`);
    const marker = path.join(dir, "unsent", id);
    const waitingSince = fs.statSync(marker).mtimeMs;
    const delivery = async () => (await store.list())[0]!.delivery;

    await outbox.deliverPending();
    expect(await delivery()).toMatchObject({ attempts: 1, nextAttemptAt: new Date(start + 5_000).toISOString() });
    // Not due: the round neither sends nor reads the record (one it read now would be set aside as unreadable).
    const text = fs.readFileSync(file, "utf8");
    fs.writeFileSync(file, "{ not json");
    clock.advance(4_999);
    await outbox.deliverPending();
    expect(fs.existsSync(path.join(dir, "unreadable"))).toBe(false);
    fs.writeFileSync(file, text);

    // A round every second of the clock for 80 s: a try at 0 s, then after 5, 10, 20 and 40 s.
    const tries = [0];
    for (clock.now = new Date(start + 1_000); clock.now.getTime() <= start + 80_000; clock.advance(1_000)) {
      const before = (await delivery()).attempts;
      await outbox.deliverPending();
      if ((await delivery()).attempts > before) tries.push(clock.now.getTime() - start);
    }
    await stop(refusing.server);
    expect(tries).toEqual([0, 5_000, 15_000, 35_000, 75_000]);
    expect(await delivery()).toMatchObject({
      sent: false,
      attempts: 5,
      nextAttemptAt: new Date(start + 75_000 + 80_000).toISOString(),
    });
    expect(logged.events("outbox.send_failed")).toHaveLength(5);
    // The marker still says since when the e-mail waits: the backlog's age is not reset by a retry.
    expect(Math.abs(fs.statSync(marker).mtimeMs - waitingSince)).toBeLessThan(1);
  });

  it("after a day of tries marks it failed: logged once, counted apart from the backlog and its age, and sent once after outbox:retry", async () => {
    const refusing = await refusingPeer();
    const clock = fakeClock();
    const start = clock.now.getTime();
    const { store, outbox } = backends(refusing.port, clock, "user:wrong@");
    const { id } = await store.save(lead(7));
    const emails = async (outcome: string) =>
      (await metrics().emails.get()).values.find((value) => value.labels.outcome === outcome)?.value ?? 0;
    const before = { failed: await emails("failed"), gaveUp: await emails("gave_up") };

    // Each round when the record says its next try is due, until it gives up.
    let rounds = 0;
    for (;;) {
      await outbox.deliverPending();
      rounds += 1;
      const { delivery } = (await store.list())[0]!;
      if (delivery.failedAt || rounds > GIVE_UP_AFTER_ATTEMPTS) break;
      clock.now = new Date(delivery.nextAttemptAt!);
    }
    expect(rounds).toBe(GIVE_UP_AFTER_ATTEMPTS);
    expect(clock.now.getTime() - start).toBeGreaterThanOrEqual(GIVE_UP_AFTER_MS);
    expect((await store.list())[0]!.delivery).toMatchObject({
      sent: false,
      attempts: GIVE_UP_AFTER_ATTEMPTS,
      failedAt: clock.now.toISOString(),
      lastError: expect.stringContaining("535"),
    });
    expect(fs.readdirSync(path.join(dir, "unsent")).filter((name) => !name.startsWith("."))).toEqual([]);
    expect(fs.readdirSync(path.join(dir, "failed"))).toEqual([id]);

    // No more automatic tries, however long the rounds go on.
    for (let hour = 0; hour < 48; hour += 1) {
      clock.advance(60 * 60_000);
      await outbox.deliverPending();
    }
    await stop(refusing.server);
    expect((await store.list())[0]!.delivery.attempts).toBe(GIVE_UP_AFTER_ATTEMPTS);

    const gaveUp = logged.events("outbox.gave_up");
    expect(gaveUp).toEqual([
      expect.objectContaining({ level: "error", submissions: [id], reason: expect.stringContaining("535") }),
    ]);
    expect(JSON.stringify(gaveUp)).not.toMatch(/example\.in|Private words|Lead \d/);
    expect(logged.events("outbox.send_failed")).toHaveLength(GIVE_UP_AFTER_ATTEMPTS - 1);
    expect(await emails("gave_up")).toBe(before.gaveUp + 1);
    expect(await emails("failed")).toBe(before.failed + GIVE_UP_AFTER_ATTEMPTS - 1);

    // The gauges, as the background probe of the store sets them: counted apart, not in the oldest unsent age.
    recordStoreHealth(await fileStoreProbe(dir)());
    const scraped = (await metrics().registry.metrics()).split("\n");
    expect(scraped).toContain("nexaloom_outbox_failed 1");
    expect(scraped).toContain("nexaloom_outbox_backlog 0");
    expect(scraped).toContain("nexaloom_outbox_oldest_unsent_seconds 0");

    // The operator's retry, through the script and the site's settings.
    const said = execFileSync(process.execPath, ["scripts/outbox-retry.mjs"], {
      cwd: repo,
      env: { PATH: process.env.PATH, NODE_ENV: "test", SUBMISSIONS_DIR: dir },
      encoding: "utf8",
    });
    expect(said).toContain(`1 failed e-mail(s) due again`);
    expect(said).toContain(id);
    expect(await fileStoreProbe(dir)()).toMatchObject({ failed: 0, unsent: 1 });
    expect((await store.list())[0]!.delivery).toEqual({
      sent: false,
      attempts: 0,
      lastError: expect.stringContaining("535"),
      retriedAt: expect.any(String),
    });

    const peer = await startPeer();
    const accepting = backends(peer.port, clock);
    await accepting.deliverPending();
    clock.advance(60 * 60_000);
    await accepting.deliverPending();
    await stop(peer.server);
    expect(peer.received).toHaveLength(1);
    expect(peer.received[0]!.raw).toContain("Private words 7");
    expect((await store.list())[0]!.delivery).toMatchObject({ sent: true, attempts: 1 });
    expect(fs.readdirSync(path.join(dir, "failed"))).toEqual([]);
    expect(logged.events("outbox.gave_up")).toHaveLength(1);
  }, 60_000);

  it("finishes marking a record failed that a stopped process left with its marker still in unsent/", async () => {
    const peer = await startPeer();
    const { store, deliverPending } = backends(peer.port);
    const { id } = await store.save(lead(3));
    const file = path.join(dir, `${id}.json`);
    const record = JSON.parse(fs.readFileSync(file, "utf8"));
    record.delivery = { sent: false, attempts: GIVE_UP_AFTER_ATTEMPTS, failedAt: new Date().toISOString() };
    fs.writeFileSync(file, JSON.stringify(record));
    await deliverPending();
    await stop(peer.server);
    expect(peer.received).toHaveLength(0);
    expect(fs.existsSync(path.join(dir, "unsent", id))).toBe(false);
    expect(fs.readdirSync(path.join(dir, "failed"))).toEqual([id]);
  });
});
