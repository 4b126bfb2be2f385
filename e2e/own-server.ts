import { spawn } from "node:child_process";
import path from "node:path";
import { test } from "@playwright/test";
import { waitFor } from "../tools/kit/processes.ts";

const repo = path.resolve(__dirname, "..");
const nextBin = path.join(repo, "node_modules/next/dist/bin/next");

/**
 * A port of this spec's own above the suite's server (PORT + offset), one hundred further on per project,
 * so the desktop and phone runs of one spec can hold their servers at the same time.
 */
export function ownPort(offset: number) {
  const { project, config } = test.info();
  const projectIndex = config.projects.findIndex((candidate) => candidate.name === project.name);
  return Number(process.env.PORT ?? 3000) + offset + 100 * projectIndex;
}

/**
 * A `next start` of the last build with settings of its own, for a spec whose subject is a setting the
 * suite's shared server cannot have (a small rate limit, say). Started in its own process group on
 * 127.0.0.1 and stopped with that group.
 */
export async function startOwnServer(port: number, env: Record<string, string>) {
  const base = `http://127.0.0.1:${port}`;
  // Node itself, not npx: the process a signal reaches and whose exit is awaited is the Next server.
  const child = spawn(process.execPath, [nextBin, "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: repo,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
    stdio: "ignore",
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  /** Sends a signal to the server's process group. */
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // Already gone.
    }
  };
  const stop = () => signal("SIGTERM");
  await waitFor(`next start on port ${port}`, async () => (await fetch(`${base}/thank-you`)).ok).catch((error) => {
    stop();
    throw error;
  });
  return { base, stop, signal, exited };
}
