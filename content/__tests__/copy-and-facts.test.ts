/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { shortTime } from "../hours";
import { site } from "../site";

/**
 * Every visible word lives in content/ and every company fact is written once, in content/site.ts:
 * these checks read the source of the layers above content and fail on copy or a fact typed there.
 */

const root = path.resolve(__dirname, "../..");

function sourceFiles(dir: string, extensions: RegExp): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.relative(root, path.join(entry.parentPath, entry.name));
    // Tests pin expected words and values as literals on purpose.
    const isTest = file.includes("__tests__") || /\.test\.tsx?$/.test(file);
    return entry.isFile() && extensions.test(entry.name) && !isTest ? [file] : [];
  });
}

const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

/** Words as a reader sees them: runs of letters, so class names like `mt-4` or `sm:grid` do not count. */
const wordsOf = (text: string) =>
  text.split(/\s+/).filter((token) => /^[("“'‘]?[A-Za-z][A-Za-z'’]*[.,:;!?)”’]*$/.test(token));

/** Prose in a string: two or more words and a capital or a word-ending comma or stop, which class lists never have. */
const isProse = (text: string) => wordsOf(text).length >= 2 && (/[A-Z]/.test(text) || /[a-z][,.;:!?](\s|$)/.test(text));

/** Attributes whose value is never shown: a literal there is markup, not copy. */
const markupAttributes = new Set([
  "className",
  "href",
  "id",
  "key",
  "src",
  "type",
  "variant",
  "size",
  "tone",
  "as",
  "rel",
  "target",
  "role",
  "lang",
  "name",
  "method",
  "action",
  "encType",
  "autoComplete",
  "htmlFor",
  "sizes",
  "style",
  "d",
  "viewBox",
  "fill",
  "stroke",
  "fontFamily",
  "fontWeight",
  "fontSize",
]);

/** Calls whose string arguments are class lists or developer messages. */
const markupCalls = new Set(["cn", "clsx", "buttonClasses", "Error", "TypeError", "require", "localFont"]);

function isInMarkupPosition(node: ts.Node): boolean {
  for (let current: ts.Node | undefined = node.parent; current; current = current.parent) {
    if (ts.isJsxAttribute(current)) return markupAttributes.has(current.name.getText());
    if (ts.isTypeNode(current) || ts.isImportDeclaration(current) || ts.isExportDeclaration(current)) return true;
    if ((ts.isCallExpression(current) || ts.isNewExpression(current)) && markupCalls.has(current.expression.getText()))
      return true;
    if (ts.isPropertyAssignment(current) && current.name === node) return true;
    if (ts.isElementAccessExpression(current) || ts.isBinaryExpression(current)) return true;
  }
  return false;
}

/** The user-visible sentences and headings typed into one app or components file. */
export function copyLiterals(source: string, fileName = "file.tsx"): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const text = node.getText().replace(/\s+/g, " ").trim();
      if (wordsOf(text).length >= 2) found.push(text);
    } else if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      if (ts.isExpressionStatement(node.parent) && ts.isSourceFile(node.parent.parent)) return; // a directive such as "use client"
      if (isProse(node.text) && !isInMarkupPosition(node)) found.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The company's facts as they could be typed: each hours string, the response time, addresses, e-mails and the phone. */
function facts(): string[] {
  const phoneDigits = site.phoneHref.replace("tel:", "");
  return [
    site.responseTime,
    site.email,
    site.careersEmail,
    site.phone,
    site.phone.replace(/\u00a0/g, " "),
    phoneDigits,
    ...site.offices.flatMap((office) => [office.street, office.postalCode]),
    ...site.hours.flatMap((entry) => [entry.time, shortTime(entry.time)]).filter((time) => /\d/.test(time)),
  ];
}

/**
 * Files outside content/ that may name a fact, each with the reason. lib/settings.mjs is loaded by plain
 * Node from next.config.mjs, which cannot import content/site.ts, and its default inbox is configuration.
 */
const factAllowlist: Record<string, string[]> = {
  "lib/settings.mjs": [site.email],
};

/**
 * Copy the check may meet, each with the reason. components/forms is being rebuilt in its own change
 * (issue 25's form item), which carries its two strings into content/forms.ts with it.
 */
const copyAllowlist: Record<string, string[]> = {
  "components/forms/form-enhancement.tsx": ["Please correct the "],
  "components/forms/form-parts.tsx": ["Leave this field empty"],
};

describe("copy lives in content/", () => {
  const files = [...sourceFiles("app", /\.tsx$/), ...sourceFiles("components", /\.tsx$/)];

  it("finds prose the way a reader would, and leaves markup alone", () => {
    const sample = `
      "use client";
      const size = "mt-4 flex items-center";
      export const alt = "Nexaloom blog post";
      const title = \`\${count} products we designed, built and support\`;
      const x = <p className="text-sm font-semibold" aria-label="Close the menu">Learn More<span>{count}</span> ok</p>;
      throw new Error("Something Broke Here");`;
    expect(copyLiterals(sample)).toEqual([
      "Nexaloom blog post",
      " products we designed, built and support",
      "Close the menu",
      "Learn More",
    ]);
  });

  it.each(files)("%s holds no sentence or heading", (file) => {
    const allowed = copyAllowlist[file] ?? [];
    expect(copyLiterals(read(file), file).filter((literal) => !allowed.includes(literal))).toEqual([]);
  });
});

describe("facts are written once, in content/site.ts", () => {
  const files = ["app", "components", "lib"].flatMap((dir) => sourceFiles(dir, /\.(tsx?|mjs|js)$/));

  it.each(files)("%s names no fact of the company", (file) => {
    const text = read(file);
    const allowed = factAllowlist[file] ?? [];
    expect(facts().filter((fact) => text.includes(fact) && !allowed.includes(fact))).toEqual([]);
  });
});
