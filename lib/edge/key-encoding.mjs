// One spelling per edge key, for the tag header a page carries and for the purge that names it: a slug
// reaches the site spelled several ways (from a URL `/blog/caf%C3%A9`, from WordPress `caf%c3%a9` or
// `café`, typed `CAFÉ`), and the edge matches keys byte for byte, so each spelling must come out the same.

/** What a key keeps as it is: URL-safe ASCII, with neither a space (xkey, Fastly) nor a comma (Cloudflare). */
const KEPT = /^[a-z0-9._~-]$/;

const ESCAPE_RUN = /(?:%[0-9a-f]{2})+/gi;

// fatal: an escape that is no UTF-8 stays escaped instead of becoming U+FFFD, which would make two
// different keys one; ignoreBOM: a key that starts with U+FEFF keeps it.
const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
const toUtf8 = new TextEncoder();

/**
 * How many bytes the UTF-8 sequence a lead byte starts has; 0 for a byte that starts none.
 *
 * @param {number} byte
 */
function sequenceLength(byte) {
  if (byte < 0x80) return 1;
  if (byte >= 0xc2 && byte <= 0xdf) return 2;
  if (byte >= 0xe0 && byte <= 0xef) return 3;
  if (byte >= 0xf0 && byte <= 0xf4) return 4;
  return 0;
}

/**
 * The character the UTF-8 sequence at `at` spells, or undefined when the bytes there spell none.
 *
 * @param {number[]} bytes
 * @param {number} at an index within `bytes`
 */
function characterAt(bytes, at) {
  const length = sequenceLength(/** @type {number} */ (bytes[at]));
  if (!length || at + length > bytes.length) return undefined;
  try {
    return utf8.decode(Uint8Array.from(bytes.slice(at, at + length)));
  } catch {
    return undefined;
  }
}

/**
 * Decodes each run of percent-escapes that is UTF-8; an escape that is not stays as it was written.
 *
 * @param {string} text
 */
function decodeEscapes(text) {
  return text.replace(ESCAPE_RUN, (run) => {
    const bytes = run
      .slice(1)
      .split("%")
      .map((hex) => Number.parseInt(hex, 16));
    let decoded = "";
    for (let at = 0; at < bytes.length;) {
      const character = characterAt(bytes, at);
      decoded += character ?? run.slice(at * 3, at * 3 + 3);
      at += character === undefined ? 1 : sequenceLength(/** @type {number} */ (bytes[at]));
    }
    return decoded;
  });
}

const percentEncoded = (/** @type {string} */ character) =>
  [...toUtf8.encode(character)].map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join("");

/**
 * The key as the edge stores and purges it: percent-escapes decoded where they are UTF-8, the text in
 * Unicode NFC (a composed and a decomposed é are one), lowercased (Cloudflare's tags ignore case and
 * Fastly's and xkey's do not, so one rule for all), then everything but `[a-z0-9._~-]` percent-encoded
 * in lowercase hex, as WordPress stores a slug. The result is printable ASCII without a space or a comma,
 * so no key can split or join another in a tag list, and encoding it again changes nothing.
 *
 * @param {string} key
 * @returns {string}
 */
export function encodeEdgeKey(key) {
  const text = decodeEscapes(key).normalize("NFC").toLowerCase().normalize("NFC");
  let encoded = "";
  for (const character of text) encoded += KEPT.test(character) ? character : percentEncoded(character);
  return encoded;
}
