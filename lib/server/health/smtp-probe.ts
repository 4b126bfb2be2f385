import "server-only";
import nodemailer from "nodemailer";

/** Whether the mail server greets and takes a login (nodemailer's verify: connect, EHLO, AUTH, QUIT); no message is sent. */
export function smtpProbe(url: string, timeoutMs: number): () => Promise<unknown> {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return () => transport.verify();
}
