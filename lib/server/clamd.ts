import "server-only";
import net from "node:net";
import type { ClamdAddress } from "@/lib/settings.mjs";

/**
 * What clamd said of a file: `clean` (stream: OK), `detected` (stream: <signature> FOUND), or
 * `unscanned`: any other answer, a size clamd refused, a timeout, clamd unreachable. Only `clean`
 * lets a resume be e-mailed; `unscanned` keeps it quarantined until a later scan passes.
 */
export type ScanResult =
  { outcome: "clean" } | { outcome: "detected"; signature: string } | { outcome: "unscanned"; reason: string };

export type Scanner = (bytes: Uint8Array) => Promise<ScanResult>;

/** A scan of a resume (at most a few megabytes) that takes longer than this is not waited for. */
export const SCAN_TIMEOUT_MS = 10_000;
const CHUNK = 64 * 1024;
/** clamd's answers are one short line; more than this is not an answer. */
const MOST_ANSWER = 4096;

/**
 * One command to clamd on a fresh connection, in its NUL-terminated `z` form, with `body` written after
 * it; resolves with the answer line, without its terminator. Rejects on a connection failure or timeout.
 */
function ask(address: ClamdAddress, command: string, body: Uint8Array[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = "path" in address ? net.connect(address.path) : net.connect(address.port, address.host);
    const received: Buffer[] = [];
    let size = 0;
    const timer = setTimeout(() => socket.destroy(new Error(`clamd did not answer within ${timeoutMs} ms`)), timeoutMs);
    const done = (error?: Error) => {
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
      else
        resolve(
          Buffer.concat(received)
            .toString("latin1")
            .replace(/\0+$|\n+$/, ""),
        );
    };
    socket.on("error", (error) => done(error));
    socket.on("data", (chunk: Buffer) => {
      received.push(chunk);
      size += chunk.length;
      if (chunk.includes(0) || size > MOST_ANSWER) done();
    });
    socket.on("end", () => done());
    socket.on("connect", () => {
      socket.write(`z${command}\0`);
      for (const part of body) socket.write(part);
      // INSTREAM ends its chunks with a zero length; clamd answers after it and closes.
    });
  });
}

/** The INSTREAM body: each chunk after its 4-byte big-endian length, then a zero length. */
function instream(bytes: Uint8Array): Uint8Array[] {
  const parts: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += CHUNK) {
    const chunk = bytes.subarray(at, Math.min(at + CHUNK, bytes.length));
    const length = Buffer.alloc(4);
    length.writeUInt32BE(chunk.length);
    parts.push(length, chunk);
  }
  parts.push(Buffer.alloc(4));
  return parts;
}

/** Reads one INSTREAM answer: only these two shapes mean the file was scanned. */
export function readVerdict(answer: string): ScanResult {
  if (answer === "stream: OK") return { outcome: "clean" };
  const found = /^stream: (.+) FOUND$/.exec(answer);
  if (found?.[1]) return { outcome: "detected", signature: found[1] };
  // "INSTREAM size limit exceeded. ERROR", "... ERROR", an empty answer: not a verdict on the file.
  return { outcome: "unscanned", reason: answer === "" ? "no answer" : answer.slice(0, 120) };
}

/** Scans bytes with clamd's INSTREAM: never rejects, a failure is `unscanned` with its reason. */
export function clamdScanner(address: ClamdAddress, timeoutMs = SCAN_TIMEOUT_MS): Scanner {
  return async (bytes) => {
    try {
      return readVerdict(await ask(address, "INSTREAM", instream(bytes), timeoutMs));
    } catch (error) {
      return { outcome: "unscanned", reason: error instanceof Error ? error.message.slice(0, 120) : "failed" };
    }
  };
}

/** What VERSION says: `ClamAV 1.4.6/27000/Tue Dec  1 09:30:00 2026`; the date is the signatures'. */
export type ClamdVersion = { engine: string; signatures?: number; signaturesAt?: Date };

export function readVersion(answer: string): ClamdVersion {
  const [engine, signatures, date] = answer.split("/");
  const at = date ? new Date(`${date.trim()} UTC`) : undefined;
  return {
    engine: (engine ?? "").trim(),
    ...(signatures && /^\d+$/.test(signatures) ? { signatures: Number(signatures) } : {}),
    ...(at && !Number.isNaN(at.getTime()) ? { signaturesAt: at } : {}),
  };
}

/**
 * Asks clamd's VERSION: the probe behind its gauges (up, signatures' age). Rejects when clamd does not
 * answer. Never asked by readiness: a site without a scanner still takes applications.
 */
export async function clamdVersion(address: ClamdAddress, timeoutMs: number): Promise<ClamdVersion> {
  const answer = await ask(address, "VERSION", [], timeoutMs);
  if (!answer.startsWith("ClamAV ")) throw new Error("clamd answered VERSION with something else");
  return readVersion(answer);
}
