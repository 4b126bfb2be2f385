// The cluster's edge: Varnish 7 from Debian with varnish-modules' xkey, configured from scripts/edge/edge.vcl.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { keySeparator } from "../../lib/edge/keys.mjs";

export const varnishd = "/usr/sbin/varnishd";
export const varnishstat = "/usr/bin/varnishstat";

/** The header the cluster's builds tag their answers with: what Varnish's xkey and Fastly read. */
export const EDGE_TAG_HEADER = "Surrogate-Key";

const template = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../edge/edge.vcl");

/** The VCL with this cluster's instances (each probed for readiness), purgers and tag header filled in. */
export function edgeConfig({ instancePorts, purgers }) {
  const backend = (port, index) =>
    `backend instance${index + 1} {\n  .host = "127.0.0.1";\n  .port = "${port}";\n  .connect_timeout = 2s;\n  .first_byte_timeout = 30s;\n  .probe = ready;\n}`;
  const values = {
    BACKENDS: instancePorts.map(backend).join("\n\n"),
    DIRECTOR: instancePorts.map((_, index) => `  instances.add_backend(instance${index + 1});`).join("\n"),
    PURGERS: purgers.map((address) => `  "${address}";`).join("\n"),
    TAG_HEADER: EDGE_TAG_HEADER,
  };
  return fs.readFileSync(template, "utf8").replace(/\{\{(\w+)\}\}/g, (_, name) => values[name]);
}

/** A purge as the instances send it (lib/server/edge/purge-request.ts); throws unless the edge took it. */
export async function purgeEdge(edgeUrl, keys) {
  const response = await fetch(`${edgeUrl}/.edge/purge`, {
    method: "POST",
    headers: { [EDGE_TAG_HEADER]: keys.join(keySeparator(EDGE_TAG_HEADER)) },
    signal: AbortSignal.timeout(5_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`the edge refused the purge: ${response.status} ${text.slice(0, 200)}`);
}
