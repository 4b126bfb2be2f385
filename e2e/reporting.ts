import path from "node:path";
import type { ReporterDescription } from "@playwright/test";

/** Where a suite's reports go: reports/playwright/<suite>/ (html/, junit.xml, and results/ with each failure's trace and screenshot). */
const reportDir = (suite: string) => path.resolve(__dirname, "../reports/playwright", suite);

/**
 * Every run of a suite writes an HTML report and a JUnit file for a CI system beside its list output,
 * and keeps a trace and a screenshot of each failure; tools/test-all.mjs prints the paths at the end.
 */
export function reporting(suite: string): { reporter: ReporterDescription[]; outputDir: string } {
  const dir = reportDir(suite);
  return {
    reporter: [
      ["list"],
      ["html", { open: "never", outputFolder: path.join(dir, "html") }],
      ["junit", { outputFile: path.join(dir, "junit.xml") }],
    ],
    outputDir: path.join(dir, "results"),
  };
}
