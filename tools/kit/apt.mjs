// Installs Debian packages a script needs (as root, on a fresh CI machine) without letting their
// services start on their own ports: a policy-rc.d that refuses every start, removed afterwards.
import { execFileSync } from "node:child_process";
import fs from "node:fs";

/**
 * @param {string[]} packages
 * @param {(message: string) => void} log
 */
export function aptInstall(packages, log) {
  if (packages.length === 0) return;
  log(`installing ${packages.join(" ")} with apt`);
  const policy = "/usr/sbin/policy-rc.d";
  const created = !fs.existsSync(policy);
  if (created) fs.writeFileSync(policy, "#!/bin/sh\nexit 101\n", { mode: 0o755 });
  try {
    execFileSync("apt-get", ["update", "-q"], { stdio: ["ignore", 2, 2] });
    execFileSync("apt-get", ["install", "-y", "-q", "--no-install-recommends", ...packages], {
      stdio: ["ignore", 2, 2],
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  } finally {
    if (created) fs.rmSync(policy, { force: true });
  }
}
