import "server-only";
import nodemailer from "nodemailer";

/** A mail server on this machine: the one place a lead may travel to it without TLS. */
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/**
 * nodemailer's options for SMTP_URL. An smtp:// server off this machine must upgrade with STARTTLS before
 * anything is sent (requireTLS): a lead never crosses a network in clear text, and a server or a man in the
 * middle that drops STARTTLS gets a failed send, retried, rather than the lead.
 */
export function smtpOptions(url: string, timeoutMs: number, socketTimeoutMs = timeoutMs) {
  const { protocol, hostname } = new URL(url);
  return {
    url,
    requireTLS: protocol === "smtp:" && !LOOPBACK.test(hostname),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: socketTimeoutMs,
  };
}

export const smtpTransport = (url: string, timeoutMs: number, socketTimeoutMs = timeoutMs) =>
  nodemailer.createTransport(smtpOptions(url, timeoutMs, socketTimeoutMs));
