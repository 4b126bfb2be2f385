import http from "node:http";
import { parseFeed } from "../support/feed";
import { clusterEnv } from "./settings";

export type EdgeAnswer = { status: number; body: string; headers: Headers };

/** One request through the edge, as a visitor's browser or a crawler sends it. */
export async function atEdge(path: string, init: RequestInit = {}): Promise<EdgeAnswer> {
  const response = await fetch(`${clusterEnv().edge}${path}`, { redirect: "manual", ...init });
  return { status: response.status, body: await response.text(), headers: response.headers };
}

/** Whether the edge answered from its store (scripts/edge/edge.vcl sets X-Cache; Age is Varnish's own). */
export const fromStore = (answer: EdgeAnswer) =>
  answer.headers.get("x-cache") === "HIT" && Number(answer.headers.get("age") ?? "0") >= 0;

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
