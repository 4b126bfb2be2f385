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
  dropUnusedCustomProperties(root);
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

// Where a stylesheet only declares custom properties for the rules to use: the theme's variables, Tailwind's
// registrations of its own (`@property`) and their fallbacks for browsers without registration.
const declaresOnly = (node) =>
  node.parent?.type === "atrule" && node.parent.name === "property"
    ? true
    : Boolean(node.parent?.selector && /^(:root,:host|\*,:before,:after,::backdrop)$/.test(node.parent.selector));

/**
 * Drops the theme's variables and the custom property registrations that no rule left uses, directly or
 * through another variable that is used: most of the theme is there for rules the first screen does not need.
 */
function dropUnusedCustomProperties(root) {
  const used = new Set();
  const reads = (value) => [...value.matchAll(/var\((--[\w-]+)/g)].map((match) => match[1]);
  root.walkDecls((decl) => {
    if (declaresOnly(decl)) return;
    if (decl.prop.startsWith("--")) used.add(decl.prop);
    for (const name of reads(decl.value)) used.add(name);
  });
  // A kept variable may read others (--font-sans names --inter-fallbacks).
  for (let grew = true; grew;) {
    grew = false;
    root.walkDecls((decl) => {
      if (!declaresOnly(decl) || !used.has(decl.prop)) return;
      for (const name of reads(decl.value)) if (!used.has(name)) grew = used.add(name) !== undefined;
    });
  }
  root.walkAtRules("property", (atRule) => {
    if (!used.has(atRule.params.trim())) atRule.remove();
  });
  root.walkDecls((decl) => {
    if (decl.prop.startsWith("--") && declaresOnly(decl) && !used.has(decl.prop)) decl.remove();
  });
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
}
