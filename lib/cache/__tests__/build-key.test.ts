/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildKey } from "../build-key.mjs";

describe("the key a build shares Redis under", () => {
  it("is DEPLOYMENT_ID when set", () => {
    expect(buildKey({ deploymentId: "nexaloom-2026.11", distDir: "/nowhere" })).toBe("nexaloom-2026.11");
  });

  it("is each build's own id otherwise, so two builds against one Redis never share a key", () => {
    const builds = ["aB3xK9-first", "Qz81pL-second"].map((id) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "build-"));
      fs.writeFileSync(path.join(dir, "BUILD_ID"), `${id}\n`);
      return { id, dir };
    });
    expect(builds.map(({ dir }) => buildKey({ deploymentId: undefined, distDir: dir }))).toEqual(
      builds.map(({ id }) => id),
    );
    for (const { dir } of builds) fs.rmSync(dir, { recursive: true, force: true });
  });
});
