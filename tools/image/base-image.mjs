// A stand-in for the official node:22-bookworm-slim, which no registry here can serve: Debian's minimal
// root filesystem (mmdebstrap) with the Node 22 binary this machine runs, from the npm registry's `node`.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { podman } from "./podman.mjs";

const nodeMajor = process.versions.node.split(".")[0];
const baseImage = `localhost/nexaloom/node:${nodeMajor}-bookworm-slim`;

/** Builds the base once per machine; later calls find it in the container storage. */
export function ensureBaseImage(log = (/** @type {string} */ line) => console.error(`[image] ${line}`)) {
  if (nodeMajor !== "22") throw new Error(`the base carries the running Node, which is ${process.version}, not 22`);
  try {
    podman(["image", "exists", baseImage]);
    return baseImage;
  } catch {
    // Not built yet on this machine.
  }
  log(`building ${baseImage} from Debian bookworm and ${process.execPath}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nexaloom-base-"));
  const tarball = path.join(dir, "rootfs.tar");
  try {
    execFileSync(
      "mmdebstrap",
      [
        "--variant=minbase",
        "--include=ca-certificates",
        `--customize-hook=copy-in ${process.execPath} /usr/local/bin`,
        '--customize-hook=chroot "$1" sh -c "rm -rf /usr/share/doc/* /usr/share/man/* /var/lib/apt/lists/*"',
        "bookworm",
        tarball,
      ],
      { stdio: ["ignore", 2, 2] },
    );
    podman([
      "import",
      "--change",
      "ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
      "--change",
      'CMD ["node"]',
      tarball,
      baseImage,
    ]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return baseImage;
}
