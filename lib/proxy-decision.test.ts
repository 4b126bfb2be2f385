/** @jest-environment node */
import { decide } from "./proxy-decision";
import { aliases, routePaths } from "./routes";

describe("proxy decisions", () => {
  it.each(Object.entries(aliases))("rewrites the alias %s to %s", (alias, target) => {
    expect(decide(alias)).toEqual({ kind: "rewrite", pathname: target });
  });

  it("lets every canonical route through untouched", () => {
    for (const path of routePaths) expect(decide(path)).toEqual({ kind: "next" });
  });

  it.each([
    ["/web-design", "/Web-design"],
    ["/WEB-DESIGN", "/Web-design"],
    ["/ios-app-development", "/iOS-app-development"],
    ["/Services/Mobile-App", "/services/mobile-app"],
    ["/CAREER", "/career"],
  ])("redirects %s to its own spelling %s", (path, spelled) => {
    expect(decide(path)).toEqual({ kind: "redirect", pathname: spelled });
  });

  it.each(["/no-such-page", "/services/unknown", "/blog/some-post", "/portfolio/case-studies/mediscan"])(
    "passes %s on to Next, which renders it or the not-found page",
    (path) => {
      expect(decide(path)).toEqual({ kind: "next" });
    },
  );
});
