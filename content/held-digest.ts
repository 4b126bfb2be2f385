/**
 * The words of the daily e-mail listing the posts held back the day before (lib/server/held-digest.ts):
 * posts not shown to come from a person, kept whole and not e-mailed until an operator releases one.
 */
export const heldDigestWords = {
  subject: (day: string, total: number) => `[Website] ${total} held post${total === 1 ? "" : "s"} on ${day}`,
  intro: (day: string, total: number) =>
    `${total} post${total === 1 ? " was" : "s were"} held back on ${day} (India time): not shown to come from a person, so kept but not e-mailed.`,
  release: "If a person sent one of them, release it and it is e-mailed as usual: npm run data -- release ID",
  byForm: "Held posts per form:",
  shown: (shown: number, total: number) =>
    shown < total ? `The first ${shown} of ${total} (npm run data -- held lists them all):` : "The held posts:",
  columns: "id | received | form | name | e-mail | start of the message",
};
