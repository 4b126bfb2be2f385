import "server-only";
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import { config } from "@/lib/config";
import { processSingleton } from "@/lib/process-singleton.mjs";

/**
 * The header that carries the TCP peer's address to the route handlers. A route handler sees a Web
 * Request, not the socket, and Next's server only fills `x-forwarded-for` from the socket when the
 * client sent none (`req.headers['x-forwarded-for'] ??= socket.remoteAddress` in base-server), so that
 * header is whatever the client wrote. Node publishes every request on the `http.server.request.start`
 * diagnostics channel with its socket, synchronously, before the server's `request` listener (Next)
 * runs: writing the header there overwrites any value a client sent under the same name, so by the
 * time Next builds the Request this header can only hold the socket's address.
 */
export const SOCKET_ADDRESS_HEADER = "x-nexaloom-socket-address";

/** An IPv6 address is at most 45 characters; anything longer is not an address and must not size a key. */
const MAX_ADDRESS_LENGTH = 64;

/** Requests whose socket could not be read (none under `next start`) share one allowance rather than none. */
const UNIDENTIFIED = "unidentified";

type RequestStart = { request: IncomingMessage; socket: { remoteAddress?: string } };

/** Called once from instrumentation's register, before Next answers its first request. */
export function recordSocketAddresses(): void {
  processSingleton("nexaloom.socketAddressHeader", () =>
    subscribe("http.server.request.start", (message) => {
      const { request, socket } = message as RequestStart;
      request.headers[SOCKET_ADDRESS_HEADER] = socket.remoteAddress ?? "";
    }),
  );
}

/**
 * Who sent the request, for the rate limit: the socket's address, or, when TRUSTED_PROXY_HOPS proxies
 * stand in front, the address the outermost trusted proxy saw, which is that many entries from the
 * right of X-Forwarded-For (each proxy appends the peer it saw; entries left of it are the client's own
 * words). A request that came by fewer proxies than configured is keyed on its socket.
 */
export function clientAddress(request: Request, hops = config().trustedProxyHops): string {
  const socket = request.headers.get(SOCKET_ADDRESS_HEADER) || UNIDENTIFIED;
  let address = socket;
  if (hops > 0) {
    const forwarded = (request.headers.get("x-forwarded-for") ?? "").split(",").map((entry) => entry.trim());
    address = forwarded.length >= hops ? forwarded[forwarded.length - hops] || socket : socket;
  }
  return address.slice(0, MAX_ADDRESS_LENGTH);
}
