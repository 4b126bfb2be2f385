import "server-only";
import type { Unsent } from "./store/types";

export type Addresses = { from: string; to: string };

/** Said in place of a resume that a later scan found carrying malware or macros: the file is deleted. */
export const REMOVED_NOTE =
  "Resume removed: the virus scanner flagged the uploaded file after it was received. The file was deleted; ask the applicant for a clean copy.";

/**
 * The e-mail for one submission. Its Message-ID is derived from the submission id, so the rare
 * second send (an instance killed between the SMTP server's "250 OK" and the commit that records
 * it) carries the same id and a mail system can fold it into the first.
 */
export function submissionMessage({ record, attachment, resumeRemoved }: Unsent, { from, to }: Addresses) {
  const lines = Object.entries(record.fields).map(([name, value]) => `${name}: ${value}`);
  if (resumeRemoved) lines.push("", REMOVED_NOTE);
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
