import { keepRulesFor, selectorClasses, selectorElements } from "./first-screen.mjs";

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
    expect(keepRulesFor(css, { classes: new Set(["a"]), elements: new Set(["body"]) })).toBe(
      "@layer utilities{.a{color:red}}body{margin:0}.a{gap:0}@keyframes spin{from{rotate:0}to{rotate:1turn}}",
    );
  });

  it("reads the element names a compiled selector asks for, not those of :is(), :where(), :not() or attributes", () => {
    expect(selectorElements("h1")).toEqual(["h1"]);
    expect(selectorElements("input:where([type=button],[type=reset])")).toEqual(["input"]);
    expect(selectorElements(":where(select:is([multiple],[size])) optgroup")).toEqual(["optgroup"]);
    expect(selectorElements("abbr:where([title])")).toEqual(["abbr"]);
    expect(selectorElements(".prose :where(p):not(:where([class~=not-prose] *))")).toEqual([]);
    expect(selectorElements(".\\32 xl\\:gap-4>li")).toEqual(["li"]);
    expect(selectorElements("*,:after,::backdrop")).toEqual([]);
    expect(selectorElements("[hidden]:where(:not([hidden=until-found]))")).toEqual([]);
    expect(selectorElements("::file-selector-button")).toEqual(["input"]);
    expect(selectorElements("::-webkit-datetime-edit-year-field")).toEqual(["input"]);
    expect(selectorElements("::placeholder")).toEqual([]);
  });

  it("keeps an element's rule only where that element is on the first screen", () => {
    const css = "hr{height:0}h1,h2,h3{font-size:inherit}textarea{resize:vertical}.a>li{margin:0}*{margin:0}";
    expect(keepRulesFor(css, { classes: new Set(["a"]), elements: new Set(["h1", "h2"]) })).toBe(
      "h1,h2{font-size:inherit}*{margin:0}",
    );
  });
});
