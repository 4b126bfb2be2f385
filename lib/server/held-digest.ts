import "server-only";
import { heldDigestWords as words } from "@/content/held-digest";
import { formSubjects } from "@/content/form-messages";
import { errorFields, failureNotice } from "@/lib/failure-notice.mjs";
import { HELD_SHOWN, heldPostLine } from "@/lib/held-post-line.mjs";
import { log } from "@/lib/log.mjs";
import { metrics } from "@/lib/metrics.mjs";
import type { Addresses } from "./mail-message";
import { smtpTransport } from "./smtp-transport";
import type { HeldSummary, SubmissionStore } from "./store/types";

/** Checked this often (and at start) by every instance: the one that claims the day sends it. */
export const HELD_DIGEST_EVERY_MS = 60 * 60 * 1000;
/** How many held posts the e-mail lists, as `npm run data -- held` does. */
export const HELD_DIGEST_SHOWN = HELD_SHOWN;

/** India Standard Time, UTC+05:30 all year: the company's calendar day. */
const KOLKATA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Asia/Kolkata calendar day before the one `now` falls on: its date and its span in UTC. */
export function previousKolkataDay(now: Date): { day: string; from: Date; to: Date } {
  const local = new Date(now.getTime() + KOLKATA_OFFSET_MS);
  const today = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - KOLKATA_OFFSET_MS;
  const from = new Date(today - DAY_MS);
  return { day: new Date(from.getTime() + KOLKATA_OFFSET_MS).toISOString().slice(0, 10), from, to: new Date(today) };
}

/** The digest's e-mail: counts per form, then the first posts, one line each. */
export function heldDigestMessage(day: string, summary: HeldSummary, { from, to }: Addresses) {
  const forms = Object.entries(summary.byForm)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([form, count]) => {
      const subject = Object.hasOwn(formSubjects, form) ? ` (${formSubjects[form as keyof typeof formSubjects]})` : "";
      return `  ${form}${subject}: ${count}`;
    });
  const posts = summary.first.map((post) => heldPostLine(post, " | "));
  const text = [
    words.intro(day, summary.total),
    words.release,
    "",
    words.byForm,
    ...forms,
    "",
    words.shown(summary.first.length, summary.total),
    words.columns,
    ...posts,
  ].join("\n");
  return {
    from,
    to,
    subject: words.subject(day, summary.total),
    // One id per day: should a send be repeated, a mail system can fold it into the first.
    messageId: `<held-digest-${day}@submissions.nexaloom.in>`,
    text: `${text}\n`,
  };
}

export type HeldDigest = {
  /** Sends the previous day's digest unless there is nothing held, no SMTP_URL, or another instance took it. */
  run(now?: Date): Promise<"sent" | "empty" | "taken" | "off" | "failed">;
  /** Runs at start and every HELD_DIGEST_EVERY_MS (called once, at boot). */
  start(): void;
};

/**
 * The daily e-mail of held posts to CONTACT_TO, over the outbox's SMTP: every instance checks hourly,
 * exactly one sends each day (the store's claim: a row in PostgreSQL, an O_EXCL file in the folder).
 * Nothing without SMTP_URL, nothing when nothing was held. Logs counts only, never what a visitor wrote.
 */
export function createHeldDigest({
  store,
  smtpUrl,
  addresses,
}: {
  store: SubmissionStore;
  smtpUrl: string | undefined;
  addresses: Addresses;
}): HeldDigest {
  let timer: ReturnType<typeof setInterval> | null = null;
  let running: ReturnType<HeldDigest["run"]> | undefined;
  const notice = failureNotice(
    "held_digest.failed",
    "the daily digest of held posts was not sent; any instance tries again within the hour",
  );

  async function once(now: Date): ReturnType<HeldDigest["run"]> {
    const { heldSummary, claimHeldDigest, releaseHeldDigest } = store;
    if (!smtpUrl || !heldSummary || !claimHeldDigest) return "off";
    const { day, from, to } = previousKolkataDay(now);
    try {
      const summary = await heldSummary.call(store, from, to, HELD_DIGEST_SHOWN);
      if (summary.total === 0) return "empty";
      if (!(await claimHeldDigest.call(store, day))) return "taken";
      const transport = smtpTransport(smtpUrl, 10_000, 30_000);
      try {
        await transport.sendMail(heldDigestMessage(day, summary, addresses));
      } catch (error) {
        await releaseHeldDigest?.call(store, day);
        throw error;
      } finally {
        transport.close();
      }
      notice.recovered();
      metrics().heldDigests.inc({ outcome: "sent" });
      log().info(
        { event: "held_digest.sent", day, total: summary.total, forms: summary.byForm },
        "the daily digest of held posts was sent",
      );
      return "sent";
    } catch (error) {
      metrics().heldDigests.inc({ outcome: "failed" });
      notice.failed(errorFields(error));
      return "failed";
    }
  }

  function run(now = new Date()) {
    running ??= once(now).finally(() => (running = undefined));
    return running;
  }

  return {
    run,
    start() {
      if (timer || !smtpUrl) return;
      void run();
      timer = setInterval(() => void run(), HELD_DIGEST_EVERY_MS);
      timer.unref();
    },
  };
}
