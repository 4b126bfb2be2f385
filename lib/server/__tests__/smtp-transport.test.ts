/** @jest-environment node */
import type { AddressInfo } from "node:net";
import nodemailer from "nodemailer";
import { SMTPServer } from "smtp-server";
import { smtpOptions, smtpTransport } from "../smtp-transport";

/** A real SMTP peer on loopback that offers no STARTTLS, as a plain relay or a downgrading middleman would. */
function plainPeer(): Promise<{ server: SMTPServer; port: number; received: number[] }> {
  const received: number[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    onData(stream, _session, callback) {
      stream.resume();
      stream.on("end", () => {
        received.push(Date.now());
        callback();
      });
    },
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ server, port: (server.server.address() as AddressInfo).port, received }),
    ),
  );
}

const message = { from: "site@nexaloom.in", to: "hello@nexaloom.in", subject: "Lead", text: "A lead" };

let peer: Awaited<ReturnType<typeof plainPeer>>;
beforeAll(async () => {
  peer = await plainPeer();
});
afterAll(() => new Promise<void>((resolve) => peer.server.close(() => resolve())));

it("sends in clear text only to a mail server on this machine", async () => {
  await smtpTransport(`smtp://127.0.0.1:${peer.port}`, 5_000).sendMail(message);
  await smtpTransport(`smtp://localhost:${peer.port}`, 5_000).sendMail(message);
  expect(peer.received).toHaveLength(2);
});

it("refuses to send to an smtp:// server elsewhere that does not upgrade with STARTTLS", async () => {
  const before = peer.received.length;
  // The options a remote SMTP_URL gets, pointed at the plain peer in its URL's place.
  const { url, ...remote } = smtpOptions("smtp://lead:pw@mail.example.com:587", 5_000);
  expect(new URL(url).hostname).toBe("mail.example.com");
  await expect(
    nodemailer.createTransport({ ...remote, host: "127.0.0.1", port: peer.port }).sendMail(message),
  ).rejects.toThrow(/STARTTLS/);
  expect(peer.received).toHaveLength(before);
});
