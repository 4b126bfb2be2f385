import { expect, test } from "@playwright/test";
import { contactFields, postForm } from "./client";
import { clusterEnv, rateLimit } from "./settings";

test("through nginx, one client gets FORM_RATE_LIMIT submissions a minute across all three instances, not three times it", async () => {
  const { lb } = clusterEnv();
  const run = `rate-${Date.now()}`;
  const statuses: number[] = [];
  // Sequential, so nginx's round robin spreads them over all three instances; a forged
  // X-Forwarded-For on each must not make them count as other clients.
  for (let index = 0; index < rateLimit * 3; index++) {
    const reply = await postForm(`${lb}/api/mail`, contactFields(run, index), {
      from: "127.0.0.77",
      headers: { "x-forwarded-for": `198.51.100.${index % 250}` },
    });
    statuses.push(reply.status);
  }
  expect(statuses.filter((status) => status === 200)).toHaveLength(rateLimit);
  expect(statuses.filter((status) => status === 429)).toHaveLength(rateLimit * 2);
  expect(statuses.slice(0, rateLimit).every((status) => status === 200)).toBe(true);

  // Another client still has its own allowance.
  expect((await postForm(`${lb}/api/mail`, contactFields(run, 999), { from: "127.0.0.78" })).status).toBe(200);
});
