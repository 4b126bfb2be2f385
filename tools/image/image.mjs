#!/usr/bin/env node
// `npm run image [-- --skip-build]`: builds the site (unless told it is built), packages that build with the
// repository's Dockerfile on the stand-in base into the machine's container storage, removes the site images
// it made before, and prints `IMAGE=<reference>` last.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { repo } from "../kit/repo.mjs";
import { ensureBaseImage } from "./base-image.mjs";
import { ensurePodman, podman } from "./podman.mjs";

const siteRepository = "localhost/nexaloom/site";

const { values } = parseArgs({ options: { "skip-build": { type: "boolean", default: false } } });
const log = (/** @type {string} */ line) => console.error(`[image] ${line}`);

ensurePodman(log);
const base = ensureBaseImage(log);
if (!values["skip-build"]) execFileSync("npx", ["next", "build"], { cwd: repo, stdio: ["ignore", 2, 2] });

const standalone = path.join(repo, ".next", "standalone");
if (!fs.existsSync(path.join(standalone, "server.js"))) throw new Error(`no standalone build in ${standalone}`);
// The settings the build fixed (lib/settings.mjs records them): the image's defaults and its label.
/** @type {{ fixed: Record<string, string | null> }} */
const { fixed } = JSON.parse(fs.readFileSync(path.join(repo, ".next", "build-settings.json"), "utf8"));
const revision = execFileSync("git", ["rev-parse", "HEAD"], { cwd: repo, encoding: "utf8" }).trim();
const image = `${siteRepository}:${revision.slice(0, 12)}-${Date.now().toString(36)}`;

const before = podman(["images", "--format={{.Repository}}:{{.Tag}}", `--filter=reference=${siteRepository}`])
  .split("\n")
  .filter(Boolean);
podman(
  [
    "build",
    "--format=docker",
    `--build-arg=NODE_IMAGE=${base}`,
    "--build-arg=SITE_BUILD=context",
    `--build-arg=REVISION=${revision}`,
    ...Object.entries(fixed).map(([name, value]) => `--build-arg=${name}=${value ?? ""}`),
    `--tag=${image}`,
    repo,
  ],
  { inherit: true },
);
// By name: an unchanged build reuses the layers, so an older name may point at the new image's id.
for (const reference of before) podman(["rmi", reference]);
podman(["image", "prune", "--force"]);
console.log(`IMAGE=${image}`);
