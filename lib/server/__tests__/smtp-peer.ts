import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type Received = { to: string[]; raw: string };

/** A real SMTP peer on loopback that keeps what it receives. */
export function startPeer(port = 0): Promise<{ server: SMTPServer; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () =>
      resolve({ server, port: (server.server.address() as AddressInfo).port, received }),
    );
  });
}

export const stop = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));
