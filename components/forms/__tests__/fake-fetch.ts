/** jsdom has no Response; the submit helper only reads ok, status and json(). */
export function respond(status: number, body: unknown) {
  global.fetch = jest.fn().mockResolvedValue({ ok: status >= 200 && status < 300, status, json: async () => body });
}

export function pendingResponse() {
  let finish: () => void = () => undefined;
  global.fetch = jest.fn().mockReturnValue(
    new Promise((resolve) => {
      finish = () => resolve({ ok: true, status: 200, json: async () => ({}) });
    }),
  );
  return () => finish();
}
