/** @jest-environment node */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { wordpressSource as source } from "../wordpress";

const wordpressSource = (base: string) =>
  source(base, { site: new URL("https://www.nexaloom.in"), imageAllowed: () => true });

/** A stand-in WordPress on loopback that answers every posts query with an empty page. */
let server: http.Server;
let base: string;
beforeAll(async () => {
  server = http.createServer((_, response) =>
    response.writeHead(200, { "content-type": "application/json", "x-wp-totalpages": "1" }).end("[]"),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/**
 * How each fetch of posts asked Next's data cache to keep its answer. The category list a list is read
 * with is one cached entry whatever was searched, so it is left out.
 */
function cachingOf(calls: unknown[][]) {
  return calls
    .filter(([url]) => new URL(String(url)).pathname.endsWith("/wp/v2/posts"))
    .map(([, init]) => {
      const options = init as RequestInit & { next?: { revalidate?: number } };
      return { cache: options.cache, revalidate: options.next?.revalidate };
    });
}

describe("the WordPress post list", () => {
  afterEach(() => jest.restoreAllMocks());

  it("keeps a page of the list in the data cache for the ISR window (the sticky posts and the rest)", async () => {
    const fetched = jest.spyOn(globalThis, "fetch");
    await wordpressSource(base).listPosts({ page: 2 });
    expect(cachingOf(fetched.mock.calls)).toEqual([
      { cache: undefined, revalidate: 60 },
      { cache: undefined, revalidate: 60 },
    ]);
  });

  it("asks WordPress to order a search by relevance, and a list by date", async () => {
    const fetched = jest.spyOn(globalThis, "fetch");
    await wordpressSource(base).listPosts({ page: 1, search: "flutter" });
    await wordpressSource(base).listPosts({ page: 2 });
    const [search, ...lists] = fetched.mock.calls
      .map(([url]) => new URL(String(url)))
      .filter((url) => url.pathname.endsWith("/wp/v2/posts"));
    expect(search?.searchParams.get("orderby")).toBe("relevance");
    expect(lists.map((url) => url.searchParams.get("orderby"))).toEqual([null, null]);
  });

  it("does not store a search, so distinct search strings cannot add an entry each", async () => {
    const fetched = jest.spyOn(globalThis, "fetch");
    await wordpressSource(base).listPosts({ page: 1, search: "flutter" });
    await wordpressSource(base).listPosts({ page: 1, search: "random-string-42" });
    expect(cachingOf(fetched.mock.calls)).toEqual([
      { cache: "no-store", revalidate: undefined },
      { cache: "no-store", revalidate: undefined },
    ]);
  });
});
