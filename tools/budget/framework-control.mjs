// The control of the measurement scripts: a bare Next.js page (tools/budget/framework-control) with nothing of ours.
import { execFileSync } from "node:child_process";
import { repo } from "../kit/repo.mjs";

const root = repo;
export const controlDir = "tools/budget/framework-control";

/**
 * Builds an app with `next build` (the site by default), output to its own `.next`.
 *
 * @param {string} [dir]
 */
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
