import { aliases, routes } from "./routes";

type ProxyDecision = { kind: "next" } | { kind: "rewrite"; pathname: string } | { kind: "redirect"; pathname: string };

const knownPaths = [...Object.keys(routes), ...Object.keys(aliases)];
const byLowerCase = new Map(knownPaths.map((path) => [path.toLowerCase(), path]));

/**
 * What the proxy does with a request path: aliases are rewritten to their target (the URL stays),
 * a known path typed in another letter case is redirected to its own spelling, and everything
 * else goes on to Next, which renders dynamic routes or the not-found page with a 404.
 */
export function decide(pathname: string): ProxyDecision {
  const alias = aliases[pathname];
  if (alias) return { kind: "rewrite", pathname: alias };
  if (Object.hasOwn(routes, pathname)) return { kind: "next" };
  const spelled = byLowerCase.get(pathname.toLowerCase());
  if (spelled) return { kind: "redirect", pathname: spelled };
  return { kind: "next" };
}
