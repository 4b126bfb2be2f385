import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { submissionsDir } from "../playwright.config";
import { solvedChallenge } from "../tools/kit/challenge";
import { uniqueEmail } from "./support/submissions";

type Value = string | { name: string; mimeType: string; buffer: Buffer };
type Case = {
  title: string;
  endpoint: "/api/mail" | "/api/careers";
  fields?: Record<string, Value | undefined>;
  /** The field that carries the case's tag (default email): one the case keeps valid, so the tag adds no fault of its own. */
  tagField?: string;
  /** A body refused before its fields are read; it still carries the tag, in case it ever is read and stored. */
  raw?: { body: (tag: string) => string; contentType: string };
  headers?: Record<string, string>;
  status: number;
};

const contact = {
  form: "contact",
  name: "Corpus",
  email: "corpus@example.in",
  service: "web",
  message: "A portal for 200 dealers.",
};
const pdf = (bytes = Buffer.from("%PDF-1.7\n%corpus\n")) => ({
  name: "cv.pdf",
  mimeType: "application/pdf",
  buffer: bytes,
});
const career = {
  form: "career",
  name: "Corpus",
  email: "corpus@example.in",
  service: "Software Developer",
  budget: "junior",
  skills: "TypeScript",
  message: "Two years of React.",
  resume: pdf() as Value,
};
const training = {
  form: "training",
  name: "Corpus",
  email: "corpus@example.in",
  phone: "9876543210",
  program: "ai",
  experience: "none",
  message: "ML",
  adult: "yes",
};
const internship = {
  form: "internship",
  name: "Corpus",
  email: "corpus@example.in",
  phone: "9876543210",
  position: "frontend",
  university: "SGSITS Indore",
  graduation: "06/2027",
  experience: "beginner",
  availability: "20",
  message: "I build with React.",
  adult: "yes",
};

/** A case about the e-mail keeps the message valid, so the tag goes there. */
const tagFieldFor = (change: Record<string, Value | undefined>) => ("email" in change ? "message" : "email");

const mail = (
  title: string,
  change: Record<string, Value | undefined>,
  status = 400,
  base: Record<string, Value> = contact,
): Case => ({
  title,
  endpoint: "/api/mail",
  fields: { ...base, ...change },
  tagField: tagFieldFor(change),
  status,
});
const careers = (
  title: string,
  change: Record<string, Value | undefined>,
  status = 400,
  base: Record<string, Value> = career,
): Case => ({
  title,
  endpoint: "/api/careers",
  fields: { ...base, ...change },
  tagField: tagFieldFor(change),
  status,
});

const cases: Case[] = [
  mail("missing name", { name: undefined }),
  mail("blank name", { name: "   " }),
  mail("missing email", { email: undefined }),
  mail("email without domain", { email: "corpus@" }),
  mail("email with spaces", { email: "cor pus@example.in" }),
  mail("email of 300 characters", { email: `${"a".repeat(290)}@example.in` }),
  mail("missing message", { message: undefined }),
  mail("message over 5000 characters", { message: "m".repeat(5001) }),
  mail("name over 100 characters", { name: "n".repeat(101) }),
  mail("company over 120 characters", { company: "c".repeat(121) }),
  mail("phone with letters", { phone: "98765abc" }),
  mail("phone with 16 digits", { phone: "1234567890123456" }),
  mail("service outside the list", { service: "blockchain" }),
  mail("service missing on the contact form", { service: undefined }),
  mail("budget outside the list", { budget: "1-million" }),
  mail("timeline outside the list", { timeline: "yesterday" }),
  mail("unknown form kind", { form: "newsletter" }),
  mail("no form kind", { form: undefined }),
  mail("a career form sent to the mail endpoint", {}, 400, { ...contact, form: "career" }),
  mail("script tag in the message", { message: "<script>alert(1)</script>" }),
  mail("iframe in the company", { company: '<iframe src="//evil.example">' }),
  mail("javascript: URL in the message", { message: "see javascript:alert(1)" }),
  mail("markup in the name", { name: "<b>Corpus</b>" }),
  mail("NUL byte in the name", { name: "Cor\u0000pus" }),
  mail("bell character in the message", { message: "ring\u0007ring" }),
  mail("right-to-left override in the name", { name: "Corpus\u202Etxt.exe" }),
  mail("zero-width space in the company", { company: "Nexa\u200Bloom" }),
  mail("byte order mark inside the message", { message: "hel\uFEFFlo" }),
  mail("a file in a text field", { message: { name: "m.txt", mimeType: "text/plain", buffer: Buffer.from("hello") } }),
  mail("body over 64 KiB", { message: "x".repeat(70 * 1024) }, 413),
  mail("training without phone", { phone: undefined }, 400, training),
  mail("training with an unknown program", { program: "quantum" }, 400, training),
  mail("training without the 18-or-older confirmation", { adult: undefined }, 400, training),
  mail("training with the confirmation answered no", { adult: "no" }, 400, training),
  mail("FAQ question missing", { question: undefined }, 400, {
    form: "faq",
    name: "Corpus",
    email: "corpus@example.in",
    question: "How long?",
  }),
  mail("services enquiry with an unknown service", { service: "desktop2" }, 400, {
    form: "services",
    name: "Corpus",
    email: "corpus@example.in",
    service: "seo",
    message: "Local SEO",
  }),
  {
    title: "JSON instead of a form",
    endpoint: "/api/mail",
    raw: { body: (tag) => JSON.stringify({ ...contact, email: tag }), contentType: "application/json" },
    status: 415,
  },
  {
    title: "plain text body",
    endpoint: "/api/mail",
    raw: { body: (tag) => `name=Corpus&email=${tag}`, contentType: "text/plain" },
    status: 415,
  },
  {
    title: "malformed multipart",
    endpoint: "/api/mail",
    raw: { body: (tag) => `--x\r\nbroken ${tag}`, contentType: "multipart/form-data; boundary=x" },
    status: 400,
  },
  {
    title: "post from another site",
    endpoint: "/api/mail",
    fields: contact,
    headers: { origin: "https://attacker.example" },
    status: 403,
  },
  careers("application without a resume", { resume: undefined }),
  careers("resume with an .exe name", {
    resume: { name: "cv.exe", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7") },
  }),
  careers(
    "executable renamed to .pdf",
    {
      resume: {
        name: "cv.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from("MZ\x90\x00 This program cannot be run in DOS mode"),
      },
    },
    415,
  ),
  careers(
    "zip renamed to .docx",
    {
      resume: {
        name: "cv.docx",
        mimeType: "application/zip",
        buffer: Buffer.concat([Buffer.from("PK\x03\x04"), Buffer.from("payload/run.sh")]),
      },
    },
    415,
  ),
  careers(
    "PNG renamed to .doc",
    { resume: { name: "cv.doc", mimeType: "application/msword", buffer: Buffer.from("\x89PNG\r\n\x1a\n") } },
    415,
  ),
  careers("empty resume file", { resume: { name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(0) } }),
  careers(
    "resume over 5 MiB",
    { resume: pdf(Buffer.concat([Buffer.from("%PDF-1.7"), Buffer.alloc(5 * 1024 * 1024 + 10)])) },
    413,
  ),
  careers("missing position", { service: undefined }),
  careers("unknown experience level", { budget: "ceo" }),
  careers("missing skills", { skills: undefined }),
  careers("script in the skills", { skills: "<script src=//x.example/a.js></script>" }),
  careers("two resume-like files", { extra: pdf() }),
  careers("internship without university", { university: undefined }, 400, internship),
  careers("internship for 50 hours", { availability: "50" }, 400, internship),
  careers("internship with a javascript: portfolio", { portfolio: "javascript:alert(1)" }, 400, internship),
  careers("internship for an unknown position", { position: "sales" }, 400, internship),
  careers("internship without the 18-or-older confirmation", { adult: undefined }, 400, internship),
  careers("resume kept for other openings with a value other than yes", { keepResume: "forever" }),
  careers("a contact form sent to the careers endpoint", {}, 400, { ...contact }),
];

function storedText() {
  if (!fs.existsSync(submissionsDir)) return "";
  return fs
    .readdirSync(submissionsDir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => fs.readFileSync(path.join(submissionsDir, name), "utf8"))
    .join("\n");
}

test.describe("bad input sent over HTTP", { tag: "@http" }, () => {
  test.describe.configure({ mode: "serial" });

  cases.forEach((item, index) => {
    test(`${item.title} gets ${item.status} and nothing is stored`, async ({ request }) => {
      const tag = uniqueEmail(`corpus-${index}`);
      const headers = item.headers ?? {};
      let response;
      if (item.raw) {
        response = await request.post(item.endpoint, {
          headers: { ...headers, "content-type": item.raw.contentType },
          data: item.raw.body(tag),
        });
      } else {
        const multipart: Record<string, Value> = {};
        for (const [name, value] of Object.entries(item.fields ?? {})) if (value !== undefined) multipart[name] = value;
        multipart[item.tagField ?? "email"] = tag;
        response = await request.post(item.endpoint, { headers, multipart });
      }
      expect(response.status()).toBe(item.status);
      const body = await response.json();
      expect(typeof body.message).toBe("string");
      expect(body.message.length).toBeGreaterThan(10);
      expect(storedText()).not.toContain(tag);
    });
  });

  test("a valid submission over HTTP with a solved challenge is stored with its fields, a lead", async ({
    request,
    baseURL,
  }) => {
    const email = `valid-${Date.now()}@example.in`;
    const response = await request.post("/api/mail", {
      multipart: { ...contact, email, ...(await solvedChallenge(baseURL!)) },
    });
    expect(response.status()).toBe(200);
    const { id } = await response.json();
    const record = JSON.parse(fs.readFileSync(path.join(submissionsDir, `${id}.json`), "utf8"));
    expect(record.fields).toMatchObject({ email, service: "web", name: "Corpus" });
    expect(record.held).toBeUndefined();
  });

  test("a post without a solution, or with one already used, is answered the same and held", async ({
    request,
    baseURL,
  }) => {
    const solved = await solvedChallenge(baseURL!);
    const first = `first-${Date.now()}@example.in`;
    expect((await request.post("/api/mail", { multipart: { ...contact, email: first, ...solved } })).status()).toBe(
      200,
    );
    for (const [email, extra] of [
      [`replayed-${Date.now()}@example.in`, solved],
      [`unsolved-${Date.now()}@example.in`, {}],
      [`forged-${Date.now()}@example.in`, { altcha: Buffer.from('{"challenge":{},"solution":{}}').toString("base64") }],
    ] as const) {
      const response = await request.post("/api/mail", { multipart: { ...contact, email, ...extra } });
      expect(response.status()).toBe(200);
      const { id } = await response.json();
      expect(fs.existsSync(path.join(submissionsDir, `${id}.json`))).toBe(false);
      const held = JSON.parse(fs.readFileSync(path.join(submissionsDir, "held", `${id}.json`), "utf8"));
      expect(held.fields.email).toBe(email);
    }
  });

  test("the challenge comes fresh from a no-store endpoint, never the same twice", async ({ request }) => {
    const [one, two] = await Promise.all([request.get("/api/challenge"), request.get("/api/challenge")]);
    expect(one.headers()["cache-control"]).toContain("no-store");
    expect((await one.json()).signature).not.toBe((await two.json()).signature);
  });
});
