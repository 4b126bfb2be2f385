import { spawn } from "node:child_process";
import path from "node:path";
import readline from "node:readline";

/**
 * A contract server (`fastly.mjs`, `cloudflare.mjs`) started as its own process, as an end-to-end test
 * starts one: its URL is the first line it prints; `stop` ends it by its PID and resolves to its exit code.
 */
export async function startedAsProcess(server: string, options: [string, string][]) {
  const child = spawn(process.execPath, [path.join(__dirname, server), "--port", "0", ...options.flat()], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    readline.createInterface({ input: child.stdout }).once("line", resolve);
    child.once("exit", (code) => reject(new Error(`${server} exited with ${code} before printing its URL`)));
  });
  return {
    url,
    stop: () =>
      new Promise<number | null>((resolve) => {
        child.once("exit", (code) => resolve(code));
        process.kill(child.pid!, "SIGTERM");
      }),
  };
}
