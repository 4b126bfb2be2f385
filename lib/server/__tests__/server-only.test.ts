/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";

const serverDir = path.resolve(__dirname, "..");

describe("lib/server", () => {
  it("marks every module server-only, so a client component importing one fails the build", () => {
    const modules = fs
      .readdirSync(serverDir, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".ts") && !file.split(path.sep).includes("__tests__"));
    const unmarked = modules.filter(
      (file) => !fs.readFileSync(path.join(serverDir, file), "utf8").startsWith('import "server-only";\n'),
    );
    expect(modules.length).toBeGreaterThan(0);
    expect(unmarked).toEqual([]);
  });
});
