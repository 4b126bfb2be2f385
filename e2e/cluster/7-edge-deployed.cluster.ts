import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { alive, sleep, waitFor } from "../../tools/kit/processes";
import { clusterDir, clusterEnv, repo } from "./settings";

/**
 * The edge's configuration as deploy/kubernetes ships it (generated from ops/varnish), run by the
 * cluster's Varnish with only what the pod would supply changed: its backend is instance 1 here rather
 * than the site's Service, and the token and the 503 page are files here rather than mounted ones.
 */
const deployed = fs.readFileSync(path.join(repo, "deploy/kubernetes/base/edge/edge.vcl"), "utf8");
const TOKEN = "purge-token-for-the-deployed-edge";

let varnish: number;
let pages: string;
let purges: string;

test.beforeAll(async () => {
  const { edge, instances } = clusterEnv();
  const instance = new URL(instances[0]!);
  const base = Number(new URL(edge).port) + 20;
  pages = `http://127.0.0.1:${base}`;
  purges = `http://127.0.0.1:${base + 1}`;
  const dir = path.join(clusterDir, "deployed-edge");
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true, mode: 0o755 });
  const tokenFile = /std\.fileread\("([^"]+)"\)/.exec(deployed)![1]!;
  const pageFile = /std\.fileread\("([^"]+unavailable[^"]*)"\)/.exec(deployed)![1]!;
  fs.writeFileSync(path.join(dir, "token"), `${TOKEN}\n`, { mode: 0o644 });
  fs.writeFileSync(path.join(dir, "unavailable.html"), "<p>unavailable</p>", { mode: 0o644 });
  const vcl = deployed
    .replaceAll('.host = "nexaloom-site";', `.host = "${instance.hostname}";`)
    .replaceAll('.port = "80";', `.port = "${instance.port}";`)
    .replaceAll(tokenFile, path.join(dir, "token"))
    .replaceAll(pageFile, path.join(dir, "unavailable.html"));
  expect(vcl).not.toBe(deployed);
  fs.writeFileSync(path.join(dir, "edge.vcl"), vcl, { mode: 0o644 });
  // The listen addresses the Deployment's varnishd command names: pages, and purges by name.
  const child = spawn(
    "/usr/sbin/varnishd",
    [
      "-F",
      "-f",
      path.join(dir, "edge.vcl"),
      "-a",
      `http=127.0.0.1:${base},HTTP`,
      "-a",
      `purge=127.0.0.1:${base + 1},HTTP`,
      "-n",
      path.join(dir, "work"),
      "-s",
      "malloc,64m",
    ],
    { stdio: ["ignore", fs.openSync(path.join(dir, "varnishd.log"), "a"), "inherit"] },
  );
  varnish = child.pid!;
  await waitFor("the deployed edge", async () => (await fetch(`${pages}/`)).ok, 60_000);
});

test.afterAll(async () => {
  if (!varnish) return;
  process.kill(varnish, "SIGTERM");
  for (let waited = 0; alive(varnish) && waited < 10_000; waited += 100) await sleep(100);
  if (alive(varnish)) process.kill(varnish, "SIGKILL");
});

const purge = (base: string, keys: string, token?: string) =>
  fetch(`${base}/.edge/purge`, {
    method: "POST",
    headers: { "surrogate-key": keys, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

test("the deployed edge serves and stores the site's pages, and takes a purge only with the site's token on its purge address", async () => {
  const first = await fetch(`${pages}/contact`);
  expect(first.status).toBe(200);
  expect((await fetch(`${pages}/contact`)).headers.get("x-cache")).toBe("HIT");
  // The page's own keys, as the origin gives them.
  const keys = (await fetch(`${clusterEnv().instances[0]}/contact`)).headers.get("surrogate-key")!;
  expect(keys).toBeTruthy();

  expect((await purge(purges, keys)).status).toBe(403);
  expect((await purge(purges, keys, "not-the-token")).status).toBe(403);
  // The token is right, but on the visitors' address: refused, so a visitor who learns it still cannot purge.
  expect((await purge(pages, keys, TOKEN)).status).toBe(403);
  expect((await fetch(`${pages}/contact`)).headers.get("x-cache")).toBe("HIT");

  const taken = await purge(purges, keys, TOKEN);
  expect(taken.status).toBe(200);
  expect((await fetch(`${pages}/contact`)).headers.get("x-cache")).toBe("MISS");
  // Operator endpoints stay off the visitors' address, as at the cluster's own edge.
  expect((await fetch(`${pages}/api/ready`)).status).toBe(404);
});
