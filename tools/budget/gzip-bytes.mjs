// What a browser downloads for one page: the body's bytes on the wire when the request accepts gzip.
import http from "node:http";

/**
 * Bytes of the response body as sent (compressed when the server compresses), not decoded.
 *
 * @param {string | URL} url
 * @returns {Promise<number>}
 */
export function gzipBytes(url) {
  return new Promise((resolve, reject) => {
    http
      // A fresh connection: a kept-alive one may be closed by the server between two slow measurements.
      .get(url, { headers: { "accept-encoding": "gzip" }, agent: false }, (response) => {
        let bytes = 0;
        response.on("data", (chunk) => (bytes += chunk.length));
        response.on("end", () => resolve(bytes));
      })
      .on("error", reject);
  });
}
