// The cluster's edge: Varnish 7 from Debian with varnish-modules' xkey, configured from ops/varnish/edge.vcl.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { cdnProviders } from "../../lib/edge/providers.mjs";
import { repo } from "../kit/repo.mjs";

export const varnishd = "/usr/sbin/varnishd";
export const varnishstat = "/usr/bin/varnishstat";
export const varnishadm = "/usr/bin/varnishadm";

/** The header the cluster's builds tag their answers with (CDN_PROVIDER=varnish), which the VCL hands to xkey. */
const EDGE_TAG_HEADER = cdnProviders.varnish.tagHeader;

/** How long the edge's 503 asks a visitor to wait: about as long as an instance takes to start again. */
const RETRY_AFTER_SECONDS = 30;

const template = path.join(repo, "ops/varnish/edge.vcl");

/**
 * Who may purge: `{ addresses }` (an ACL, where the instances' addresses are fixed), or `{ tokenFile,
 * socket }` (a bearer token read from a file, on one listen address only, where they are not: Kubernetes
 * and Compose, behind the TLS proxy that listens for the instances).
 *
 * @typedef {{ addresses: string[] } | { tokenFile: string; socket: string }} Purgers
 */

/**
 * The VCL with these backends, purgers and tag header filled in. The edge's backends are the instances
 * themselves (or a Service that balances them): each once probed for readiness (`instanceN`, in the
 * `instances` director) and once without a probe (`instanceN_any`, in `anyInstance`, used when no instance
 * is ready). `unavailablePage` is the file (the site's own page, GET /api/edge/unavailable) the edge answers
 * its 503 with when no instance answers for a page it does not hold. With `refusePurges` the purge endpoint
 * answers 503 to the instances (an edge that is up but not taking purges); everything else is the same.
 *
 * @param {{ backends: { host: string; port: number }[]; purgers: Purgers; unavailablePage: string; refusePurges?: boolean }} options
 * @returns {string}
 */
export function edgeConfig({ backends, purgers, unavailablePage, refusePurges = false }) {
  /**
   * @param {{ host: string; port: number }} address
   * @param {string} name
   * @param {string} [probe]
   */
  const backend = ({ host, port }, name, probe) =>
    [
      `backend ${name} {`,
      `  .host = "${host}";`,
      `  .port = "${port}";`,
      `  .connect_timeout = 2s;`,
      `  .first_byte_timeout = 30s;`,
      ...(probe ? [`  .probe = ${probe};`] : []),
      `}`,
    ].join("\n");
  const byAddress = "addresses" in purgers;
  /** @type {Record<string, string>} */
  const values = {
    BACKENDS: backends
      .flatMap((address, index) => [
        backend(address, `instance${index + 1}`, "ready"),
        backend(address, `instance${index + 1}_any`),
      ])
      .join("\n\n"),
    DIRECTOR: backends.map((_, index) => `  instances.add_backend(instance${index + 1});`).join("\n"),
    ANY_DIRECTOR: backends.map((_, index) => `  anyInstance.add_backend(instance${index + 1}_any);`).join("\n"),
    PURGE_ACL: byAddress
      ? [
          "# Who may purge: the instances' addresses alone.",
          "acl purgers {",
          ...purgers.addresses.map((address) => `  "${address}";`),
          "}",
        ].join("\n")
      : "",
    // An empty token file allows nobody. std.fileread reads the file once per loaded configuration.
    PURGE_ALLOWED: byAddress
      ? "client.ip ~ purgers"
      : `local.socket == "${purgers.socket}" && std.fileread("${purgers.tokenFile}") ~ "\\S" && req.http.Authorization == "Bearer " + regsub(std.fileread("${purgers.tokenFile}"), "\\s+$", "")`,
    TAG_HEADER: EDGE_TAG_HEADER,
    PURGES_REFUSED: refusePurges ? "true" : "false",
    UNAVAILABLE_PAGE: unavailablePage,
    RETRY_AFTER: String(RETRY_AFTER_SECONDS),
  };
  return fs.readFileSync(template, "utf8").replace(/\{\{(\w+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`edge.vcl names {{${name}}}, which edgeConfig does not fill in`);
    return /** @type {string} */ (values[name]);
  });
}

/**
 * One varnishadm command against the edge whose work folder is `work` (its secret is found there).
 *
 * @param {string} work
 * @param {...string} args
 * @returns {string}
 */
function varnishAdmin(work, ...args) {
  return execFileSync(varnishadm, ["-n", work, ...args], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    timeout: 10_000,
  });
}

/**
 * What the edge makes of each instance, by the active configuration's probed backends
 * (`varnishadm backend.list`): "instance1" to "healthy" or "sick".
 *
 * @param {string} work
 * @returns {Record<string, string>}
 */
export function edgeBackendHealth(work) {
  const out = varnishAdmin(work, "backend.list");
  // Admin "sick" or "healthy" (backend.set_health) overrides what the probe found (Health).
  return Object.fromEntries(
    [...out.matchAll(/^\S*?\b(instance\d+)\s+(\S+)\s+\S+\s+(healthy|sick)\b/gm)].map((match) => [
      match[1],
      match[2] === "sick" || match[2] === "healthy" ? match[2] : match[3],
    ]),
  );
}

/**
 * Loads `vcl` (a file) as a new configuration of the running edge and makes it the active one, then
 * discards the earlier ones that are no longer in use. Stored pages and their keys survive the switch.
 *
 * @param {string} work
 * @param {string} vcl
 * @param {string} label
 */
export function switchEdgeConfig(work, vcl, label) {
  const name = `${label}_${Date.now().toString(36)}`;
  varnishAdmin(work, "vcl.load", name, vcl);
  varnishAdmin(work, "vcl.use", name);
  // vcl.list: status, state, temperature, busy, name.
  for (const line of varnishAdmin(work, "vcl.list").split("\n")) {
    const fields = line.trim().split(/\s+/);
    if (fields[0] !== "available" || fields.at(-1) === name) continue;
    try {
      // A split always has a last field.
      varnishAdmin(work, "vcl.discard", /** @type {string} */ (fields.at(-1)));
    } catch {
      /* still busy with a request under way: it goes cold by itself */
    }
  }
  return name;
}
