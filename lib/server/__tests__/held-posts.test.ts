/** @jest-environment node */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readSettings } from "@/lib/config";
import { careersForms, RESUME_MAX_BYTES } from "@/lib/forms/schemas";
import { HONEYPOT_FIELD } from "@/lib/forms/honeypot";
import { createFormReceiver } from "../form-receiver";
import { createRuntime } from "../runtime";
import { startPeer, stop } from "./smtp-peer";

const repo = path.resolve(__dirname, "../../..");
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "held-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** `npm run data -- ...` as an operator runs it, with the site's settings. */
const data = (...args: string[]) =>
  execFileSync(process.execPath, ["scripts/data.mjs", ...args], {
    cwd: repo,
    env: { PATH: process.env.PATH, NODE_ENV: "test", SUBMISSIONS_DIR: dir, LOG_LEVEL: "silent" },
    encoding: "utf8",
  });

const resume = Buffer.from("%PDF-1.7\nAsha's resume\n%%EOF\n");
const application = {
  form: "career",
  name: "Asha Verma",
  email: "asha.verma@example.in",
  service: "Software Developer",
  budget: "mid-level",
  skills: "React",
  message: "Autofill filled it.",
};

describe("a held post", () => {
  it("is listed by `npm run data -- held`, not e-mailed, and e-mailed once with its resume after `release`", async () => {
    const peer = await startPeer();
    try {
      const runtime = createRuntime(
        readSettings({ SUBMISSIONS_DIR: dir, SMTP_URL: `smtp://127.0.0.1:${peer.port}`, FORM_RATE_LIMIT: "1000" }),
      );
      const receive = createFormReceiver({
        forms: careersForms,
        maxBytes: RESUME_MAX_BYTES + 64 * 1024,
        resumeForms: ["career"],
        runtime: () => runtime,
      });
      const body = new FormData();
      for (const [name, value] of Object.entries({ ...application, [HONEYPOT_FIELD]: "Asha Verma" }))
        body.append(name, value);
      body.append("resume", new File([resume], "asha.pdf"));
      const answer = await receive(new Request("http://localhost:3000/api/careers", { method: "POST", body }));
      expect(answer.status).toBe(200);
      const { id } = (await answer.json()) as { id: string };

      await runtime.outbox.deliverPending();
      expect(peer.received).toEqual([]);

      const listed = data("held");
      expect(listed).toContain("1 held post(s)");
      expect(listed).toContain(id);
      expect(listed).toContain(application.email);

      expect(data("release", id)).toContain(`released ${id}`);
      expect(data("held")).toContain("0 held post(s)");
      await runtime.outbox.deliverPending();
      await runtime.outbox.deliverPending();
      expect(peer.received).toHaveLength(1);
      expect(peer.received[0]!.raw).toContain(application.message);
      expect(peer.received[0]!.raw).toContain(Buffer.from(resume).toString("base64"));
    } finally {
      await stop(peer.server);
    }
  }, 30_000);

  it("cannot be released twice, nor an id that is not held", () => {
    expect(() => data("release", "no-such-held-post-0001")).toThrow(/no held post no-such-held-post-0001/);
    expect(() => data("release", "../escape")).toThrow(/usage/);
  });
});
