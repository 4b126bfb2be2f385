/** @jest-environment node */
import { tryToParsePath } from "next/dist/lib/try-to-parse-path";
import { config } from "@/proxy";
import { decide } from "./proxy-decision";
import { aliases, routePaths } from "./routes";

// The matcher as Next compiles it at build time and tests it per request (case-sensitive).
const matcher = new RegExp(tryToParsePath(config.matcher.join("")).regexStr ?? "");
const reachesProxy = (path: string) => matcher.test(path);

describe("proxy matcher", () => {
  it("skips every canonical route but /blog, which the proxy would pass on unchanged", () => {
    for (const path of routePaths) {
      expect(decide(path)).toEqual({ kind: "next" });
      expect(reachesProxy(path)).toBe(path === "/blog");
    }
  });

  it("skips case studies, which no alias or other spelling can name", () => {
    expect(reachesProxy("/portfolio/case-studies/anything")).toBe(false);
  });

  it("sends posts to the proxy, which answers an unknown slug with a 404 no cache keeps", () => {
    expect(reachesProxy("/blog/flutter-or-react-native-2026")).toBe(true);
    expect(reachesProxy("/blog/flutter-or-react-native-2026/opengraph-image")).toBe(true);
  });

  it.each(Object.keys(aliases))("sends the alias %s to the proxy", (alias) => {
    expect(reachesProxy(alias)).toBe(true);
  });

  it.each(["/web-design", "/Services", "/CAREERS", "/services/Web-Development", "/careers/x", "/career", "/nowhere"])(
    "sends %s, another spelling or an unknown path, to the proxy",
    (path) => {
      expect(reachesProxy(path)).toBe(true);
    },
  );
});
