/** @jest-environment node */
import { SOCKET_ADDRESS_HEADER, clientAddress } from "../client-address";

const request = (headers: Record<string, string>) =>
  new Request("http://localhost/api/mail", { method: "POST", headers });

describe("clientAddress", () => {
  it("keys on the socket and ignores a client's X-Forwarded-For when no proxy is trusted", () => {
    expect(clientAddress(request({ [SOCKET_ADDRESS_HEADER]: "192.0.2.7", "x-forwarded-for": "198.51.100.1" }), 0)).toBe(
      "192.0.2.7",
    );
  });

  it("behind one trusted proxy takes the entry that proxy appended, the rightmost", () => {
    const forged = request({ [SOCKET_ADDRESS_HEADER]: "127.0.0.1", "x-forwarded-for": "198.51.100.1, 203.0.113.5" });
    expect(clientAddress(forged, 1)).toBe("203.0.113.5");
  });

  it("behind two trusted proxies takes the second entry from the right", () => {
    const forged = request({
      [SOCKET_ADDRESS_HEADER]: "127.0.0.1",
      "x-forwarded-for": "198.51.100.1, 203.0.113.5, 10.0.0.2",
    });
    expect(clientAddress(forged, 2)).toBe("203.0.113.5");
  });

  it("falls back to the socket when the request came by fewer proxies than trusted", () => {
    expect(clientAddress(request({ [SOCKET_ADDRESS_HEADER]: "192.0.2.7" }), 1)).toBe("192.0.2.7");
    expect(clientAddress(request({ [SOCKET_ADDRESS_HEADER]: "192.0.2.7", "x-forwarded-for": "203.0.113.5" }), 2)).toBe(
      "192.0.2.7",
    );
  });

  it("caps a key at 64 characters, whatever a header carries", () => {
    expect(
      clientAddress(request({ [SOCKET_ADDRESS_HEADER]: "127.0.0.1", "x-forwarded-for": "x".repeat(10_000) }), 1),
    ).toHaveLength(64);
  });

  it("puts every request without a socket address in one bucket", () => {
    expect(clientAddress(request({ "x-forwarded-for": "198.51.100.1" }), 0)).toBe("unidentified");
  });
});
