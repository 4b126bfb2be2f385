import "server-only";
import { isIP } from "node:net";

/**
 * The block a rate limit counts one client by: an IPv4 address itself, an IPv6 address its /64. One
 * home or mobile connection is handed a whole /64, so keying on the full IPv6 address would give a
 * single visitor 2^64 allowances.
 */
export function addressBlock(address: string): string {
  const bare = address.replace(/%.*$/, "");
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare);
  if (mapped) return mapped[1]!;
  if (isIP(bare) !== 6) return address;
  const [head = "", tail] = bare.split("::");
  const groups = (part: string) =>
    part ? part.split(":").flatMap((group) => (group.includes(".") ? ["0", "0"] : [group])) : [];
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const full =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return `${full
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}
