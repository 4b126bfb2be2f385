import "server-only";
import { resumeRemovedNote } from "@/content/form-messages";
import type { Unsent } from "./store/types";

export type Addresses = { from: string; to: string };

/**
 * The e-mail for one submission. Its Message-ID is derived from the submission id, so the rare
 * second send (an instance killed between the SMTP server's "250 OK" and the commit that records
 * it) carries the same id and a mail system can fold it into the first.
 */
export function submissionMessage({ record, attachment, resumeRemoved }: Unsent, { from, to }: Addresses) {
  const lines = Object.entries(record.fields).map(([name, value]) => `${name}: ${value}`);
  if (resumeRemoved) lines.push("", resumeRemovedNote);
  return {
    from,
    to,
    replyTo: record.fields.email,
    subject: `[Website] ${record.subject}`,
    messageId: `<${record.id}@submissions.nexaloom.in>`,
    text: `${lines.join("\n")}\n\nReceived ${record.receivedAt} (submission ${record.id})`,
    attachments: attachment ? [attachment] : [],
  };
}
