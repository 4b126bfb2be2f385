// Next bundles a module once per route, once for the proxy and once for instrumentation, and loads
// lib/cache/cache-handler.mjs outside its bundles, so a module-level variable exists once per copy.
// What must exist once per process lives on globalThis under a registered symbol, which every copy
// finds. Plain JavaScript, so the .mjs modules Next and node load unbundled can use it too.

/**
 * This process's one `key`, made by `create` on first use; `create` runs once even when it returns
 * nothing, so a one-time step (subscribing a listener) can go through here as well.
 *
 * @template T
 * @param {string} key
 * @param {() => T} create
 * @returns {T}
 */
export function processSingleton(key, create) {
  const symbol = Symbol.for(key);
  // The type of globalThis lists no symbols: to it, the slots are keyed by symbol and hold any key's value.
  const slots = /** @type {Record<symbol, unknown>} */ (globalThis);
  if (!Object.hasOwn(slots, symbol)) slots[symbol] = create();
  return /** @type {T} */ (slots[symbol]);
}
