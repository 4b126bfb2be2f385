import "server-only";
import nodemailer from "nodemailer";
import { LOOPBACK } from "@/lib/settings.mjs";

/**
 * nodemailer's options for SMTP_URL. An smtp:// server off this machine (LOOPBACK) must upgrade with
 * STARTTLS before anything is sent (requireTLS): a lead never crosses a network in clear text, and a server or a man in the
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
