// `next start` on loopback for the suites and the measurement scripts: one place that starts it, waits for it and stops it.
import { spawn } from "node:child_process";
import path from "node:path";
import { waitFor } from "./processes.ts";

// The root from the working directory, where npm runs every suite and script: repo.mjs reads import.meta,
// which Playwright's transform of this file for the specs cannot keep.
const root = process.cwd();
const nextBin = path.join(root, "node_modules/next/dist/bin/next");

/**
 * Starts the last build of the app in `dir` (the site by default) on 127.0.0.1:port and resolves once
 * `readyPath` answers 2xx. The server runs in its own process group, is unref'd so it never keeps the caller
 * alive, and is stopped with its group when the caller exits, whichever way it exits.
 *
 * @param {{ port: number; env?: Record<string, string | undefined>; readyPath?: string; dir?: string }} options
 */
export async function startNextServer({ port, env = {}, readyPath = "/", dir = "." }) {
  const base = `http://127.0.0.1:${port}`;
  // Node itself, not npx: the process a signal reaches and whose exit is awaited is the Next server.
  const server = spawn(process.execPath, [nextBin, "start", dir, "-p", String(port), "-H", "127.0.0.1"], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
    stdio: "ignore",
    detached: true,
  });
  server.unref();
  /** @type {Promise<void>} */
  const exited = new Promise((resolve) => server.on("exit", () => resolve()));
  /** Sends a signal to the server's process group, which its pid names. @param {NodeJS.Signals} name */
  const signal = (name) => {
    try {
      // No pid (the spawn failed) throws here as well: there is nothing to signal.
      process.kill(-(/** @type {number} */ (server.pid)), name);
    } catch {
      // Already gone.
    }
  };
  const stop = () => signal("SIGTERM");
  process.on("exit", stop);
  void exited.then(() => process.off("exit", stop));
  await waitFor(`next start on port ${port}`, async () => (await fetch(new URL(readyPath, base))).ok, 30_000).catch(
    (error) => {
      stop();
      throw error;
    },
  );
  return { base, stop, signal, exited, pid: server.pid };
}
