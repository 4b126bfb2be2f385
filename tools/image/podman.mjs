// Podman as this machine runs it (tools/image/containers.conf), for the image script and the image tests.
import { execFileSync, spawnSync } from "node:child_process";
import path from "node:path";
import { aptInstall } from "../kit/apt.mjs";

// From the working folder, where npm runs everything: Playwright's transform of this file for the image
// tests cannot keep `import.meta`, so tools/kit/repo.mjs cannot be used here.
export const podmanEnv = { ...process.env, CONTAINERS_CONF: path.resolve("tools/image/containers.conf") };

/** Installs podman, runc and mmdebstrap from Debian when the machine lacks them. */
export function ensurePodman(log = (/** @type {string} */ line) => console.error(`[image] ${line}`)) {
  const missing = ["podman", "runc", "mmdebstrap"].filter(
    (tool) => spawnSync("sh", ["-c", `command -v ${tool}`]).status !== 0,
  );
  aptInstall(missing, log);
}

/**
 * Runs podman and returns what it printed, or throws with its error output.
 *
 * @param {string[]} args
 * @param {{ inherit?: boolean }} [options] inherit: stream its output (a build) instead of returning it.
 */
export function podman(args, { inherit = false } = {}) {
  const out = execFileSync("podman", args, {
    env: podmanEnv,
    encoding: "utf8",
    stdio: inherit ? ["ignore", 2, 2] : ["ignore", "pipe", "pipe"],
    maxBuffer: 64 * 1024 * 1024,
  });
  return (out ?? "").trim();
}
