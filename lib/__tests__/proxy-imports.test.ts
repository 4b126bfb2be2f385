/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const root = path.resolve(__dirname, "../..");

/** What the proxy must never bundle: it runs on every page request and needs only the slug list. */
const FORBIDDEN_FILES = [
  "lib/server/runtime.ts",
  "lib/server/store/",
  "lib/server/mailer.ts",
  "lib/server/rate-limit.ts",
];
const FORBIDDEN_PACKAGES = ["pg", "nodemailer", "rate-limiter-flexible"];

const { config: tsconfig } = ts.readConfigFile(path.join(root, "tsconfig.json"), ts.sys.readFile);
const { options } = ts.parseJsonConfigFileContent(
  { compilerOptions: tsconfig.compilerOptions, files: [] },
  ts.sys,
  root,
);

/** The specifiers a module loads code from: type-only imports and exports bring none into a bundle. */
function specifiers(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly)
      found.push((node.moduleSpecifier as ts.StringLiteral).text);
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly)
      found.push((node.moduleSpecifier as ts.StringLiteral).text);
    else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === "require")) &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      found.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const packageName = (specifier: string) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

/** Every project file and package reachable from `entry`, resolved as tsconfig resolves them (the @/ paths). */
function importGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const pending = [path.join(root, entry)];
  while (pending.length > 0) {
    const file = pending.pop()!;
    const relative = path.relative(root, file);
    if (files.has(relative)) continue;
    files.add(relative);
    for (const specifier of specifiers(file)) {
      const resolved = ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule;
      // tsconfig's allowJs resolves an .mjs module to its code, which is what the walk follows; unresolved,
      // it would pass for a package and its imports would go unseen.
      if (!resolved && specifier.endsWith(".mjs")) throw new Error(`${relative}: ${specifier} does not resolve`);
      if (!resolved || resolved.isExternalLibraryImport) {
        if (!specifier.startsWith("node:")) packages.add(packageName(specifier));
        continue;
      }
      pending.push(resolved.resolvedFileName);
    }
  }
  return { files, packages };
}

const forbiddenIn = ({ files, packages }: ReturnType<typeof importGraph>) => [
  ...[...files].filter((file) => FORBIDDEN_FILES.some((forbidden) => file.startsWith(forbidden))),
  ...FORBIDDEN_PACKAGES.filter((name) => packages.has(name)),
];

describe("the proxy's imports", () => {
  it("reach the slug list and the blog source, and no database, mailer or rate limiter", () => {
    const graph = importGraph("proxy.ts");
    expect(graph.files).toContain(path.join("lib", "blog", "known-slug-list.ts"));
    expect(graph.files).toContain(path.join("lib", "server", "blog-runtime.ts"));
    expect(forbiddenIn(graph)).toEqual([]);
  });

  it("are walked far enough to see what the form runtime brings in", () => {
    expect(forbiddenIn(importGraph("lib/server/runtime.ts"))).toEqual(
      expect.arrayContaining([
        "lib/server/store/postgres.ts",
        "lib/server/mailer.ts",
        "lib/server/rate-limit.ts",
        ...FORBIDDEN_PACKAGES,
      ]),
    );
  });
});
