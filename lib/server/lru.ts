import "server-only";

/**
 * A map that keeps at most `maxKeys` entries, dropping the least recently used: whatever keys a flood
 * of requests brings, it costs fixed memory and each operation constant time. Map keeps insertion
 * order, so a read re-inserts its key at the end and the first key is always the oldest.
 */
export function createLru<V>(maxKeys: number) {
  const entries = new Map<string, V>();
  return {
    get(key: string): V | undefined {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key: string, value: V) {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > maxKeys) entries.delete(entries.keys().next().value!);
    },
    get size() {
      return entries.size;
    },
  };
}
