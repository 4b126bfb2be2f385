// `next start` on loopback for the measurement scripts: one place that starts it, waits for it and stops it.
import { spawn } from "node:child_process";
import { waitFor } from "./processes.ts";
import { repo } from "./repo.mjs";

const root = repo;

/**
 * Starts the last build of the app in `dir` (the site by default) on 127.0.0.1:port and resolves once
 * `readyPath` answers 2xx. The server runs in its own process group, is unref'd so it never keeps the script
 * alive, and is stopped with its group when the script exits, whichever way it exits.
 *
 * @param {{ port: number; env?: Record<string, string | undefined>; readyPath?: string; dir?: string }} options
 */
export async function startNextServer({ port, env = {}, readyPath = "/", dir = "." }) {
  const base = `http://127.0.0.1:${port}`;
  const server = spawn("npx", ["next", "start", dir, "-p", String(port), "-H", "127.0.0.1"], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
    stdio: "ignore",
    detached: true,
  });
  server.unref();
  const stop = () => {
    try {
      // No pid (the spawn failed) throws here as well: there is nothing to stop.
      process.kill(-(/** @type {number} */ (server.pid)));
    } catch {
      // Already gone.
    }
  };
  process.on("exit", stop);
  await waitFor(`next start on port ${port}`, async () => (await fetch(new URL(readyPath, base))).ok, 30_000).catch(
    (error) => {
      stop();
      throw error;
    },
  );
  // The server runs in its own process group, led by the spawned process: `pid` names the group.
  return { base, stop, pid: server.pid };
}
