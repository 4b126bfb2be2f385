import "server-only";
import { smtpTransport } from "../smtp-transport";

/** Whether the mail server greets and takes a login (nodemailer's verify: connect, EHLO, AUTH, QUIT); no message is sent. */
export function smtpProbe(url: string, timeoutMs: number): () => Promise<unknown> {
  const transport = smtpTransport(url, timeoutMs);
  return () => transport.verify();
}
