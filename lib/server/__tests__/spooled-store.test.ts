/** @jest-environment node */
import { captureLog } from "@/lib/__tests__/log-lines";
import { promises as fs } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { metrics } from "@/lib/metrics.mjs";
import { createFileStore } from "../store/file";
import { lazyPool } from "../store/pool";
import { createPostgresStore } from "../store/postgres";
import { createSpool, isSpoolFull } from "../store/spool";
import { withSpool } from "../store/spooled";
import type { NewSubmission, SubmissionStore } from "../store/types";

let dir: string;
const closers: (() => void)[] = [];

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "spool-"));
});
afterEach(async () => {
  for (const close of closers.splice(0)) close();
  await fs.rm(dir, { recursive: true, force: true });
});

/** A PostgreSQL that accepts connections and never answers (SIGSTOPped), or one that refuses them (stopped). */
async function postgres(kind: "frozen" | "stopped") {
  const sockets: net.Socket[] = [];
  const server = net.createServer((socket) => void sockets.push(socket.on("error", () => undefined)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  if (kind === "stopped") await new Promise<void>((resolve) => server.close(() => resolve()));
  else
    closers.push(() => {
      for (const socket of sockets) socket.destroy();
      server.close();
    });
  const pool = lazyPool({ url: `postgres://nexaloom@127.0.0.1:${port}/nexaloom`, poolSize: 2 });
  closers.push(
    () =>
      void pool()
        .end()
        .catch(() => undefined),
  );
  return createPostgresStore(pool);
}

const spoolIn = (maxBytes = 1024 * 1024) => createSpool({ dir: path.join(dir, "spool"), maxBytes });
const spooled = (primary: SubmissionStore, spool = spoolIn()) => withSpool(primary, spool, 1_000);
function contact(message: string): NewSubmission;
function contact(message: string, id: string): NewSubmission & { id: string };
function contact(message: string, id?: string): NewSubmission {
  return {
    ...(id ? { id } : {}),
    form: "contact",
    subject: "Contact form submission",
    fields: { name: "Riya Sharma", email: "riya@example.in", service: "web", message },
  };
}
const pdf = new Uint8Array(Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n"));
const spooledCount = () =>
  metrics()
    .spool.get()
    .then(({ values }) => values);

describe("a submission PostgreSQL does not take in time", () => {
  it.each(["frozen", "stopped"] as const)(
    "is kept in the spool on disk and answered with its id within about a second (PostgreSQL %s)",
    async (kind) => {
      const log = captureLog();
      try {
        const store = spooled(await postgres(kind));
        const started = Date.now();
        const record = await store.save(contact("Spooled while the database is away."));
        expect(Date.now() - started).toBeLessThan(1_500);
        expect(record.id).toMatch(/^[0-9a-f-]{36}$/);
        expect(record.delivery.sent).toBe(false);
        const files = await fs.readdir(path.join(dir, "spool"));
        expect(files).toEqual([expect.stringMatching(new RegExp(`-${record.id}\\.json$`))]);
        expect(JSON.parse(await fs.readFile(path.join(dir, "spool", files[0]!), "utf8")).fields.message).toBe(
          "Spooled while the database is away.",
        );
        // Logged once for the outage, with no visitor data.
        await store.save(contact("A second one."));
        expect(log.events("submission.spooled")).toHaveLength(1);
        expect(JSON.stringify(log.lines)).not.toContain("riya@example.in");
      } finally {
        log.restore();
      }
    },
  );

  it("refuses past the spool's cap rather than fill the disk", async () => {
    const store = spooled(await postgres("stopped"), spoolIn(600));
    await store.save(contact("x".repeat(200)));
    const refused = await store.save(contact("y".repeat(200))).catch((error: unknown) => error);
    expect(isSpoolFull(refused)).toBe(true);
    expect(await fs.readdir(path.join(dir, "spool"))).toHaveLength(1);
  });
});

describe("draining the spool", () => {
  it("moves each submission into the store once, resume bytes included, even when it was spooled twice", async () => {
    const spool = spoolIn();
    const id = "spooled-submission-0001";
    const submission = {
      ...contact("With a resume.", id),
      form: "career",
      resume: { bytes: pdf, originalName: "cv.pdf", kind: "pdf" as const },
    };
    const receivedAt = "2026-11-26T05:00:00.000Z";
    await spool.add({ ...submission, receivedAt });
    // A save that committed after its deadline and was spooled as well: the same id and content.
    await spool.add({ ...submission, receivedAt });
    const primary = createFileStore(path.join(dir, "store"));
    const store = spooled(primary, spool);
    const before = (await spooledCount()).find((value) => value.labels.outcome === "drained")?.value ?? 0;

    expect(await store.drain()).toBe(2);
    expect(await spool.entries()).toEqual([]);
    const records = (await fs.readdir(path.join(dir, "store"))).filter((name) => name.endsWith(".json"));
    expect(records).toEqual([`${id}.json`]);
    const stored = JSON.parse(await fs.readFile(path.join(dir, "store", `${id}.json`), "utf8"));
    expect(stored.fields.message).toBe("With a resume.");
    expect(await fs.readFile(path.join(dir, "store", stored.resume.file))).toEqual(Buffer.from(pdf));
    expect((await spooledCount()).find((value) => value.labels.outcome === "drained")?.value).toBe(before + 2);
  });

  it("holds an entry the release before held posts spooled as spam, rather than drain it as a lead", async () => {
    const spoolDir = path.join(dir, "spool");
    await fs.mkdir(spoolDir, { recursive: true });
    const entry = {
      ...contact("From a bot.", "legacy-spam-entry-0001"),
      spam: true,
      receivedAt: "2026-11-26T05:00:00.000Z",
    };
    await fs.writeFile(path.join(spoolDir, "2026-11-26T05-00-00-000Z-legacy.json"), JSON.stringify(entry));
    const store = spooled(createFileStore(path.join(dir, "store")), spoolIn());

    expect(await store.drain()).toBe(1);
    expect(await fs.readdir(path.join(dir, "store", "held"))).toEqual(["legacy-spam-entry-0001.json"]);
    expect((await fs.readdir(path.join(dir, "store"))).filter((name) => name.endsWith(".json"))).toEqual([]);
  });

  it("keeps a different submission under an Idempotency-Key the store already holds, under an id of its own", async () => {
    const log = captureLog();
    try {
      const primary = createFileStore(path.join(dir, "store"));
      const key = "reused-key-000000001";
      await primary.save(contact("The first message.", key));
      const spool = spoolIn();
      await spool.add({ ...contact("Another message under the same key.", key), receivedAt: new Date().toISOString() });
      const store = spooled(primary, spool);
      expect(await store.drain()).toBe(1);
      expect(await store.drain()).toBe(0);
      const records = (await fs.readdir(path.join(dir, "store"))).filter((name) => name.endsWith(".json"));
      expect(records).toHaveLength(2);
      const messages = await Promise.all(
        records.map(
          async (name) => JSON.parse(await fs.readFile(path.join(dir, "store", name), "utf8")).fields.message,
        ),
      );
      expect(messages.sort()).toEqual(["Another message under the same key.", "The first message."]);
      const [line] = log.events("spool.key_conflict");
      expect(line).toMatchObject({ submission: key, level: "warn" });
      expect(JSON.stringify(line)).not.toContain("riya@example.in");
    } finally {
      log.restore();
    }
  });

  it("stops at the first failure, logs it once, keeps everything, and a restarted instance drains what it left", async () => {
    const log = captureLog();
    try {
      const first = spooled(await postgres("stopped"));
      await first.save(contact("One."));
      await first.save(contact("Two."));
      expect(await first.drain()).toBe(0);
      expect(await first.drain()).toBe(0);
      expect(log.events("spool.drain_failed")).toHaveLength(1);
      expect(await fs.readdir(path.join(dir, "spool"))).toHaveLength(2);

      // The instance comes back (a new process, the same spool folder) with its store answering.
      const restarted = spooled(createFileStore(path.join(dir, "store")), spoolIn());
      expect(await restarted.drain()).toBe(2);
      expect((await fs.readdir(path.join(dir, "store"))).filter((name) => name.endsWith(".json"))).toHaveLength(2);
    } finally {
      log.restore();
    }
  });

  it("sets an entry it cannot read aside, logged, and goes on with the rest", async () => {
    const log = captureLog();
    try {
      const spool = spoolIn();
      await spool.add({ ...contact("Readable.", "readable-entry-0001"), receivedAt: new Date().toISOString() });
      await fs.writeFile(path.join(dir, "spool", "000000000000001-broken.json"), "{ not json");
      const store = spooled(createFileStore(path.join(dir, "store")), spool);
      expect(await store.drain()).toBe(2);
      expect(await fs.readdir(path.join(dir, "spool", "unreadable"))).toEqual(["000000000000001-broken.json"]);
      expect(log.events("spool.record_unreadable")).toHaveLength(1);
      expect(await fs.readdir(path.join(dir, "store"))).toContain("readable-entry-0001.json");
    } finally {
      log.restore();
    }
  });
});

describe("what is kept on disk", () => {
  /** Every file and folder under `root`, with its permission bits. */
  async function modes(root: string): Promise<[string, number][]> {
    const found: [string, number][] = [];
    for (const entry of await fs.readdir(root, { withFileTypes: true, recursive: true })) {
      // Folders, records and resumes; the empty markers beside them (unsent/<id>) hold nothing of anyone's.
      if (!entry.isDirectory() && !/\.(json|pdf)$/.test(entry.name)) continue;
      const full = path.join(entry.parentPath, entry.name);
      found.push([path.relative(dir, full), (await fs.stat(full)).mode & 0o777]);
    }
    return found;
  }

  it("is readable by the site's own user alone: records, resumes, held posts and the spool, whatever the umask", async () => {
    const umask = process.umask(0o022);
    try {
      const files = createFileStore(path.join(dir, "submissions"));
      await files.save({ ...contact("Kept"), resume: { bytes: pdf, kind: "pdf", originalName: "cv.pdf" } });
      await files.save({ ...contact("Held"), held: true });
      await spooled(await postgres("stopped")).save(contact("Spooled"));
    } finally {
      process.umask(umask);
    }
    const kept = await modes(dir);
    expect(kept.some(([name]) => name.startsWith("spool/"))).toBe(true);
    expect(kept.some(([name]) => name.endsWith(".pdf"))).toBe(true);
    for (const [name, mode] of kept) expect([name, mode & 0o077]).toEqual([name, 0]);
  });
});
