import fs from "node:fs";
import { SMTPServer } from "smtp-server";

/** While this file exists, the catcher refuses every message of a submission whose id starts with "refused-". */
export const refusingFlag = (file: string) => `${file}.refusing`;

/**
 * A real SMTP server on loopback that appends one JSON line per message (the submission id its
 * Message-ID names, whether it was accepted, and when), so tests in other processes can count e-mails
 * per submission. The first message of a submission whose id starts with "flaky-" gets a temporary
 * failure (451), as a mail server that is briefly unavailable would answer; every message of one whose
 * id starts with "refused-" is refused (550) while refusingFlag(file) exists, as a mail server that
 * will not take it until an operator steps in.
 */
export function startSmtpCatcher(port: number, file: string): Promise<() => Promise<void>> {
  fs.writeFileSync(file, "");
  fs.rmSync(refusingFlag(file), { force: true });
  const refused = new Set<string>();
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => {
        // The sender derives the Message-ID from the submission id (the body may be line-wrapped, and a
        // long header folded onto the next line).
        const submission = /^Message-ID:\s*<([^@>]+)@submissions\.nexaloom\.in>/im.exec(raw)?.[1] ?? null;
        const flaky = submission?.startsWith("flaky-") && !refused.has(submission);
        if (flaky) refused.add(submission!);
        const refusing = submission?.startsWith("refused-") && fs.existsSync(refusingFlag(file));
        fs.appendFileSync(
          file,
          `${JSON.stringify({
            submission,
            accepted: !flaky && !refusing,
            at: Date.now(),
            raw: submission?.startsWith("flaky-") ? raw : undefined,
          })}\n`,
        );
        if (flaky) callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
        else if (refusing) callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
        else callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      // A sender killed mid-conversation (the SIGKILL test does that) resets its connection: not our failure.
      server.on("error", (error) => console.warn(`[smtp catcher] ${error.message}`));
      resolve(() => new Promise<void>((done) => server.close(() => done())));
    });
  });
}

type Caught = { submission: string | null; accepted: boolean; at: number; raw?: string };

export function caughtMails(file: string): Caught[] {
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Caught);
}

/** How many e-mails the catcher accepted per submission id. */
export function mailsPerSubmission(file: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { submission, accepted } of caughtMails(file)) {
    if (submission && accepted) counts.set(submission, (counts.get(submission) ?? 0) + 1);
  }
  return counts;
}
