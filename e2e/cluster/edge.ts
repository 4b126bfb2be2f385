import { execFileSync, spawn } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { parseFeed } from "../support/feed";
import { clusterDir, clusterEnv } from "./settings";
import { timeUntil } from "./wait";

type EdgeAnswer = { status: number; body: string; headers: Headers };

/** One request through the edge, as a visitor's browser or a crawler sends it. */
export async function atEdge(path: string, init: RequestInit = {}): Promise<EdgeAnswer> {
  const send = () => fetch(`${clusterEnv().edge}${path}`, { redirect: "manual", ...init });
  // A kept-alive connection the edge closed while this process was blocked (the cluster script runs
  // synchronously) fails before any answer; a browser sends an idempotent request again on a fresh one
  // (RFC 9112, 9.3.1), and so does this.
  const idempotent = !init.method || init.method === "GET" || init.method === "HEAD";
  const response = await send().catch((error: unknown) => {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (idempotent && code === "UND_ERR_SOCKET") return send();
    throw error;
  });
  return { status: response.status, body: await response.text(), headers: response.headers };
}

/** Whether the edge answered from its store (ops/varnish/edge.vcl sets X-Cache; Age is Varnish's own). */
export const fromStore = (answer: EdgeAnswer) =>
  answer.headers.get("x-cache") === "HIT" && Number(answer.headers.get("age") ?? "0") >= 0;

/**
 * Whether the edge comes to hold `path`: asked until it answers from its store, for up to 10 s. A purge an
 * earlier test's publish queued may land between two asks, so one pair of asks proves nothing.
 */
export const heldByEdge = async (path: string) =>
  (await timeUntil(async () => fromStore(await atEdge(path)), Date.now())) !== Infinity;

/** A request to the edge from another loopback address than the instances' 127.0.0.1 (a stranger on the internet). */
export function fromStranger(
  path: string,
  { method = "GET", headers = {} as Record<string, string> } = {},
): Promise<{ status: number; body: string }> {
  const url = new URL(path, clusterEnv().edge);
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, localAddress: "127.0.0.2", timeout: 10_000 }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
    request.end();
  });
}

/** The build a page came from: Next writes the deployment id into every asset URL it links (`?dpl=`). */
export const buildOf = (html: string) => /[?&]dpl=([\w.-]+)/.exec(html)?.[1];

/** The feed's items, read by a maintained XML parser. */
export const feedItems = (xml: string) => parseFeed(xml).items;

const varnishWork = () => path.join(clusterDir, "varnish");

/** The edge's own view of its probed backends (varnishadm backend.list): "instance1" to "healthy" or "sick". */
export function edgeBackends(): Record<string, string> {
  const out = edgeAdmin("backend.list");
  // Admin "sick" or "healthy" (varnishadm backend.set_health) overrides what the probe found (Health).
  return Object.fromEntries(
    [...out.matchAll(/^\S*?\b(instance\d+)\s+(\S+)\s+\S+\s+(healthy|sick)\b/gm)].map((match) => [
      match[1]!,
      match[2] === "sick" || match[2] === "healthy" ? match[2] : match[3]!,
    ]),
  );
}

/** One varnishadm command to the running edge. */
export const edgeAdmin = (...args: string[]) =>
  execFileSync("varnishadm", ["-n", varnishWork(), ...args], { encoding: "utf8" });

/** Empties the edge's store (every stored answer banned), so what follows is answered by the origin. */
export function emptyEdge() {
  edgeAdmin("ban", "req.url", "~", ".");
}

type PurgeSeen = { status: number; keys: string[]; soft: boolean; at: number };

/**
 * Every purge request the edge answers from now on, read from its own shared-memory log (varnishncsa):
 * its status, the keys it named, whether it was soft (Fastly-Soft-Purge: 1) and when the edge answered
 * it (Varnish's clock, epoch milliseconds).
 */
export async function watchEdgePurges() {
  const seen: PurgeSeen[] = [];
  const reader = spawn(
    "varnishncsa",
    [
      "-n",
      varnishWork(),
      "-q",
      'ReqURL ~ "^/\\.edge/purge"',
      "-F",
      "%s %{VSL:Timestamp:Resp[1]}x %{Fastly-Soft-Purge}i %{Surrogate-Key}i",
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  let rest = "";
  reader.stdout.on("data", (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split("\n");
    rest = lines.pop()!;
    for (const line of lines) {
      const [status, at, soft, ...keys] = line.trim().split(/\s+/);
      seen.push({ status: Number(status), at: Number(at) * 1000, soft: soft === "1", keys });
    }
  });
  // varnishncsa reads the log from the moment it attaches: give it that moment.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  return {
    seen: () => [...seen],
    stop: () => reader.kill(),
  };
}
