// A purge of any size as requests the provider takes: within its count of keys per request and its bytes
// for the list they travel in (lib/edge/providers.mjs).
import { encodeEdgeKey } from "./key-encoding.mjs";
import { checkPurgeKey, cdnProviders } from "./providers.mjs";

/** @import { CdnProviderName } from "./providers.mjs" */

/**
 * `keys` encoded (lib/edge/key-encoding.mjs), each once, in their first order, split into the fewest
 * requests that fit `provider`'s limits, filled in order. Throws when one key is longer than the provider
 * takes: refused, not cut, since a cut key would purge nothing or another page.
 *
 * @param {CdnProviderName} provider
 * @param {string[]} keys
 * @returns {string[][]}
 */
export function purgeBatches(provider, keys) {
  const { separator, maxKeysPerPurge, maxPurgeListBytes } = cdnProviders[provider];
  const batches = [];
  let batch = [];
  let bytes = 0;
  for (const key of new Set(keys.map(encodeEdgeKey))) {
    checkPurgeKey(provider, key);
    const grown = bytes + (batch.length ? separator.length : 0) + key.length;
    if (batch.length && (batch.length === maxKeysPerPurge || grown > maxPurgeListBytes)) {
      batches.push(batch);
      batch = [];
      bytes = 0;
    }
    bytes += (batch.length ? separator.length : 0) + key.length;
    batch.push(key);
  }
  if (batch.length) batches.push(batch);
  return batches;
}
