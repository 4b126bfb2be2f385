// ClamAV's clamd from Debian (clamav-daemon) for the suites and the cluster: a foreground daemon on a
// free loopback port with a config and a signature database the caller's folder holds. freshclam never
// runs (it cannot reach the internet here): the database is one body signature for the EICAR test
// string, which is enough for clamd to start, and AlertOLE2Macros flags Office macros by heuristics.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { aptInstall } from "./apt.mjs";
import { alive, waitFor } from "./processes.ts";

export const clamdBin = "/usr/sbin/clamd";

/** The standard antivirus test file (eicar.org): every scanner reports it, and it harms nothing. */
export const EICAR = "X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*";

/** Installs clamav-daemon when this machine lacks it (a fresh CI machine), its services kept from starting. */
export function ensureClamd(log: (message: string) => void = (message) => process.stderr.write(`${message}\n`)) {
  if (!fs.existsSync(clamdBin)) aptInstall(["clamav-daemon"], log);
}

/** A port the kernel just handed out on 127.0.0.1, closed again for clamd to take. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** One request-answer to clamd (`zPING`): whether it answers PONG. */
export function pingClamd(port: number, timeoutMs = 1_000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    const finish = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => finish(false));
    socket.on("error", () => finish(false));
    socket.on("connect", () => socket.write("zPING\0"));
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
      if (answer.includes("\0")) finish(answer.startsWith("PONG"));
    });
    socket.on("end", () => finish(answer.startsWith("PONG")));
  });
}

export type Clamd = {
  port: number;
  url: string;
  pid: number | undefined;
  /** Stops clamd by its PID and waits for it to exit. */
  stop(): Promise<void>;
};

/**
 * Writes `dir`/clamd.conf and `dir`/db/test.ndb for a foreground clamd on 127.0.0.1:`port` (no user
 * switch, a socket and a log in `dir`) and returns the config's path. `streamMaxBytes` must be at least
 * the resume limit: a longer stream is answered with an error, which the site counts as not scanned.
 */
export function writeClamdConfig({
  dir,
  port,
  streamMaxBytes = 10 * 1024 * 1024,
}: {
  dir: string;
  port: number;
  streamMaxBytes?: number;
}): string {
  const db = path.join(dir, "db");
  fs.mkdirSync(db, { recursive: true });
  fs.writeFileSync(path.join(db, "test.ndb"), `Nexaloom.Test.EICAR:0:*:${Buffer.from(EICAR).toString("hex")}\n`);
  const config = path.join(dir, "clamd.conf");
  fs.writeFileSync(
    config,
    [
      "Foreground yes",
      `TCPSocket ${port}`,
      "TCPAddr 127.0.0.1",
      `LocalSocket ${path.join(dir, "clamd.sock")}`,
      `DatabaseDirectory ${db}`,
      `StreamMaxLength ${Math.ceil(streamMaxBytes / 1024 / 1024)}M`,
      "AlertOLE2Macros yes",
      "LogTime yes",
      `LogFile ${path.join(dir, "clamd.log")}`,
      "LogFileMaxSize 0",
      // The suites' machines are small and shared: a few scans at a time are all a test asks.
      "MaxThreads 2",
      "",
    ].join("\n"),
  );
  return config;
}

/**
 * Writes the config and database into `dir` and starts clamd in the foreground on `port` (a free one by
 * default), resolving once it answers PING; `stop()` ends it by its PID.
 */
export async function startClamd({
  dir,
  port,
  streamMaxBytes,
  log,
}: {
  dir: string;
  port?: number;
  streamMaxBytes?: number;
  log?: (message: string) => void;
}): Promise<Clamd> {
  ensureClamd(log);
  const listen = port ?? (await freePort());
  const config = writeClamdConfig({ dir, port: listen, streamMaxBytes });
  const child = spawn(clamdBin, ["--config-file", config], { stdio: "ignore", detached: true });
  child.unref();
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));
  const stop = async () => {
    if (!gone && child.pid) {
      try {
        process.kill(child.pid, "SIGTERM");
      } catch {
        // Already gone.
      }
      // Polled, not awaited: the child is unref'd, and an exit event alone keeps no caller's loop alive.
      await waitFor("clamd to stop", () => gone || !alive(child.pid as number), 10_000, 50);
    }
  };
  const onExit = () => {
    if (!gone && child.pid) process.kill(child.pid, "SIGKILL");
  };
  process.on("exit", onExit);
  void exited.then(() => process.off("exit", onExit));
  // A clamd that exits (a bad config, a port taken) ends the wait at once rather than at its deadline.
  await waitFor(`clamd on port ${listen}`, async () => gone || (await pingClamd(listen)), 60_000).catch(
    async (error) => {
      await stop();
      throw error;
    },
  );
  if (gone) throw new Error(`clamd exited on start; see ${path.join(dir, "clamd.log")}`);
  return { port: listen, url: `tcp://127.0.0.1:${listen}`, pid: child.pid, stop };
}
