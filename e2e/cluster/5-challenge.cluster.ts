import { expect, test } from "@playwright/test";
import { solvedChallenge } from "../../tools/kit/challenge";
import { contactFields, postForm } from "./client";
import { query } from "./database";
import { clusterEnv } from "./settings";

const heldOf = async (id: string) =>
  (await query<{ held: boolean }>("SELECT held FROM submissions WHERE id = $1", [id])).map((row) => row.held);

test("a challenge one instance issued is taken by another once, across all of them: a replay at a third is held", async () => {
  const { instances } = clusterEnv();
  const [first, second, third] = instances;
  const solved = await solvedChallenge(first!);
  const lead = await postForm(`${second}/api/mail`, { ...contactFields("challenge", 1), ...solved }, { solve: false });
  expect(lead.status, lead.body).toBe(200);
  expect(await heldOf(JSON.parse(lead.body).id)).toEqual([false]);

  // The used solution is remembered in Redis: the same payload on another post, at another instance, is held.
  const replay = await postForm(`${third}/api/mail`, { ...contactFields("challenge", 2), ...solved }, { solve: false });
  expect(replay.status, replay.body).toBe(200);
  expect(await heldOf(JSON.parse(replay.body).id)).toEqual([true]);

  const unsolved = await postForm(`${first}/api/mail`, contactFields("challenge", 3), { solve: false });
  expect(unsolved.status, unsolved.body).toBe(200);
  expect(await heldOf(JSON.parse(unsolved.body).id)).toEqual([true]);
});
