// Where the forms post when NEXT_PUBLIC_MAIL_ENDPOINT and NEXT_PUBLIC_CAREERS_ENDPOINT are unset: read by
// the browser's code (lib/forms/submit.ts) and by the settings' check of a start against its build.
export const DEFAULT_MAIL_ENDPOINT = "/api/mail";
export const DEFAULT_CAREERS_ENDPOINT = "/api/careers";
