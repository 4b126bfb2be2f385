import { expect, test } from "@playwright/test";
import { validationMessages } from "../../content/validation-messages";
import { EICAR } from "../../tools/kit/clamd.ts";
import { pdfResume, postForm } from "./client";
import { query } from "./database";
import { cluster, clusterEnv, mailLog } from "./settings";
import { mailsPerSubmission } from "./smtp-catcher";

const application = (resume: Buffer, name: string) => ({
  form: "career",
  name: "Scanned Applicant",
  email: "scanned-applicant@example.in",
  service: "Software Developer",
  budget: "junior",
  skills: "PostgreSQL, TypeScript",
  message: "My resume goes through clamd first.",
  resume: new File([new Uint8Array(resume)], name, { type: "application/pdf" }),
});

test("a resume carrying the EICAR string is refused at its field with 422 through nginx, and no row is kept", async () => {
  const { lb } = clusterEnv();
  const key = `eicar-${Date.now()}-career-application`;
  const infected = Buffer.concat([pdfResume("Infected"), Buffer.from(`%${EICAR}\n`)]);
  const reply = await postForm(`${lb}/api/careers`, application(infected, "cv.pdf"), {
    from: "127.0.0.91",
    headers: { "idempotency-key": key },
  });
  expect(reply.status, reply.body).toBe(422);
  expect(JSON.parse(reply.body).message).toContain(`resume (${validationMessages.resumeFlagged})`);
  expect(await query("SELECT id FROM submissions WHERE id = $1", [key])).toEqual([]);
});

test("with clamd stopped an application is kept and held, not e-mailed, then e-mailed once after clamd is back", async () => {
  test.setTimeout(120_000);
  const { lb } = clusterEnv();
  const key = `held-${Date.now()}-career-application`;
  cluster("stop-clamd");
  try {
    const reply = await postForm(`${lb}/api/careers`, application(pdfResume("Held"), "cv.pdf"), {
      from: "127.0.0.92",
      headers: { "idempotency-key": key },
    });
    expect(reply.status, reply.body).toBe(200);
    const held = () =>
      query<{ scan: string | null; sent: boolean }>(
        "SELECT resume_scan AS scan, sent_at IS NOT NULL AS sent FROM submissions WHERE id = $1",
        [key],
      );
    expect(await held()).toEqual([{ scan: "pending", sent: false }]);
    // Several outbox rounds (5 s apart on each instance) find it held and leave it.
    await new Promise((resolve) => setTimeout(resolve, 12_000));
    expect(await held()).toEqual([{ scan: "pending", sent: false }]);
    expect(mailsPerSubmission(mailLog).get(key)).toBeUndefined();
  } finally {
    cluster("start-clamd");
  }
  await expect
    .poll(
      async () =>
        (await query<{ sent: boolean }>("SELECT sent_at IS NOT NULL AS sent FROM submissions WHERE id = $1", [key]))[0],
      {
        timeout: 60_000,
        intervals: [500],
      },
    )
    .toEqual({ sent: true });
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  expect(mailsPerSubmission(mailLog).get(key)).toBe(1);
});
