/** @jest-environment node */
import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { blogSource } from "@/lib/blog";
import samples from "@/lib/blog/__tests__/fixtures/wordpress-posts.json";

/** The settings the blog runtime sees: WordPress on loopback, the build's folder a temporary one. */
let mockEnv: Record<string, string> = {};
jest.mock("@/lib/config", () => {
  const actual = jest.requireActual("@/lib/config");
  return { ...actual, config: () => actual.readSettings(mockEnv) };
});

let server: http.Server;
let distDir: string;
beforeAll(async () => {
  // Posts for every list; the category list a list is read with, empty.
  server = http.createServer((request, response) =>
    response
      .writeHead(200, { "content-type": "application/json", "x-wp-totalpages": "1" })
      .end(JSON.stringify(request.url?.includes("/wp/v2/categories") ? [] : samples)),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  distDir = await fs.mkdtemp(path.join(os.tmpdir(), "blog-runtime-"));
  mockEnv = { WORDPRESS_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, NEXT_DIST_DIR: distDir };
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await fs.rm(distDir, { recursive: true, force: true });
});

describe("the blog source", () => {
  it("is one per process, so the last good store reads an answer it already kept from disk only once", async () => {
    expect(blogSource()).toBe(blogSource());
    const reads = jest.spyOn(fs, "readFile");
    await blogSource().listPosts({ page: 1 });
    await blogSource().listPosts({ page: 1 });
    await blogSource().listPosts({ page: 1 });
    expect(reads).toHaveBeenCalledTimes(1);
  });
});
