import { CHALLENGE_ENDPOINT } from "@/lib/forms/challenge";

type Answer = { ok: boolean; status: number; json: () => Promise<unknown> };

/**
 * jsdom has no Response (the submit helper only reads ok, status and json()) and no Worker: the
 * challenge's fetch is answered 503 at once, so the form sends without a solution, as it does when the
 * challenge fails, and only its post is the fake's to answer.
 */
function fake(answer: () => Promise<Answer>) {
  global.fetch = jest.fn((url: string) =>
    url === CHALLENGE_ENDPOINT ? Promise.resolve({ ok: false, status: 503, json: async () => ({}) }) : answer(),
  ) as unknown as typeof fetch;
}

export function respond(status: number, body: unknown) {
  fake(async () => ({ ok: status >= 200 && status < 300, status, json: async () => body }));
}

export function pendingResponse() {
  let finish: () => void = () => undefined;
  const pending = new Promise<Answer>((resolve) => {
    finish = () => resolve({ ok: true, status: 200, json: async () => ({}) });
  });
  fake(() => pending);
  return () => finish();
}

/** A fetch that fails as when the visitor is offline. */
export function offline() {
  fake(() => Promise.reject(new TypeError("offline")));
}

/** The form posts the fake fetch was given (url and init), without the challenge's fetch. */
export const posts = () =>
  (global.fetch as jest.Mock).mock.calls.filter(([url]) => url !== CHALLENGE_ENDPOINT) as [
    string,
    { body: FormData; headers: Record<string, string> },
  ][];
