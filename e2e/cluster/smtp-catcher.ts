import fs from "node:fs";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on loopback that appends one JSON line per message it accepts (the submission id
 * the message names), so tests in other processes can count e-mails per submission.
 */
export function startSmtpCatcher(port: number, file: string): Promise<() => Promise<void>> {
  fs.writeFileSync(file, "");
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => {
        // The sender derives the Message-ID from the submission id (the body may be line-wrapped).
        const submission = /^Message-ID: <([^@>]+)@submissions\.nexaloom\.in>/im.exec(raw)?.[1] ?? null;
        fs.appendFileSync(file, `${JSON.stringify({ submission, at: Date.now() })}\n`);
        callback();
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

/** How many e-mails the catcher received per submission id. */
export function mailsPerSubmission(file: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of fs.readFileSync(file, "utf8").split("\n").filter(Boolean)) {
    const { submission } = JSON.parse(line) as { submission: string | null };
    if (submission) counts.set(submission, (counts.get(submission) ?? 0) + 1);
  }
  return counts;
}
