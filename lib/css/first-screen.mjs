import postcss from "postcss";

// A class in a compiled selector: `.sm\:py-28`, `.\32 xl\:gap-4` (a leading digit is a hex escape).
const classInSelector = /\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g;
// Classes under :not() are ones the element must lack, so they never make a rule unneeded.
const negation = /:not\([^()]*\)/g;

function unescapeClass(name) {
  return name.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex, char) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : char,
  );
}

/** The class names a selector asks its elements to have. */
export function selectorClasses(selector) {
  return [...selector.replace(negation, "").matchAll(classInSelector)].map((match) => unescapeClass(match[1]));
}

/**
 * Drops every rule of a compiled stylesheet that cannot match an element carrying only the given classes:
 * a selector stays when every class it names is in the set, so rules without classes (the reset, the
 * font faces, the theme's variables, keyframes) all stay. At-rules left empty go too.
 *
 * @param {string} css
 * @param {Set<string>} classes
 */
export function keepRulesFor(css, classes) {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === "atrule" && /keyframes$/.test(rule.parent.name)) return;
    const kept = rule.selectors.filter((selector) => selectorClasses(selector).every((name) => classes.has(name)));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  let emptied = true;
  while (emptied) {
    emptied = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes && atRule.nodes.length === 0) {
        atRule.remove();
        emptied = true;
      }
    });
  }
  return root.toString();
}

/** The class list's file: one class per line; blank lines and lines starting with # are ignored. */
export function parseClassList(text) {
  return new Set(
    text
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith("#")),
  );
}
