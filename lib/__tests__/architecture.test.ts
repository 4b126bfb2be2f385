/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// The repository's import rules (.dependency-cruiser.cjs): lib/ never imports app/, no module imports itself
// through others, and product code never imports Next's private next/dist.
const repo = path.resolve(__dirname, "../..");
const cruiser = path.join(repo, "node_modules/dependency-cruiser/bin/dependency-cruiser.mjs");
const config = path.join(repo, ".dependency-cruiser.cjs");

type Violation = { rule: { name: string }; from: string; to: string };

function violations(cwd: string, targets: string[]): Violation[] {
  let output: string;
  try {
    output = execFileSync(process.execPath, [cruiser, "--config", config, "--output-type", "json", ...targets], {
      cwd,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    // It exits non-zero when it finds errors; the report is still on stdout.
    output = (error as { stdout: string }).stdout;
  }
  return JSON.parse(output).summary.violations;
}

const sources = ["app", "components", "content", "lib", "proxy.ts", "instrumentation.ts", "scripts", "tools", "e2e"];

it("the repository keeps its import rules", () => {
  expect(violations(repo, sources).map(({ rule, from, to }) => `${rule.name}: ${from} -> ${to}`)).toEqual([]);
}, 60_000);

it("each rule fires on a tree that breaks it", () => {
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), "architecture-"));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    fs.writeFileSync(path.join(tree, file), text);
  };
  try {
    fs.symlinkSync(path.join(repo, "node_modules"), path.join(tree, "node_modules"));
    write("tsconfig.json", JSON.stringify({ compilerOptions: { baseUrl: ".", paths: { "@/*": ["./*"] } } }));
    write("app/page.ts", 'export const page = "page";\n');
    write("lib/reaches-up.ts", 'import { page } from "@/app/page";\nexport const up = page;\n');
    write("components/a.ts", 'import { b } from "./b";\nexport const a = () => b;\n');
    write("components/b.ts", 'import { a } from "./a";\nexport const b = () => a;\n');
    write(
      "lib/internal.ts",
      'import { NextRequest } from "next/dist/server/web/spec-extension/request";\nexport { NextRequest };\n',
    );
    write(
      "lib/public.ts",
      'import { NextRequest } from "next/server";\nimport type { Metadata } from "next";\nexport { NextRequest };\nexport type { Metadata };\n',
    );
    write(
      "lib/__tests__/internal.test.ts",
      'import { NextRequest } from "next/dist/server/web/spec-extension/request";\nexport { NextRequest };\n',
    );

    const found = violations(tree, ["app", "components", "lib"]).map(({ rule, from }) => `${rule.name}: ${from}`);
    expect(found.sort()).toEqual(
      [
        "lib-not-to-app: lib/reaches-up.ts",
        // A circle is reported once, from its first module.
        "no-circular: components/a.ts",
        "no-framework-internals: lib/internal.ts",
      ].sort(),
    );
  } finally {
    fs.rmSync(tree, { recursive: true, force: true });
  }
}, 60_000);

it("lib/ reads no file of app/ by path either (stylesheets, fonts)", () => {
  const reachingUp = /(?:\.\.\/)+app\/|["'`]app\//;
  const offenders: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "__tests__") walk(file);
      } else if (
        !/\.test\.tsx?$|\.(json|woff2|ttf)$/.test(entry.name) &&
        reachingUp.test(fs.readFileSync(file, "utf8"))
      )
        offenders.push(path.relative(repo, file));
    }
  };
  walk(path.join(repo, "lib"));
  expect(offenders).toEqual([]);
});
