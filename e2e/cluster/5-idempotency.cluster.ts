import { expect, test } from "@playwright/test";
import { contactFields, postForm } from "./client";
import { query } from "./database";
import { clusterEnv } from "./settings";

/**
 * An Idempotency-Key is the submission's id in PostgreSQL, whichever instance a retried post reaches:
 * posted straight to different instances (not through nginx), the same key and body are stored once and
 * answered alike, another body with that key is refused (422), and a key that is not a valid client id
 * (CLIENT_ID in lib/server/store/types.ts) is refused (400) before anything is stored.
 */
const rowsWithEmail = async (email: string) =>
  query<{ id: string; message: string }>(
    "SELECT id, fields->>'message' AS message FROM submissions WHERE fields->>'email' = $1",
    [email],
  );

test("the same Idempotency-Key posted to two instances stores one row and answers alike; another body is 422; a bad key 400 and nothing stored", async () => {
  const { instances } = clusterEnv();
  const run = `idem-${Date.now()}`;
  const post = (instance: string, fields: Record<string, string>, key: string) =>
    postForm(`${instance}/api/mail`, fields, { from: "127.0.0.92", headers: { "idempotency-key": key } });

  // One after the other, to two instances.
  const key = `${run}-one-after-other`;
  const fields = contactFields(run, 1);
  const first = await post(instances[0]!, fields, key);
  const second = await post(instances[1]!, fields, key);
  expect(first.status, first.body).toBe(200);
  expect(JSON.parse(first.body)).toEqual({ ok: true, id: key });
  expect(second).toEqual(first);
  expect(await rowsWithEmail(fields.email)).toEqual([{ id: key, message: fields.message }]);

  // The same key with another body, at a third instance: refused, and the first row kept as it was.
  const changed = await post(instances[2]!, { ...fields, message: "Another message under the same key." }, key);
  expect(changed.status).toBe(422);
  expect(JSON.parse(changed.body).message).toMatch(/Idempotency-Key was already used/);
  expect(await rowsWithEmail(fields.email)).toEqual([{ id: key, message: fields.message }]);

  // At the same moment, to all three: one row, three identical answers.
  const raced = `${run}-at-once`;
  const racedFields = contactFields(run, 2);
  const replies = await Promise.all(instances.map((instance) => post(instance, racedFields, raced)));
  expect(replies.map((reply) => reply.status)).toEqual(instances.map(() => 200));
  expect(new Set(replies.map((reply) => reply.body))).toEqual(new Set([JSON.stringify({ ok: true, id: raced })]));
  expect(await rowsWithEmail(racedFields.email)).toEqual([{ id: raced, message: racedFields.message }]);

  // Keys that are not a client id (too short, too long, characters outside A-Z a-z 0-9 _ -): 400, nothing stored.
  const badKeys = [
    "short-key",
    "k".repeat(81),
    "has spaces but is long enough",
    "../../etc/passwd-0123456789",
    "ключ-0123456789abcdef",
  ];
  for (const [index, bad] of badKeys.entries()) {
    const badFields = contactFields(run, 10 + index);
    const reply = await postForm(`${instances[index % instances.length]}/api/mail`, badFields, {
      from: "127.0.0.92",
      // A header carries bytes: the Cyrillic key goes as its UTF-8 bytes, as a client would send it.
      headers: { "idempotency-key": Buffer.from(bad).toString("latin1") },
    });
    expect(reply.status, bad).toBe(400);
    expect(JSON.parse(reply.body).message).toMatch(/Idempotency-Key header must be 16 to 80/);
    expect(await rowsWithEmail(badFields.email)).toEqual([]);
  }
  expect(await query("SELECT id FROM submissions WHERE id = ANY($1)", [badKeys])).toEqual([]);
});
