import { expect, test } from "@playwright/test";
import { postForm } from "./client";
import { query } from "./database";
import { clusterEnv, mailLog } from "./settings";
import { caughtMails } from "./smtp-catcher";

test("a career application's resume is kept as bytea, and a send the mail server refuses is retried and delivered once", async () => {
  test.setTimeout(60_000);
  const { lb } = clusterEnv();
  const resume = Buffer.concat([
    Buffer.from("%PDF-1.7\n"),
    Buffer.from(Array.from({ length: 2048 }, (_, index) => index % 256)),
  ]);
  const key = `flaky-${Date.now()}-career-application`;
  const fields = {
    form: "career",
    name: "Outbox Applicant",
    email: "outbox-applicant@example.in",
    service: "Software Developer",
    budget: "junior",
    skills: "PostgreSQL, TypeScript",
    message: "Retried until it goes through.",
    resume: new File([resume], "cv.pdf", { type: "application/pdf" }),
  };
  const reply = await postForm(`${lb}/api/careers`, fields, {
    from: "127.0.0.90",
    headers: { "idempotency-key": key },
  });
  expect(reply.status, reply.body).toBe(200);
  expect(JSON.parse(reply.body)).toMatchObject({ id: key });

  const [row] = await query<{ resume: Buffer; resume_kind: string; resume_name: string }>(
    "SELECT resume, resume_kind, resume_name FROM submissions WHERE id = $1",
    [key],
  );
  expect(row).toMatchObject({ resume_kind: "pdf", resume_name: "cv.pdf" });
  expect(Buffer.compare(row!.resume, resume)).toBe(0);

  // The catcher refuses the first send (451); the outbox backs off 5 s and sends again.
  await expect
    .poll(
      async () =>
        (
          await query<{ sent: boolean; attempts: number }>(
            "SELECT sent_at IS NOT NULL AS sent, attempts FROM submissions WHERE id = $1",
            [key],
          )
        )[0],
      {
        timeout: 30_000,
        intervals: [500],
      },
    )
    .toEqual({ sent: true, attempts: 2 });
  const mails = caughtMails(mailLog).filter((mail) => mail.submission === key);
  expect(mails.map((mail) => mail.accepted)).toEqual([false, true]);
  expect(mails[1]!.raw).toMatch(/Content-Type: application\/pdf[\s\S]*Content-Disposition: attachment/i);
});
