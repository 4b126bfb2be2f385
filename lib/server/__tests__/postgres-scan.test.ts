/** @jest-environment node */
// The PostgreSQL store's side of resume scans (migrations/008) against a real PostgreSQL from Debian,
// started in a temporary folder: a held resume is never claimed by the outbox, a rescan that cannot
// scan keeps it held, a clean one releases it to be e-mailed once with its resume, a flagged one
// deletes the bytes and is e-mailed without them. And the daily digest of held posts (migrations/010):
// the Asia/Kolkata day's held rows, sent by exactly one of two stores sharing the database.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { aptInstall } from "../../../tools/kit/apt.mjs";
import { freePort } from "../../../tools/kit/clamd.ts";
import { waitFor } from "../../../tools/kit/processes.ts";
import { createHeldDigest } from "../held-digest";
import { lazyPool } from "../store/pool";
import { createPostgresStore } from "../store/postgres";
import type { NewSubmission, Unsent } from "../store/types";
import { startPeer, stop } from "./smtp-peer";

jest.setTimeout(120_000);

function postgresBin(): string {
  const root = "/usr/lib/postgresql";
  const newest = () =>
    fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a))[0] : undefined;
  if (!newest()) aptInstall(["postgresql"], (message) => process.stderr.write(`${message}\n`));
  return path.join(root, newest() as string, "bin");
}

let dir: string;
let server: ChildProcess;
let url: string;
let pool: () => pg.Pool;

beforeAll(async () => {
  const bin = postgresBin();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "pg-scan-"));
  const data = path.join(dir, "pg");
  fs.mkdirSync(data, { mode: 0o700 });
  const asPostgres =
    process.getuid?.() === 0
      ? { uid: Number(execFileSync("id", ["-u", "postgres"])), gid: Number(execFileSync("id", ["-g", "postgres"])) }
      : {};
  if (asPostgres.uid !== undefined) {
    fs.chownSync(dir, asPostgres.uid, asPostgres.gid);
    fs.chownSync(data, asPostgres.uid, asPostgres.gid);
  }
  execFileSync(path.join(bin, "initdb"), ["-D", data, "-U", "nexaloom", "--auth=trust", "--no-sync"], {
    stdio: "ignore",
    ...asPostgres,
  });
  const port = await freePort();
  server = spawn(
    path.join(bin, "postgres"),
    ["-D", data, "-p", String(port), "-c", "listen_addresses=127.0.0.1", "-c", `unix_socket_directories=${data}`],
    { stdio: "ignore", ...asPostgres },
  );
  url = `postgres://nexaloom@127.0.0.1:${port}/postgres`;
  await waitFor("PostgreSQL", async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.end();
    return true;
  });
  // Every migration in name order, as scripts/migrate.mjs applies them (which jest cannot import: top-level await).
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const migrations = path.resolve(__dirname, "../../../migrations");
  for (const name of fs
    .readdirSync(migrations)
    .filter((file) => file.endsWith(".sql"))
    .sort())
    await client.query(fs.readFileSync(path.join(migrations, name), "utf8"));
  await client.end();
  pool = lazyPool({ url, poolSize: 2 });
});

afterAll(async () => {
  await pool?.().end();
  server?.kill("SIGTERM");
  await new Promise((resolve) => (server?.exitCode !== null ? resolve(null) : server.on("exit", resolve)));
  fs.rmSync(dir, { recursive: true, force: true });
});

const application = (scan?: "pending"): NewSubmission => ({
  form: "career",
  subject: "Career Application",
  fields: { name: "Arjun Mehta", email: "arjun@example.in" },
  resume: {
    bytes: new Uint8Array(Buffer.from("%PDF-1.7 resume")),
    originalName: "cv.pdf",
    kind: "pdf",
    ...(scan ? { scan } : {}),
  },
});

it("holds a resume pending a scan from the outbox until a rescan passes, then e-mails it once with its resume", async () => {
  const store = createPostgresStore(pool);
  const sent: Unsent[] = [];
  const send = async (unsent: Unsent) => void sent.push(unsent);
  const held = await store.save(application("pending"));
  expect(held.resume?.scan).toBe("pending");

  expect((await store.deliverUnsent(send)).sent).toBe(0);
  expect(await store.rescanPending!(async () => "unscanned")).toMatchObject({ clean: [], removed: [], waiting: 1 });
  expect((await store.deliverUnsent(send)).sent).toBe(0);

  expect((await store.rescanPending!(async () => "clean")).clean).toEqual([held.id]);
  expect((await store.deliverUnsent(send)).sent).toBe(1);
  expect((await store.deliverUnsent(send)).sent).toBe(0);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.attachment).toMatchObject({ filename: `resume-${held.id}.pdf` });
  expect(sent[0]!.resumeRemoved).toBeUndefined();
});

it("deletes a held resume a rescan flags and e-mails its application without it", async () => {
  const store = createPostgresStore(pool);
  const sent: Unsent[] = [];
  const held = await store.save(application("pending"));
  expect((await store.rescanPending!(async () => "detected")).removed).toEqual([held.id]);
  await store.deliverUnsent(async (unsent) => void sent.push(unsent));
  expect(sent).toHaveLength(1);
  expect(sent[0]!.attachment).toBeUndefined();
  expect(sent[0]!.resumeRemoved).toBe(true);
  const { rows } = await pool().query("SELECT resume, resume_scan FROM submissions WHERE id = $1", [held.id]);
  expect(rows[0]).toEqual({ resume: null, resume_scan: "removed" });
  expect((await store.rescanPending!(async () => "clean")).waiting).toBe(0);
});

it("e-mails a resume stored without a hold as before", async () => {
  const store = createPostgresStore(pool);
  const sent: Unsent[] = [];
  const record = await store.save(application());
  expect(record.resume?.scan).toBeUndefined();
  await store.deliverUnsent(async (unsent) => void sent.push(unsent));
  expect(sent.map((unsent) => unsent.record.id)).toEqual([record.id]);
  expect(sent[0]!.attachment).toBeDefined();
});

it("sends the digest of the Kolkata day's held rows once across two stores sharing PostgreSQL", async () => {
  const [a, b] = [createPostgresStore(pool), createPostgresStore(pool)];
  const held = (name: string, receivedAt: string, form = "contact") =>
    a.save({
      form,
      subject: "Contact Page Enquiry",
      fields: { name, email: "bot@spam.example" },
      held: true,
      receivedAt,
    });
  // The day of 2026-12-01 in India is 2026-11-30T18:30Z to 2026-12-01T18:30Z.
  const first = await held("First of the day", "2026-11-30T18:30:00Z");
  await held("Last of the day", "2026-12-01T18:29:59Z", "faq");
  await held("The day before", "2026-11-30T18:29:59Z");
  await held("The day after", "2026-12-01T18:30:00Z");
  await a.save({ form: "contact", subject: "x", fields: { name: "A lead" }, receivedAt: "2026-12-01T06:00:00Z" });

  const summary = await b.heldSummary!(new Date("2026-11-30T18:30:00Z"), new Date("2026-12-01T18:30:00Z"), 1);
  expect(summary).toEqual({
    total: 2,
    byForm: { contact: 1, faq: 1 },
    first: [
      {
        id: first.id,
        receivedAt: "2026-11-30T18:30:00.000Z",
        form: "contact",
        fields: { name: "First of the day", email: "bot@spam.example" },
      },
    ],
  });

  const peer = await startPeer();
  try {
    const digest = (store: typeof a) =>
      createHeldDigest({
        store,
        smtpUrl: `smtp://127.0.0.1:${peer.port}`,
        addresses: { from: "site@nexaloom.in", to: "leads@nexaloom.in" },
      });
    const now = new Date("2026-12-02T06:00:00Z");
    expect((await Promise.all([digest(a).run(now), digest(b).run(now)])).sort()).toEqual(["sent", "taken"]);
    expect(await digest(b).run(now)).toBe("taken");
    expect(peer.received).toHaveLength(1);
    expect(peer.received[0]!.raw).toContain("[Website] 2 held posts on 2026-12-01");
    expect(peer.received[0]!.raw).toContain("First of the day");
    expect(peer.received[0]!.raw).not.toContain("The day before");
    expect(peer.received[0]!.raw).not.toContain("A lead");
    const { rows } = await pool().query("SELECT day::text AS day FROM held_digests");
    expect(rows).toEqual([{ day: "2026-12-01" }]);
  } finally {
    await stop(peer.server);
  }
});
