/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { shortTime } from "../hours";
import { site } from "../site";

/**
 * Every visible word lives in content/ and every company fact is written once, in content/site.ts:
 * these checks read the source of the layers above content and fail on copy or a fact typed there,
 * and read content/ itself, which composes the facts rather than typing them again. A sentence an
 * HTTP answer carries counts as copy; what only a log line, an Error or a metric carries does not.
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

/** Attributes a screen reader announces or a browser shows: even one word there is copy. */
const announcedAttributes = new Set([
  "aria-label",
  "aria-roledescription",
  "aria-valuetext",
  "alt",
  "title",
  "placeholder",
]);

/**
 * Calls whose string arguments are class lists or developer messages: failureNotice takes a log event
 * and line, and prom-client's metrics a description for the operator.
 */
const markupCalls = new Set([
  "cn",
  "clsx",
  "buttonClasses",
  "require",
  "localFont",
  "failureNotice",
  "Counter",
  "Gauge",
  "Histogram",
]);

/** An Error class by its name (`TypeError`, `WordpressError`); `setError` of a form is not one. */
const isErrorClass = (name: string) => /^([A-Z]\w*)?Error$/.test(name);

/** pino's levels: `log().warn({ event, ... }, "what happened")` writes a line for the operator. */
const logLevels = new Set(["fatal", "error", "warn", "info", "debug", "trace"]);

function isDeveloperCall(call: ts.CallExpression | ts.NewExpression): boolean {
  const callee = call.expression;
  if (markupCalls.has(callee.getText()) || isErrorClass(callee.getText())) return true;
  if (callee.kind === ts.SyntaxKind.SuperKeyword) {
    const owner = ts.findAncestor(call, ts.isClassLike);
    return !!owner?.heritageClauses?.some((clause) =>
      clause.types.some((type) => isErrorClass(type.expression.getText())),
    );
  }
  const [fields] = call.arguments ?? [];
  return (
    ts.isPropertyAccessExpression(callee) &&
    logLevels.has(callee.name.text) &&
    fields !== undefined &&
    ts.isObjectLiteralExpression(fields)
  );
}

/** SQL is code whatever its words: a statement opens with its verb in capitals, a column list is snake_case names. */
const isSql = (text: string) =>
  /^\s*(SELECT|INSERT|UPDATE|DELETE|SAVEPOINT|ROLLBACK)\b/.test(text) ||
  (/^\w+(, \w+)+$/.test(text) && text.includes("_"));

function isInMarkupPosition(node: ts.Node): boolean {
  for (let current: ts.Node | undefined = node.parent; current; current = current.parent) {
    if (ts.isJsxAttribute(current)) return markupAttributes.has(current.name.getText());
    if (ts.isTypeNode(current) || ts.isImportDeclaration(current) || ts.isExportDeclaration(current)) return true;
    if ((ts.isCallExpression(current) || ts.isNewExpression(current)) && isDeveloperCall(current)) return true;
    if (ts.isPropertyAssignment(current) && current.name === node) return true;
    if (ts.isElementAccessExpression(current) || ts.isBinaryExpression(current)) return true;
  }
  return false;
}

const scriptKind = (fileName: string) =>
  fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : /\.m?js$/.test(fileName) ? ts.ScriptKind.JS : ts.ScriptKind.TS;

const parse = (source: string, fileName: string) =>
  ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, scriptKind(fileName));

/** A string as typed: a literal, or one part of a template between its substitutions. */
const isStringPart = (
  node: ts.Node,
): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateLiteralLikeNode =>
  ts.isStringLiteral(node) ||
  ts.isNoSubstitutionTemplateLiteral(node) ||
  ts.isTemplateHead(node) ||
  ts.isTemplateMiddle(node) ||
  ts.isTemplateTail(node);

/** The user-visible sentences and headings typed into one app, components or lib module. */
function copyLiterals(source: string, fileName = "file.tsx"): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const text = node.getText().replace(/\s+/g, " ").trim();
      if (wordsOf(text).length >= 2) found.push(text);
    } else if (ts.isJsxAttribute(node) && announcedAttributes.has(node.name.getText())) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value) && wordsOf(value.text).length > 0) found.push(value.text);
      return;
    } else if (isStringPart(node)) {
      if (ts.isExpressionStatement(node.parent) && ts.isSourceFile(node.parent.parent)) return; // a directive such as "use client"
      if (isProse(node.text) && !isSql(node.text) && !isInMarkupPosition(node)) found.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(source, fileName));
  return found;
}

/**
 * The company's facts as they could be typed: each hours string, the response time and the reply
 * promise, addresses and postal codes, e-mails and the phone.
 */
function facts(): string[] {
  const phoneDigits = site.phoneHref.replace("tel:", "");
  return [
    site.responseTime,
    `${site.responseHours} hour`,
    site.replyWithin,
    site.email,
    site.careersEmail,
    site.phone,
    site.phone.replace(/\u00a0/g, " "),
    phoneDigits,
    ...site.offices.flatMap((office) => [office.street, office.postalCode]),
    ...site.hours.flatMap((entry) => [entry.time, shortTime(entry.time)]).filter((time) => /\d/.test(time)),
  ];
}

/** The strings of a content module, as typed, that spell out a fact rather than compose it from `site`. */
function typedFacts(source: string, fileName = "file.ts"): string[] {
  const known = facts();
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (isStringPart(node) && known.some((fact) => node.text.includes(fact))) found.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(parse(source, fileName));
  return found;
}

/**
 * Files outside content/ that may name a fact, each with the reason. lib/settings.mjs is loaded by plain
 * Node from next.config.mjs, which cannot import content/site.ts, and its default inbox is configuration.
 */
const factAllowlist: Record<string, string[]> = {
  "lib/settings.mjs": [site.email],
};

/**
 * Modules whose every message is for the operator: lib/settings.mjs names each bad environment variable
 * and what it accepts when the server starts; lib/edge/providers.mjs describes each CDN's settings for
 * those lines and words the edge's refusals for the log. No visitor reads them, and plain Node loads them
 * from next.config.mjs, where content/ (TypeScript) cannot be imported.
 */
const operatorModules = new Set(["lib/settings.mjs", "lib/edge/providers.mjs"]);

/**
 * Copy the check may meet, each with the reason. components/forms is being rebuilt in its own change
 * (issue 25's form item), which carries its two strings into content/forms.ts with it. The rest are
 * strings only an operator or a program reads, which no rule above tells from a sentence: WordPress
 * errors go to the log (the blog shows content/blog/page-copy.ts's words instead), an unreadable
 * submission's reason goes to the log, a header value goes to the browser, the stylesheet loader
 * writes a module and the fallback fonts are names the browser matches.
 */
const copyAllowlist: Record<string, string[]> = {
  "components/forms/form-enhancement.tsx": ["Please correct the "],
  "components/forms/form-parts.tsx": ["Leave this field empty"],
  "lib/blog/wordpress.ts": [
    "Failed to fetch categories",
    "Failed to fetch posts",
    "Failed to fetch post",
    "Failed to fetch related posts",
    "Failed to fetch slugs",
    "Failed to fetch old slugs",
  ],
  "lib/server/store/file.ts": ["not valid JSON"],
  "lib/security-headers.mjs": ["max-age=63072000; includeSubDomains; preload"],
  "lib/css/inline-css-loader.mjs": [' with { turbopackModuleType: "asset" };\n'],
  // Font names, not copy: the families and the installed fonts' full names that local() matches.
  "lib/css/font-fallbacks.mjs": [
    "Space Grotesk",
    "Roboto Regular",
    "Liberation Sans",
    "DejaVu Sans",
    "Arial Bold",
    "Helvetica Bold",
    "Roboto Bold",
    "Liberation Sans Bold",
    "DejaVu Sans Bold",
  ],
  "lib/css/metrics/dejavu-sans.mjs": ["DejaVu Sans", "DejaVu Sans Bold"],
  // A font name, not copy: the family next/og is handed for the share card's headline.
  "lib/og/share-card.tsx": ["Space Grotesk"],
};

const aboveContent = ["app", "components", "lib"].flatMap((dir) => sourceFiles(dir, /\.(tsx?|mjs|js)$/));
const contentFiles = sourceFiles("content", /\.(tsx?|mjs|js)$/);

describe("copy lives in content/", () => {
  const files = aboveContent.filter((file) => !operatorModules.has(file));

  it("finds prose the way a reader would, and leaves markup alone", () => {
    const sample = `
      "use client";
      const size = "mt-4 flex items-center";
      export const alt = "Nexaloom blog post";
      const title = \`\${count} products we designed, built and support\`;
      const x = <p className="text-sm font-semibold" aria-label="Close the menu">Learn More<span>{count}</span> ok</p>;
      const y = <section aria-roledescription="carousel" alt="">{x}</section>;
      throw new Error("Something Broke Here");`;
    expect(copyLiterals(sample)).toEqual([
      "Nexaloom blog post",
      " products we designed, built and support",
      "Close the menu",
      "Learn More",
      "carousel",
    ]);
  });

  it("finds a notice in a module and leaves the operator's and the developer's words alone", () => {
    const sample = `
      const refused = { message: "Too many submissions. Please wait a minute and try again." };
      const promise = <T,>(value: T): Promise<T> => Promise.resolve(value);
      log().warn({ event: "redis.connection_failed" }, "Redis connection failed; retrying");
      const notice = failureNotice("blog.list_failed", "the blog list could not be read, so it was kept");
      const requests = new Counter({ name: "requests_total", help: "Requests to WordPress, by outcome" });
      class Conflict extends Error { constructor() { super("This key was already used, so refuse it."); } }
      throw new WordpressError("Failed to fetch posts");
      const CLAIM = "SELECT id, subject FROM submissions WHERE sent_at IS NULL";
      const COLUMNS = "id, received_at, form, subject";
      form.setError("email", { message: "Please enter your email address." });`;
    expect(copyLiterals(sample, "module.ts")).toEqual([
      "Too many submissions. Please wait a minute and try again.",
      "Please enter your email address.",
    ]);
  });

  it.each(files)("%s holds no sentence or heading", (file) => {
    const allowed = copyAllowlist[file] ?? [];
    expect(copyLiterals(read(file), file).filter((literal) => !allowed.includes(literal))).toEqual([]);
  });
});

describe("facts are written once, in content/site.ts", () => {
  it.each(aboveContent)("%s names no fact of the company", (file) => {
    const text = read(file);
    const allowed = factAllowlist[file] ?? [];
    expect(facts().filter((fact) => text.includes(fact) && !allowed.includes(fact))).toEqual([]);
  });

  it("finds a fact typed in a string, and leaves one composed from site alone", () => {
    const sample = `
      const typed = "Our admissions team replies within 24 hours.";
      const composed = \`Our admissions team replies \${site.replyWithin}.\`;
      const step = \`zero downtime and a \${site.responseHours} hour response time\`;`;
    expect(typedFacts(sample)).toEqual(["Our admissions team replies within 24 hours."]);
  });

  it.each(contentFiles.filter((file) => file !== "content/site.ts"))(
    "%s composes the company's facts from content/site.ts",
    (file) => {
      expect(typedFacts(read(file), file)).toEqual([]);
    },
  );
});

describe("content/ holds data only", () => {
  it("has no React module", () => {
    expect(contentFiles.filter((file) => file.endsWith(".tsx"))).toEqual([]);
  });

  // Icons are named by key (content/icons.ts); components/ui/icon-by-key.tsx draws them.
  it.each(contentFiles)("%s imports no component", (file) => {
    const imported = parse(read(file), file)
      .statements.filter(ts.isImportDeclaration)
      .map((declaration) => (declaration.moduleSpecifier as ts.StringLiteral).text);
    expect(
      imported.filter((module) => /^(react|react-dom|lucide-react)(\/|$)|(^@|\.)\/components\//.test(module)),
    ).toEqual([]);
  });
});
