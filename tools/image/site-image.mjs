// Packages a standalone build already made with the repository's Dockerfile on the stand-in base, for
// `npm run image` and the cluster suite's containers.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { repo } from "../kit/repo.mjs";
import { ensureBaseImage } from "./base-image.mjs";
import { ensurePodman, podman } from "./podman.mjs";

/**
 * Builds `<repository>:<commit>-<time>` from the build in `distDir`, removes that repository's images
 * built before (unless `removeOld` is false), and answers the new reference.
 *
 * @param {{ repository: string; distDir?: string; removeOld?: boolean; log?: (line: string) => void }} options
 */
export function packageSiteBuild({
  repository,
  distDir = ".next",
  removeOld = true,
  log = (line) => console.error(`[image] ${line}`),
}) {
  ensurePodman(log);
  const base = ensureBaseImage(log);
  const build = path.join(repo, distDir);
  if (!fs.existsSync(path.join(build, "standalone", "server.js"))) throw new Error(`no standalone build in ${build}`);
  // The settings the build fixed (lib/settings.mjs records them): the image's defaults and its label.
  /** @type {{ fixed: Record<string, string | null> }} */
  const { fixed } = JSON.parse(fs.readFileSync(path.join(build, "build-settings.json"), "utf8"));
  const revision = execFileSync("git", ["rev-parse", "HEAD"], { cwd: repo, encoding: "utf8" }).trim();
  const image = `${repository}:${revision.slice(0, 12)}-${Date.now().toString(36)}`;
  const before = podman(["images", "--format={{.Repository}}:{{.Tag}}", `--filter=reference=${repository}`])
    .split("\n")
    .filter(Boolean);
  podman(
    [
      "build",
      "--format=docker",
      // Podman 4.3's layer cache keys an ENV step by its text, not its build arguments' values, so a cached
      // layer would carry another build's fixed settings; every build packages a new build anyway.
      "--no-cache",
      `--build-arg=NODE_IMAGE=${base}`,
      "--build-arg=SITE_BUILD=context",
      `--build-arg=DIST_DIR=${distDir}`,
      `--build-arg=REVISION=${revision}`,
      ...Object.entries(fixed).map(([name, value]) => `--build-arg=${name}=${value ?? ""}`),
      `--tag=${image}`,
      repo,
    ],
    { inherit: true },
  );
  // By name: an unchanged build reuses the layers, so an older name may point at the new image's id.
  if (removeOld) for (const reference of before) podman(["rmi", reference]);
  podman(["image", "prune", "--force"]);
  return image;
}
