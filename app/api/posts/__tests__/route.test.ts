/** @jest-environment node */
import { captureLog } from "@/lib/__tests__/log-lines";
import type { PostPage } from "@/lib/blog/types";
import { GET } from "../route";

/** The blog source behind the route: WordPress with nothing kept, failing while `down`. */
const wordpress = { down: false };
jest.mock("@/lib/blog", () => ({
  blogSource: () => ({
    listPosts: async ({ page }: { page: number }): Promise<PostPage> => {
      if (wordpress.down)
        throw Object.assign(new Error("Failed to fetch posts from https://wp.example/wp-json"), {
          name: "WordpressError",
        });
      return { posts: [], page, totalPages: 1 };
    },
  }),
}));

const list = () => GET(new Request("http://localhost/api/posts?page=1"));

it("answers 502 while the list cannot be read, and logs when that starts and stops, for every outage", async () => {
  const logged = captureLog();
  try {
    expect((await list()).status).toBe(200);
    wordpress.down = true;
    const failing = [await list(), await list()];
    expect(failing.map((answer) => answer.status)).toEqual([502, 502]);
    expect(failing[0]!.headers.get("cache-control")).toBe("no-store");
    expect(logged.events("posts.list_failed")).toEqual([
      expect.objectContaining({ level: "warn", error: "WordpressError" }),
    ]);
    expect(JSON.stringify(logged.lines)).not.toContain("wp.example");

    wordpress.down = false;
    expect((await list()).status).toBe(200);
    await list();
    expect(logged.events("posts.list_failed.recovered")).toEqual([expect.objectContaining({ level: "info" })]);

    wordpress.down = true;
    await list();
    expect(logged.events("posts.list_failed")).toHaveLength(2);
  } finally {
    logged.restore();
  }
});
