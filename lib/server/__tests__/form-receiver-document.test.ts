/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { careersForms, mailForms, RESUME_MAX_BYTES } from "@/lib/forms/schemas";
import { createFormReceiver } from "../form-receiver";

// A browser's own form post, as Chromium sends it when scripts are off.
const navigation = { "sec-fetch-mode": "navigate", accept: "text/html,application/xhtml+xml,*/*;q=0.8", origin: "http://localhost:3000" };

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "submissions-"));
  process.env.SUBMISSIONS_DIR = dir;
  process.env.FORM_RATE_LIMIT = "1000";
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const stored = () => fs.readdirSync(dir).filter((name) => name.endsWith(".json"));
const mail = () => createFormReceiver({ forms: mailForms, maxBytes: 64 * 1024 });
const careers = () => createFormReceiver({ forms: careersForms, maxBytes: RESUME_MAX_BYTES + 64 * 1024, resumeForms: ["career"] });

function post(fields: Record<string, string | File>, headers: Record<string, string> = navigation) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request("http://localhost:3000/api/mail", { method: "POST", body, headers });
}

const training = { form: "training", subject: "Training Application", name: "Isha Verma", email: "isha@example.in", phone: "9876543210", program: "ai", experience: "beginner", message: "I build dashboards in Python." };

describe("a browser's own form post", () => {
  it("is stored and answered 303 to /thank-you", async () => {
    const response = await mail()(post(training));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/thank-you");
    expect(stored()).toHaveLength(1);
  });

  it("gets a page naming each problem by its label, linking back to the form, with status 400 and nothing stored", async () => {
    const response = await mail()(post({ ...training, email: "isha@", name: "" }));
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
    const response = await mail()(post({ ...training, form: "<b>x</b>" }));
    expect(response.status).toBe(400);
    expect(await response.text()).not.toContain("<b>x</b>");
  });

  it("gets 415 with a page for a resume whose bytes are not a document", async () => {
    const fake = new File([Buffer.from("MZ\x90\x00 not a pdf")], "cv.pdf", { type: "application/pdf" });
    const career = { form: "career", name: "Arjun Mehta", email: "arjun@example.in", service: "Software Developer", budget: "mid-level", skills: "React", message: "Hello." };
    const response = await careers()(post({ ...career, resume: fake }));
    expect(response.status).toBe(415);
    expect(await response.text()).toContain("<strong>Resume</strong>: The file is not a PDF or Word document, whatever its name says.");
  });

  it("gets 403 from another site and 429 in a flood, as pages", async () => {
    const foreign = await mail()(post(training, { ...navigation, origin: "https://evil.example" }));
    expect(foreign.status).toBe(403);
    expect(await foreign.text()).toContain("This form can only be sent from our website");

    process.env.FORM_RATE_LIMIT = "1";
    const receive = mail();
    expect((await receive(post(training))).status).toBe(303);
    const flooded = await receive(post(training, { ...navigation, referer: "http://localhost:3000/training" }));
    expect(flooded.status).toBe(429);
    const html = await flooded.text();
    expect(html).toContain("Too many submissions");
    expect(html).toContain('href="/training"');
  });

  it("is told apart from fetch by its headers, not by anything in the body", async () => {
    const viaFetch = await mail()(post(training, { "sec-fetch-mode": "cors", accept: "*/*" }));
    expect(viaFetch.status).toBe(200);
    expect(await viaFetch.json()).toMatchObject({ ok: true });
    const htmlWithoutFetchMetadata = await mail()(post(training, { accept: "text/html" }));
    expect(htmlWithoutFetchMetadata.status).toBe(303);
  });
});
