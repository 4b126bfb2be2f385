#!/usr/bin/env node
// `npm run image [-- --skip-build]`: builds the site (unless told it is built), packages that build with the
// repository's Dockerfile on the stand-in base into the machine's container storage, removes the site images
// it made before, and prints `IMAGE=<reference>` last.
import { execFileSync } from "node:child_process";
import { parseArgs } from "node:util";
import { repo } from "../kit/repo.mjs";
import { packageSiteBuild } from "./site-image.mjs";

const { values } = parseArgs({ options: { "skip-build": { type: "boolean", default: false } } });

if (!values["skip-build"]) execFileSync("npx", ["next", "build"], { cwd: repo, stdio: ["ignore", 2, 2] });
console.log(`IMAGE=${packageSiteBuild({ repository: "localhost/nexaloom/site" })}`);
