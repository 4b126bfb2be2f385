/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { settingNames } from "@/lib/settings.mjs";

// docs/configuration.md is the operators' one list of settings: none the site reads may be missing from it,
// and it names none the site ignores.
const doc = fs.readFileSync(path.resolve(__dirname, "../../docs/configuration.md"), "utf8");
const rows = doc.split("\n").filter((line) => /^\| `[A-Z]/.test(line));
const documented = (row: string) => [...row.split(" | ")[0]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map(([, name]) => name!);

it("documents every setting lib/settings.mjs reads", () => {
  const names = new Set(rows.flatMap(documented));
  expect(settingNames.filter((name) => !names.has(name))).toEqual([]);
  expect(settingNames.length).toBeGreaterThan(20);
});

it("documents no setting the site does not read, but those Next reads itself, said so", () => {
  const known = new Set(settingNames);
  const others = rows.filter((row) => documented(row).some((name) => !known.has(name)));
  for (const row of others) expect(row).toContain("Read by Next itself");
});
