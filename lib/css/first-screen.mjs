import postcss from "postcss";

/** @import { Declaration, Root } from "postcss" */

// A class in a compiled selector: `.sm\:py-28`, `.\32 xl\:gap-4` (a leading digit is a hex escape).
const classInSelector = /\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g;
// Classes under :not() are ones the element must lack, so they never make a rule unneeded.
const negation = /:not\([^()]*\)/g;

/** @param {string} name */
function unescapeClass(name) {
  return name.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex, char) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : char,
  );
}

// Arguments of a selector function: :is() and :where() match any one of theirs and :not() none, so the
// element names in them never make a rule unneeded; attribute values are not names either.
const functionOrAttribute = /:(?:is|where|not|has)\([^()]*\)|\[[^\]]*\]/g;
// An element name: at the start of a compound selector, after a combinator.
const elementInSelector = /(?:^|[\s>+~])([a-zA-Z][\w-]*)/g;
// Parts only an <input> draws (a file input's button, a number's spinner, a date's fields): the reset
// styles them whether or not a page has one.
const inputPart =
  /::(?:file-selector-button|-webkit-(?:inner-spin-button|outer-spin-button|search-[\w-]+|date-and-time-value|datetime-edit[\w-]*|calendar-picker-indicator))/;

/**
 * The class names a selector asks its elements to have.
 *
 * @param {string} selector
 * @returns {string[]}
 */
export function selectorClasses(selector) {
  return [...selector.replace(negation, "").matchAll(classInSelector)].map((match) =>
    unescapeClass(/** @type {string} */ (match[1])),
  );
}

/**
 * The element names a selector asks for, lower case: `h1`, `input` of `input:where([type=button])`, and of
 * `::file-selector-button`.
 *
 * @param {string} selector
 * @returns {string[]}
 */
export function selectorElements(selector) {
  let bare = selector;
  let nested;
  do {
    nested = bare;
    bare = nested.replace(functionOrAttribute, "");
  } while (bare !== nested);
  const names = [...bare.replace(classInSelector, "").matchAll(elementInSelector)].map((match) =>
    /** @type {string} */ (match[1]).toLowerCase(),
  );
  return inputPart.test(bare) ? [...names, "input"] : names;
}

/**
 * Drops every rule of a compiled stylesheet that cannot match an element of a first screen with only the
 * given classes and elements: a selector stays when every class and element name it asks for is listed, so
 * rules that name neither (the font faces, the theme's variables, keyframes, `*`) all stay. At-rules left
 * empty go too.
 *
 * @param {string} css
 * @param {{ classes: Set<string>, elements: Set<string> }} firstScreen
 * @returns {string}
 */
export function keepRulesFor(css, { classes, elements }) {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === "atrule" && /keyframes$/.test(rule.parent.name)) return;
    const kept = rule.selectors.filter(
      (selector) =>
        selectorClasses(selector).every((name) => classes.has(name)) &&
        selectorElements(selector).every((name) => elements.has(name)),
    );
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
const declaresOnly = (/** @type {Declaration} */ node) => {
  // A declaration's parent is a rule (which has a selector), an at-rule (a name) or the root (neither).
  const parent = /** @type {{ type: string; name?: string; selector?: string } | undefined} */ (node.parent);
  return parent?.type === "atrule" && parent.name === "property"
    ? true
    : Boolean(parent?.selector && /^(:root,:host|\*,:before,:after,::backdrop)$/.test(parent.selector));
};

/**
 * Drops the theme's variables and the custom property registrations that no rule left uses, directly or
 * through another variable that is used: most of the theme is there for rules the first screen does not need.
 *
 * @param {Root} root
 */
function dropUnusedCustomProperties(root) {
  /** @type {Set<string>} */
  const used = new Set();
  const reads = (/** @type {string} */ value) =>
    [...value.matchAll(/var\((--[\w-]+)/g)].map((match) => /** @type {string} */ (match[1]));
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
