import { randomUUID } from "node:crypto";
import http from "node:http";
import { solvedChallenge } from "../../tools/kit/challenge";

export type Reply = { status: number; body: string };

/**
 * A GET's status once its whole body has arrived, or 0 when it failed or ran past `timeoutMs`: a body cut off
 * by the timeout rejects after the headers came, so the catch covers reading it too.
 */
export const statusOf = (url: string, init: RequestInit = {}, timeoutMs = 30_000): Promise<number> =>
  fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
    .then(async (response) => (await response.arrayBuffer(), response.status))
    .catch(() => 0);

/**
 * A POST of a multipart form from a chosen loopback address (127.0.0.0/8 is all loopback on Linux),
 * so one test machine can be many clients to nginx or the edge: each puts the address it saw in
 * X-Forwarded-For, and the instances key the rate limit on it. It carries a solved challenge, as a
 * person's browser does, unless `solve` is false (a script's post, held).
 */
export async function postForm(
  url: string,
  fields: Record<string, string | File>,
  { from = "127.0.0.1", headers = {} as Record<string, string>, solve = true } = {},
): Promise<Reply> {
  const form = new FormData();
  let solved: Record<string, string> = {};
  try {
    if (solve) solved = await solvedChallenge(new URL(url).origin);
  } catch (error) {
    // As a cut connection: the caller retries.
    return { status: 0, body: String(error) };
  }
  for (const [name, value] of Object.entries({ ...fields, ...solved })) form.set(name, value);
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  return new Promise((resolve) => {
    const request = http.request(
      url,
      {
        method: "POST",
        localAddress: from,
        headers: { "content-type": encoded.headers.get("content-type")!, "content-length": body.length, ...headers },
        timeout: 30_000,
      },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
        response.on("error", () => resolve({ status: 0, body: text }));
      },
    );
    // A connection cut by a killed instance is an answer too: status 0, retried by the caller.
    request.on("error", (error) => resolve({ status: 0, body: String(error) }));
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.end(body);
  });
}

export function contactFields(run: string, index: number) {
  return {
    form: "contact",
    name: `Cluster Client ${index}`,
    email: `cluster-${run}-${index}@example.in`,
    service: "web",
    message: `Cluster load submission ${index} of run ${run}.`,
  };
}

export const newKey = () => randomUUID();

/** What a browser's own form post sends (no script): the receiver answers it with a 303 to the thank-you page. */
export const browserPost = { accept: "text/html", "sec-fetch-mode": "navigate" };

/**
 * A real, minimal PDF (one page saying `text`, its cross-reference table at the offsets it names), as a
 * visitor's resume would be: a reader opens it, and its bytes are what the store must keep.
 */
export function pdfResume(text: string): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    (() => {
      const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, "")}) Tj ET`;
      return `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
    })(),
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, "0")} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}

/** A career application as the careers page sends it, with `resume` as its PDF. */
function careerFields(run: string, index: number, resume: Buffer) {
  return {
    form: "career",
    name: `Cluster Applicant ${index}`,
    email: `cluster-${run}-${index}@example.in`,
    service: "Software Developer",
    budget: "junior",
    skills: "PostgreSQL, TypeScript",
    message: `Cluster application ${index} of run ${run}.`,
    resume: new File([new Uint8Array(resume)], `resume-${index}.pdf`, { type: "application/pdf" }),
  };
}

export type Posted = { key: string; email: string; form: "contact" | "career"; status: number; resume?: Buffer };

/**
 * `count` submissions to `base` (a URL the receivers are under), `concurrency` at a time, each under its
 * own Idempotency-Key (so its id is known): mixed forms and clients, as visitors send them. Every fifth is
 * a career application with a PDF resume; every other one is posted as a browser's own form post.
 */
export async function postMixed(
  base: string,
  run: string,
  count: number,
  { from = "127.0.0.1", concurrency = 5 } = {},
): Promise<Posted[]> {
  const posted: Posted[] = [];
  const indexes = Array.from({ length: count }, (_, index) => index);
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let index = indexes.shift(); index !== undefined; index = indexes.shift()) {
        const key = `${run}-${index}-${randomUUID()}`.slice(0, 80);
        const career = index % 5 === 0;
        const resume = career ? pdfResume(`Resume ${index} of ${run}`) : undefined;
        const fields = career ? careerFields(run, index, resume!) : contactFields(run, index);
        const headers = { "idempotency-key": key, ...(index % 2 === 1 ? browserPost : {}) };
        const reply = await postForm(`${base}/api/${career ? "careers" : "mail"}`, fields, { from, headers });
        posted.push({ key, email: fields.email, form: career ? "career" : "contact", status: reply.status, resume });
      }
    }),
  );
  return posted;
}
