#!/usr/bin/env node
// Load check: autocannon against `next start` on loopback (run `npm run build` first) for a pre-rendered
// page, a blog post and the 404 page, 10 s at 50 connections each; then the same pre-rendered HTML from a
// minimal Node static server as the ceiling, and the ratio between them.
// Usage: npm run bench:load [-- --duration 10 --connections 50]
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import autocannon from "autocannon";
import { startNextServer } from "./lib/next-server.mjs";

const root = path.join(import.meta.dirname, "..");
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const duration = option("--duration", 10);
const connections = option("--connections", 50);
const port = 3198;
const staticPort = 3199;
const base = `http://127.0.0.1:${port}`;
const distDir = path.join(root, process.env.NEXT_DIST_DIR ?? ".next");
const firstPost = fs.readdirSync(path.join(distDir, "server/app/blog")).find((name) => name.endsWith(".html"))?.replace(/\.html$/, "");

await startNextServer({ port });

// The ceiling: the very bytes Next pre-rendered, sent by a server that does nothing else.
const page = "/services/web-development";
const html = fs.readFileSync(path.join(distDir, `server/app${page}.html`));
const ceiling = http.createServer((_, response) => {
  response.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": html.length });
  response.end(html);
});
await new Promise((resolve) => ceiling.listen(staticPort, "127.0.0.1", resolve));

async function measure(url) {
  await autocannon({ url, connections, duration: 2 });
  const result = await autocannon({ url, connections, duration });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.timeouts, non2xx: result.non2xx };
}

const rows = [];
for (const [label, url] of [
  ["pre-rendered page", `${base}${page}`],
  ["blog post", `${base}/blog/${firstPost}`],
  ["404 page", `${base}/this-page-does-not-exist`],
  ["static ceiling (same HTML)", `http://127.0.0.1:${staticPort}${page}`],
]) {
  rows.push({ label, ...(await measure(url)) });
  process.stderr.write(`measured ${label}\n`);
}
ceiling.close();

const top = rows.at(-1).rps;
console.log(`\nautocannon, ${connections} connections, ${duration} s each, loopback\n`);
console.log("| Target                     | req/s  | p99 (ms) | errors | non-2xx | of ceiling |");
console.log("|----------------------------|--------|----------|--------|---------|------------|");
for (const row of rows) {
  console.log(`| ${row.label.padEnd(26)} | ${String(row.rps).padStart(6)} | ${String(row.p99).padStart(8)} | ${String(row.errors).padStart(6)} | ${String(row.non2xx).padStart(7)} | ${`${Math.round((row.rps / top) * 100)}%`.padStart(10)} |`);
}
process.exit(0);
