import "server-only";

/**
 * What is kept of a failed send, as data: the error's code and the mail server's status (nodemailer's
 * `code` and `responseCode`), or its class; never its words, which can quote a visitor's address back.
 */
export function sendFailure(error: unknown): string {
  const { code, responseCode } = (typeof error === "object" && error ? error : {}) as {
    code?: unknown;
    responseCode?: unknown;
  };
  const parts = [typeof code === "string" ? code : "", typeof responseCode === "number" ? String(responseCode) : ""];
  return parts.filter(Boolean).join(" ") || (error instanceof Error ? error.name : "unknown failure");
}
