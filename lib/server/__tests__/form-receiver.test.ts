/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { careersForms, mailForms, RESUME_MAX_BYTES } from "@/lib/forms/schemas";
import { readSettings } from "@/lib/config";
import { SMOKE_TEST_HEADER } from "@/lib/forms/smoke-test";
import { SOCKET_ADDRESS_HEADER } from "../client-address";
import { createChallengeBackend } from "../challenge";
import { createFormReceiver } from "../form-receiver";
import { createRuntime } from "../runtime";
import { storedZip } from "./zip-fixture";
import { CHALLENGE_FIELD } from "@/lib/forms/challenge";
import { HONEYPOT_FIELD } from "@/lib/forms/honeypot";
import { career, contact, solvedBy } from "./form-fixtures";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "submissions-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const stored = (sub = "") => fs.readdirSync(path.join(dir, sub)).filter((name) => name.endsWith(".json"));
/**
 * A receiver with the backends as a process started with these settings would have them, storing into
 * this test's folder; its `runtime` issues the challenges a person's browser solves for it.
 */
function receiver(
  options: Omit<Parameters<typeof createFormReceiver>[0], "runtime">,
  env: Record<string, string> = {},
) {
  const runtime = createRuntime(readSettings({ SUBMISSIONS_DIR: dir, FORM_RATE_LIMIT: "1000", ...env }));
  return Object.assign(createFormReceiver({ ...options, runtime: () => runtime }), { runtime });
}
const mail = (env?: Record<string, string>) => receiver({ forms: mailForms, maxBytes: 64 * 1024 }, env);
const careers = () =>
  receiver({ forms: careersForms, maxBytes: RESUME_MAX_BYTES + 64 * 1024, resumeForms: ["career"] });

function post(fields: Record<string, string | File>, headers: Record<string, string> = {}) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request("http://localhost:3000/api/mail", { method: "POST", body, headers });
}

const pdf = (name = "cv.pdf") =>
  new File([Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n")], name, { type: "application/pdf" });

describe("the mail receiver", () => {
  it("stores a valid submission before answering 200", async () => {
    const receive = mail();
    const response = await receive(
      post({
        ...contact,
        ...(await solvedBy(receive.runtime)),
        phone: "9876543210",
        budget: "10k-25k",
        extra: "dropped",
      }),
    );
    expect(response.status).toBe(200);
    const [file] = stored();
    const record = JSON.parse(fs.readFileSync(path.join(dir, file!), "utf8"));
    expect(record.form).toBe("contact");
    expect(record.subject).toBe("Contact Page Enquiry");
    expect(record.fields).toEqual({
      name: "Riya Sharma",
      email: "riya@example.in",
      service: "web",
      message: "We need a B2B portal.",
      phone: "9876543210",
      budget: "10k-25k",
    });
    expect(record.delivery).toEqual({ sent: false, attempts: 0 });
    expect((await response.json()).id).toBe(record.id);
  });

  it("stores a formatted phone number as its digits, every one of them", async () => {
    const receive = mail();
    const response = await receive(
      post({ ...contact, ...(await solvedBy(receive.runtime)), phone: "+91 (98) 765-43210" }),
    );
    expect(response.status).toBe(200);
    const [file] = stored();
    expect(JSON.parse(fs.readFileSync(path.join(dir, file!), "utf8")).fields.phone).toBe("919876543210");
  });

  it.each([
    [{ email: "not-an-email" }, /email \(Please enter a valid email address\.\)/],
    [{ name: "" }, /name \(Please enter your name\.\)/],
    [{ service: "" }, /service \(Please choose the service you need\.\)/],
    [{ phone: "98 76x" }, /phone \(Your phone number may contain only digits/],
    [{ phone: "+91 98765 43210 12345" }, /phone \(Your phone number must be at most 15 digits\.\)/],
    [{ message: "x".repeat(5001) }, /message \(Your message must be at most 5000 characters\.\)/],
    [{ name: "Riya\u0000" }, /name \(Your name contains characters we cannot accept\.\)/],
  ])("rejects %o with a 400 that names the field", async (change, pattern) => {
    const response = await mail()(post({ ...contact, ...change }));
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(pattern);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("rejects an unknown form", async () => {
    const response = await mail()(post({ ...contact, form: "career" }));
    expect(response.status).toBe(400);
  });

  it("refuses a body over 64 KiB with 413", async () => {
    const response = await mail()(post({ ...contact, message: "a".repeat(70 * 1024) }));
    expect(response.status).toBe(413);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("refuses a post from another site with 403", async () => {
    const response = await mail()(post(contact, { origin: "https://evil.example" }));
    expect(response.status).toBe(403);
  });

  it("answers 429 when one client sends too fast", async () => {
    const receive = mail({ FORM_RATE_LIMIT: "3" });
    const statuses = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push(
        (await receive(post(contact, { [SOCKET_ADDRESS_HEADER]: "203.0.113.9", "x-forwarded-for": `198.51.100.${i}` })))
          .status,
      );
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect((await receive(post(contact, { [SOCKET_ADDRESS_HEADER]: "203.0.113.10" }))).status).toBe(200);
  });

  it("holds a post that filled the honeypot, whole and out of the e-mail outbox, and still answers 200", async () => {
    // Solved, as a bot driving a real browser would: the honeypot alone holds it.
    const receive = mail();
    const response = await receive(
      post({ ...contact, ...(await solvedBy(receive.runtime)), [HONEYPOT_FIELD]: "http://spam.example" }),
    );
    expect(response.status).toBe(200);
    expect(stored()).toEqual([]);
    const held = stored("held");
    expect(held).toHaveLength(1);
    const record = JSON.parse(fs.readFileSync(path.join(dir, "held", held[0]!), "utf8"));
    expect(record.fields).toMatchObject({ name: contact.name, email: contact.email, message: contact.message });
    expect(fs.existsSync(path.join(dir, "unsent"))).toBe(false);
  });

  it("answers a post that filled the honeypot with the same field errors as anyone's, keeping nothing", async () => {
    const response = await mail()(post({ ...contact, email: "nope", [HONEYPOT_FIELD]: "http://spam.example" }));
    expect(response.status).toBe(400);
    expect(fs.existsSync(path.join(dir, "held"))).toBe(false);
  });

  it("keeps a post whose autofill filled a field named website as the lead it is", async () => {
    const receive = mail();
    const response = await receive(
      post({ ...contact, ...(await solvedBy(receive.runtime)), website: "https://sharma-textiles.example" }),
    );
    expect(response.status).toBe(200);
    expect(stored()).toHaveLength(1);
    expect(fs.existsSync(path.join(dir, "held"))).toBe(false);
  });

  it("keeps a smoke suite's post, with its token, apart from the leads and out of the e-mail outbox", async () => {
    const token = "smoke-test-token-0123456789abcdef0123";
    const receiver = mail({ SMOKE_TEST_TOKEN: token });
    const solved = () => solvedBy(receiver.runtime);
    const response = await receiver(post({ ...contact, ...(await solved()) }, { [SMOKE_TEST_HEADER]: token }));
    expect(response.status).toBe(200);
    expect(stored()).toEqual([]);
    expect(stored("test")).toHaveLength(1);
    expect(fs.existsSync(path.join(dir, "unsent"))).toBe(false);
    // A wrong token, or the right one where none is set, is a lead like any other.
    await receiver(
      post({ ...contact, ...(await solved()) }, { [SMOKE_TEST_HEADER]: "not-the-token-0123456789abcdef0123456" }),
    );
    const unset = mail();
    await unset(post({ ...contact, ...(await solvedBy(unset.runtime)) }, { [SMOKE_TEST_HEADER]: token }));
    expect(stored()).toHaveLength(2);
    expect(fs.readdirSync(path.join(dir, "unsent"))).toHaveLength(2);
    // Still the real path: a bad field is refused, with the token or without.
    expect((await receiver(post({ ...contact, email: "nope" }, { [SMOKE_TEST_HEADER]: token }))).status).toBe(400);
  });

  it("refuses a body that is not form data with 415", async () => {
    const request = new Request("http://localhost/api/mail", {
      method: "POST",
      body: JSON.stringify(contact),
      headers: { "content-type": "application/json" },
    });
    expect((await mail()(request)).status).toBe(415);
  });
});

describe("the careers receiver", () => {
  it("stores the application and its resume", async () => {
    const receive = careers();
    const response = await receive(post({ ...career, ...(await solvedBy(receive.runtime)), resume: pdf() }));
    expect(response.status).toBe(200);
    const record = JSON.parse(fs.readFileSync(path.join(dir, stored()[0]!), "utf8"));
    expect(record.resume).toMatchObject({ originalName: "cv.pdf", kind: "pdf" });
    expect(fs.readFileSync(path.join(dir, record.resume.file), "utf8")).toMatch(/^%PDF-1\.7/);
  });

  it("accepts .doc and .docx by their bytes", async () => {
    const doc = new File([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])], "cv.doc");
    const docx = new File([storedZip({ "word/document.xml": "<w:document/>" })], "cv.docx");
    const receive = careers();
    expect((await receive(post({ ...career, ...(await solvedBy(receive.runtime)), resume: doc }))).status).toBe(200);
    expect((await receive(post({ ...career, ...(await solvedBy(receive.runtime)), resume: docx }))).status).toBe(200);
    expect(stored()).toHaveLength(2);
  });

  it("refuses a file named .pdf whose bytes are something else with 415", async () => {
    const exe = new File([Buffer.from("MZ\x90\x00\x03 this program cannot be run in DOS mode")], "resume.pdf");
    const response = await careers()(post({ ...career, resume: exe }));
    expect(response.status).toBe(415);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("refuses a zip that is not a Word document", async () => {
    const zip = new File(
      [Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from("payload/evil.js")])],
      "cv.docx",
    );
    expect((await careers()(post({ ...career, resume: zip }))).status).toBe(415);
  });

  it("requires a resume with an allowed name", async () => {
    expect((await careers()(post(career))).status).toBe(400);
    const response = await careers()(post({ ...career, resume: pdf("cv.exe") }));
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/\.pdf, \.doc or \.docx/);
  });

  it("refuses a resume over 5 MiB with 413", async () => {
    const big = new File([Buffer.concat([Buffer.from("%PDF-1.7"), Buffer.alloc(RESUME_MAX_BYTES)])], "cv.pdf");
    expect((await careers()(post({ ...career, resume: big }))).status).toBe(413);
  });

  it("takes internship applications without a resume", async () => {
    const receive = careers();
    const response = await receive(
      post({
        ...(await solvedBy(receive.runtime)),
        form: "internship",
        name: "Neha Verma",
        email: "neha@example.in",
        phone: "9812345678",
        position: "ai",
        university: "IIT Indore",
        graduation: "05/2027",
        experience: "intermediate",
        availability: "30",
        message: "I built a crop disease classifier.",
        adult: "yes",
      }),
    );
    expect(response.status).toBe(200);
    expect(JSON.parse(fs.readFileSync(path.join(dir, stored()[0]!), "utf8")).subject).toBe("Internship Application");
  });

  it("stores the consent to keep the resume for other openings with the fields, and only when given", async () => {
    const receive = careers();
    await receive(post({ ...career, ...(await solvedBy(receive.runtime)), resume: pdf(), keepResume: "yes" }));
    expect(JSON.parse(fs.readFileSync(path.join(dir, stored()[0]!), "utf8")).fields.keepResume).toBe("yes");
    const refused = await receive(
      post({ ...career, ...(await solvedBy(receive.runtime)), resume: pdf(), keepResume: "forever" }),
    );
    expect(refused.status).toBe(400);
    expect(stored()).toHaveLength(1);
  });
});

// A browser's own form post, as Chromium sends it when scripts are off.
const navigation = {
  "sec-fetch-mode": "navigate",
  accept: "text/html,application/xhtml+xml,*/*;q=0.8",
  origin: "http://localhost:3000",
};
const navigate = (fields: Record<string, string | File>, headers: Record<string, string> = navigation) =>
  post(fields, headers);

const training = {
  form: "training",
  subject: "Training Application",
  name: "Isha Verma",
  email: "isha@example.in",
  phone: "9876543210",
  program: "ai",
  experience: "beginner",
  message: "I build dashboards in Python.",
  adult: "yes",
};

describe("a browser's own form post", () => {
  it("is stored and answered 303 to /thank-you", async () => {
    const receive = mail();
    const response = await receive(navigate({ ...training, ...(await solvedBy(receive.runtime)) }));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/thank-you");
    expect(stored()).toHaveLength(1);
  });

  it("gets a page naming each problem by its label, linking back to the form, with status 400 and nothing stored", async () => {
    const response = await mail()(navigate({ ...training, email: "isha@", name: "" }));
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain("<h1>Please check your answers</h1>");
    expect(html).toContain("<strong>Email</strong>: Please enter a valid email address.");
    expect(html).toContain("<strong>Full name</strong>: Please enter your name.");
    expect(html).toContain('href="/training#training-form"');
    expect(stored()).toHaveLength(0);
  });

  it("escapes what the visitor sent", async () => {
    const response = await mail()(navigate({ ...training, form: "<b>x</b>" }));
    expect(response.status).toBe(400);
    expect(await response.text()).not.toContain("<b>x</b>");
  });

  it("gets 415 with a page for a resume whose bytes are not a document", async () => {
    const fake = new File([Buffer.from("MZ\x90\x00 not a pdf")], "cv.pdf", { type: "application/pdf" });
    const response = await careers()(navigate({ ...career, resume: fake }));
    expect(response.status).toBe(415);
    expect(await response.text()).toContain(
      "<strong>Resume</strong>: The file is not a PDF or Word document, whatever its name says.",
    );
  });

  it("gets 403 from another site and 429 in a flood, as pages", async () => {
    const foreign = await mail()(navigate(training, { ...navigation, origin: "https://evil.example" }));
    expect(foreign.status).toBe(403);
    expect(await foreign.text()).toContain("This form can only be sent from our website");

    const receive = mail({ FORM_RATE_LIMIT: "1" });
    expect((await receive(navigate(training))).status).toBe(303);
    const flooded = await receive(navigate(training, { ...navigation, referer: "http://localhost:3000/training" }));
    expect(flooded.status).toBe(429);
    const html = await flooded.text();
    expect(html).toContain("Too many submissions");
    expect(html).toContain('href="/training"');
  });

  it("is told apart from fetch by its headers, not by anything in the body", async () => {
    const viaFetch = await mail()(navigate(training, { "sec-fetch-mode": "cors", accept: "*/*" }));
    expect(viaFetch.status).toBe(200);
    expect(await viaFetch.json()).toMatchObject({ ok: true });
    const htmlWithoutFetchMetadata = await mail()(navigate(training, { accept: "text/html" }));
    expect(htmlWithoutFetchMetadata.status).toBe(303);
  });
});

describe("the 18-or-older confirmation", () => {
  it("is required by the receiver: without it a training application gets 400 naming it, as JSON and as a page, and nothing is stored", async () => {
    const unconfirmed = Object.fromEntries(Object.entries(training).filter(([name]) => name !== "adult"));
    const response = await mail()(post(unconfirmed));
    expect(response.status).toBe(400);
    expect((await response.json()).message).toContain("Please confirm that you are 18 or older.");
    const page = await mail()(navigate(unconfirmed));
    expect(page.status).toBe(400);
    expect(await page.text()).toContain(
      "<strong>I confirm I am 18 or older</strong>: Please confirm that you are 18 or older.",
    );
    expect(stored()).toEqual([]);
  });
});

describe("the proof-of-work challenge", () => {
  const recordIn = (sub: string, id: string) =>
    JSON.parse(fs.readFileSync(path.join(dir, sub, `${id}.json`), "utf8")) as { fields: Record<string, string> };

  it("makes a post with a solved challenge a lead: stored with the leads and waiting for its e-mail", async () => {
    const receive = mail();
    const response = await receive(post({ ...contact, ...(await solvedBy(receive.runtime)) }));
    expect(response.status).toBe(200);
    const { id } = await response.json();
    expect(stored()).toEqual([`${id}.json`]);
    expect(recordIn("", id).fields).not.toHaveProperty(CHALLENGE_FIELD);
    expect(fs.existsSync(path.join(dir, "held"))).toBe(false);
    expect(fs.readdirSync(path.join(dir, "unsent"))).toEqual([id]);
  });

  it("holds a second post that brings the same solution, without an Idempotency-Key, with the same answer", async () => {
    const receive = mail();
    const solution = await solvedBy(receive.runtime);
    const first = await receive(post({ ...contact, ...solution }));
    const replay = await receive(post({ ...contact, ...solution, message: "Another message, the same solution." }));
    expect(first.status).toBe(200);
    expect(replay.status).toBe(200);
    const { id: lead } = await first.json();
    const answer = await replay.json();
    expect(answer).toEqual({ ok: true, id: expect.stringMatching(/\S{16,}/) });
    expect(answer.id).not.toBe(lead);
    expect(stored()).toEqual([`${lead}.json`]);
    expect(stored("held")).toEqual([`${answer.id}.json`]);
    expect(recordIn("held", answer.id).fields.message).toBe("Another message, the same solution.");
    expect(fs.readdirSync(path.join(dir, "unsent"))).toEqual([lead]);
  });

  it("holds a post without a solution, whole and out of the e-mail outbox, with the same 200 and an id", async () => {
    const response = await mail()(post(contact));
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer).toEqual({ ok: true, id: expect.stringMatching(/\S{16,}/) });
    expect(stored()).toEqual([]);
    expect(stored("held")).toEqual([`${answer.id}.json`]);
    expect(recordIn("held", answer.id).fields).toMatchObject({ name: contact.name, message: contact.message });
    expect(fs.existsSync(path.join(dir, "unsent"))).toBe(false);
  });

  it.each([
    ["a payload that is not one", async () => ({ [CHALLENGE_FIELD]: "bm90IGEgc29sdXRpb24=" })],
    // Another process's key: a challenge this site never issued.
    [
      "a solution of another key's challenge",
      () => solvedBy({ challenge: createChallengeBackend({ key: "another-site-key-0123456789abcdef0123456789" }) }),
    ],
  ])("holds a post with %s", async (_, solution) => {
    const response = await mail()(post({ ...contact, ...(await solution()) }));
    expect(response.status).toBe(200);
    expect(stored()).toEqual([]);
    expect(stored("held")).toHaveLength(1);
  });

  it("answers a browser's own post without a solution (scripts off) with the 303 to /thank-you, and holds it", async () => {
    const response = await mail()(navigate(training));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/thank-you");
    expect(stored()).toEqual([]);
    expect(stored("held")).toHaveLength(1);
    expect(fs.existsSync(path.join(dir, "unsent"))).toBe(false);
  });
});
