// One held post as a line an operator reads: in `npm run data -- held` and the daily digest e-mail alike.

/** How many held posts a list shows. */
export const HELD_SHOWN = 50;
/** How much of a message a line shows. */
const EXCERPT_CHARS = 80;

/**
 * @param {{ id: string; receivedAt: string; form: string; fields: Record<string, string | undefined> }} post
 * @param {string} separator
 */
export const heldPostLine = (post, separator) =>
  [
    post.id,
    post.receivedAt,
    post.form,
    post.fields.name ?? "",
    post.fields.email ?? "",
    (post.fields.message ?? "").replace(/\s+/g, " ").trim().slice(0, EXCERPT_CHARS),
  ].join(separator);
