import { keepRulesFor, selectorClasses } from "./first-screen.mjs";

describe("the first screen's rules", () => {
  it("reads the classes a compiled selector names, escapes undone, negated ones left out", () => {
    expect(selectorClasses(".sm\\:py-28")).toEqual(["sm:py-28"]);
    expect(selectorClasses(".lg\\:grid-cols-\\[1\\.1fr_1fr\\]")).toEqual(["lg:grid-cols-[1.1fr_1fr]"]);
    expect(selectorClasses(".\\32 xl\\:gap-4")).toEqual(["2xl:gap-4"]);
    expect(selectorClasses(".group:hover .group-hover\\:text-white")).toEqual(["group", "group-hover:text-white"]);
    expect(selectorClasses(".post-body :not(.scroll-region)>code")).toEqual(["post-body"]);
  });

  it("keeps a rule only where every class of one of its selectors is listed, and whatever names no class", () => {
    const css =
      "@layer utilities{.a{color:red}.b{color:blue}.a .b{margin:0}@media (min-width:40rem){.sm\\:b{padding:0}}}" +
      "body{margin:0}.a,.c{gap:0}@keyframes spin{from{rotate:0}to{rotate:1turn}}";
    expect(keepRulesFor(css, new Set(["a"]))).toBe(
      "@layer utilities{.a{color:red}}body{margin:0}.a{gap:0}@keyframes spin{from{rotate:0}to{rotate:1turn}}",
    );
  });
});
