import fs from "node:fs";
import path from "node:path";
import { chromium, type FullConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../../tools/kit/browser.ts";

/** The browser that drew the committed baselines, written by `npm run test:visual:update` (docs/testing.md, "Screen sizes and the visual suite"). */
const recordFile = path.join(__dirname, "baseline-browser.json");

/**
 * Before any capture is compared, says in one line when this run's Chromium is not the one that drew the
 * baselines: another build rasterizes a few pixels differently, which the comparison's allowance absorbs,
 * so the suite still runs, but a failure then reads differently. A run that rewrites baselines records its
 * browser instead.
 */
export default async function baselineBrowser(config: FullConfig) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const current = `Chromium ${browser.version()}`;
  await browser.close();
  if (config.updateSnapshots === "all" || config.updateSnapshots === "changed") {
    fs.writeFileSync(recordFile, `${JSON.stringify({ browser: current }, null, 2)}\n`);
    return;
  }
  const recorded = (JSON.parse(fs.readFileSync(recordFile, "utf8")) as { browser: string }).browser;
  if (recorded !== current)
    console.log(
      `Visual baselines were drawn by ${recorded}; this run uses ${current} (docs/testing.md, "Screen sizes and the visual suite").`,
    );
}
