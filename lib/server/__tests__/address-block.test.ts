/** @jest-environment node */
import { addressBlock } from "../address-block";
import { SOCKET_ADDRESS_HEADER } from "../client-address";
import { createMemoryLimiter, limitKey } from "../rate-limit";

describe("addressBlock", () => {
  it.each([
    ["203.0.113.5", "203.0.113.5"],
    ["::ffff:203.0.113.5", "203.0.113.5"],
    ["2001:db8:85a3:1234:0:8a2e:370:7334", "2001:db8:85a3:1234::/64"],
    ["2001:0db8:85a3:1234:ffff:ffff:ffff:ffff", "2001:db8:85a3:1234::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["2001:db8:1:2::", "2001:db8:1:2::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["unidentified", "unidentified"],
  ])("keys %s as %s", (address, block) => {
    expect(addressBlock(address)).toBe(block);
  });
});

describe("the form rate limit", () => {
  it("counts 20 addresses of one IPv6 /64 as one client, and another /64 apart", async () => {
    const limit = createMemoryLimiter({ limit: 10, windowMs: 60_000 });
    const post = (address: string) =>
      new Request("http://localhost/api/mail", { method: "POST", headers: { [SOCKET_ADDRESS_HEADER]: address } });
    const allowed = Array.from({ length: 20 }, (_, index) =>
      limit(limitKey(post(`2001:db8:abcd:12::${(index + 1).toString(16)}`))),
    );
    expect(allowed.filter(Boolean)).toHaveLength(10);
    expect(limit(limitKey(post("2001:db8:abcd:13::1")))).toBe(true);
  });
});
