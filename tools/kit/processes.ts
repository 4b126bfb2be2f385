// Processes the harness starts in their own process groups, their PIDs recorded under the cluster folder,
// and stopped, frozen or waited for by those PIDs.
import { spawn, type SpawnOptions } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** Where a harness keeps its processes' PIDs and logs. */
type Harness = { dir: string };

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const pidFile = (settings: Harness, name: string) => path.join(settings.dir, `${name}.pid`);

/** Starts a command in its own process group, output to a log file; returns its PID. */
export function launch(settings: Harness, name: string, command: string, args: string[], options: SpawnOptions = {}) {
  const out = fs.openSync(path.join(settings.dir, `${name}.log`), "a");
  const child = spawn(command, args, { detached: true, stdio: ["ignore", out, out], ...options });
  fs.closeSync(out);
  child.unref();
  fs.writeFileSync(pidFile(settings, name), String(child.pid));
  return child.pid!;
}

export const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The PIDs whose parent is `pid`, and theirs, from /proc. */
function descendants(pid: number) {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      // pid (comm) state ppid ...: comm may hold spaces and parentheses, so read after the last ")".
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      /* gone meanwhile */
    }
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length) {
    const parent = queue.shift()!;
    for (const [child, of] of parents) {
      if (of !== parent) continue;
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

/**
 * Freezes a peer whole (SIGSTOP), as a server that accepts connections and never answers, or thaws it
 * (SIGCONT): the recorded process's group and every process under it. PostgreSQL's backends each lead a
 * session of their own, so stopping the postmaster's group alone would leave open connections answering.
 * The parent is stopped first, so it starts no child that the listing misses.
 */
export function freezePeer(settings: Harness, name: string, frozen: boolean) {
  const pid = Number(fs.readFileSync(pidFile(settings, name), "utf8"));
  const signal = frozen ? "SIGSTOP" : "SIGCONT";
  process.kill(-pid, signal);
  for (const child of descendants(pid)) {
    try {
      process.kill(child, signal);
    } catch {
      /* exited meanwhile */
    }
  }
}

/** Signals the process group of a recorded PID and waits until it is gone (SIGKILL after 10 s). */
export async function stopProcess(settings: Harness, name: string, signal: NodeJS.Signals = "SIGTERM") {
  const file = pidFile(settings, name);
  if (!fs.existsSync(file)) return;
  const pid = Number(fs.readFileSync(file, "utf8"));
  const send = (sig: NodeJS.Signals) => {
    try {
      process.kill(-pid, sig);
    } catch {
      try {
        process.kill(pid, sig);
      } catch {
        /* already gone */
      }
    }
  };
  send(signal);
  for (let waited = 0; alive(pid) && waited < 10_000; waited += 100) await sleep(100);
  if (alive(pid)) send("SIGKILL");
  for (let waited = 0; alive(pid) && waited < 5_000; waited += 100) await sleep(100);
  fs.rmSync(file, { force: true });
}

/** Polls `check` every `everyMs` until it holds; throws naming `what` past `timeoutMs`. A throwing check is "not yet". */
export async function waitFor(what: string, check: () => unknown, timeoutMs = 60_000, everyMs = 200): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      /* not yet */
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${what} did not come up within ${timeoutMs / 1000} s`);
    await sleep(everyMs);
  }
}
