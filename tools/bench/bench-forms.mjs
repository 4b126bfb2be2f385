#!/usr/bin/env node
// Load check of the form receiver: starts `next start` (run `npm run build` first) on loopback with a fresh
// submissions folder, sends 500 valid contact submissions at concurrency 20, then counts what is on disk.
// Usage: npm run bench:forms [-- --total 500 --concurrency 20]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startNextServer } from "../kit/next-server.mjs";

const args = process.argv.slice(2);
const option = (/** @type {string} */ name, /** @type {number} */ fallback) =>
  args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback;
const total = option("--total", 500);
const concurrency = option("--concurrency", 20);
const port = option("--port", 3197);
const base = `http://127.0.0.1:${port}`;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-forms-"));
const run = Date.now().toString(36);

const server = await startNextServer({
  port,
  env: { SUBMISSIONS_DIR: dir, FORM_RATE_LIMIT: "1000000" },
  readyPath: "/thank-you",
});

/** @param {number} index */
async function submit(index) {
  const body = new FormData();
  body.set("form", "contact");
  body.set("name", `Bench ${index}`);
  body.set("email", `bench-${run}-${index}@example.in`);
  body.set("service", "web");
  body.set("message", `Load check submission ${index} of ${total}.`);
  const started = performance.now();
  const response = await fetch(`${base}/api/mail`, { method: "POST", body });
  await response.arrayBuffer();
  return { ok: response.status === 200, ms: performance.now() - started };
}

/** @type {{ ok: boolean; ms: number }[]} */
const results = [];
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < total) results.push(await submit(next++));
  }),
);
const seconds = (performance.now() - started) / 1000;

const emails = fs
  .readdirSync(dir)
  .filter((name) => name.endsWith(".json"))
  .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")).fields.email);
const unique = new Set(emails);
const latencies = results.map((result) => result.ms).sort((a, b) => a - b);
// One latency per submission, of which there are `total`.
const pct = (/** @type {number} */ p) =>
  /** @type {number} */ (latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]).toFixed(
    1,
  );

console.log(
  `sent ${total} at concurrency ${concurrency} in ${seconds.toFixed(2)} s: ${(total / seconds).toFixed(1)} submissions/s`,
);
console.log(
  `latency p50 ${pct(50)} ms, p95 ${pct(95)} ms, max ${/** @type {number} */ (latencies.at(-1)).toFixed(1)} ms`,
);
console.log(
  `answered 200: ${results.filter((result) => result.ok).length}; on disk: ${emails.length} files, ${unique.size} distinct`,
);
server.stop();
fs.rmSync(dir, { recursive: true, force: true });
const pass = results.every((result) => result.ok) && emails.length === total && unique.size === total;
console.log(pass ? "PASS: every submission stored exactly once" : "FAIL");
process.exit(pass ? 0 : 1);
