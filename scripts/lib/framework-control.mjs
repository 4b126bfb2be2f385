// The control of the measurement scripts: a bare Next.js page (scripts/framework-control) with nothing of ours.
import { execFileSync } from "node:child_process";
import path from "node:path";

const root = path.join(import.meta.dirname, "../..");
export const controlDir = "scripts/framework-control";

/** Builds an app with `next build` (the site by default), output to its own `.next`. */
export function nextBuild(dir = ".") {
  execFileSync("npx", ["next", "build", dir], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/** The control is rebuilt every run: a few seconds, and it then always matches the installed Next. */
export function buildControl() {
  nextBuild(controlDir);
}
