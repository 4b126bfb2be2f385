/** @jest-environment node */
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { blogFeedCopy } from "@/content/blog/page-copy";
import { rssFeed } from "../feed";
import { PLACEHOLDER_IMAGE, type PostSummary } from "../types";

const origin = new URL("https://www.nexaloom.in");

/** Post n was published on day n of March 2026, so a higher n is newer. */
const post = (n: number, fields: Partial<PostSummary> = {}): PostSummary => ({
  id: n,
  slug: `post-${n}`,
  title: `Post ${n}`,
  excerpt: `What post ${n} is about.`,
  author: "Asha Verma",
  date: new Date(Date.UTC(2026, 2, n, 9, 30)).toISOString(),
  modified: new Date(Date.UTC(2026, 2, n, 12, 0)).toISOString(),
  image: PLACEHOLDER_IMAGE,
  categories: [],
  readTime: "3 min read",
  featured: false,
  noindex: false,
  nofollow: false,
  ...fields,
});

type Item = {
  title: string;
  link: string;
  guid: { "#text": string; "@_isPermaLink": string };
  pubDate: string;
  "dc:creator": string;
  description: string;
  "media:content"?: Record<string, string>;
};

/** A maintained parser reads the feed: any XML it rejects or reads differently would fail here. */
function parse(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parser = new XMLParser({
    ignoreAttributes: false,
    parseTagValue: false,
    trimValues: false,
    isArray: (name) => name === "item",
  });
  const { rss } = parser.parse(xml) as {
    rss: {
      "@_version": string;
      "@_xmlns:dc": string;
      "@_xmlns:media": string;
      channel: Record<string, string> & { "atom:link": Record<string, string>; item?: Item[] };
    };
  };
  return { rss, channel: rss.channel, items: rss.channel.item ?? [] };
}

describe("the blog's RSS feed", () => {
  it("is RSS 2.0 with the channel's copy, its page and its own address", () => {
    const { rss, channel } = parse(rssFeed({ channel: blogFeedCopy, posts: [post(1)], origin }));
    expect(rss["@_version"]).toBe("2.0");
    expect(channel.title).toBe(blogFeedCopy.title);
    expect(channel.description).toBe(blogFeedCopy.description);
    expect(channel.language).toBe("en-IN");
    expect(channel.link).toBe("https://www.nexaloom.in/blog");
    expect(channel["atom:link"]).toMatchObject({
      "@_href": "https://www.nexaloom.in/blog/feed.xml",
      "@_rel": "self",
      "@_type": "application/rss+xml",
    });
  });

  it("gives each post its title, absolute link, permalink guid, RFC 822 date, author and excerpt", () => {
    const { rss, channel, items } = parse(rssFeed({ channel: blogFeedCopy, posts: [post(2)], origin }));
    expect(items).toEqual([
      {
        title: "Post 2",
        link: "https://www.nexaloom.in/blog/post-2",
        guid: { "#text": "https://www.nexaloom.in/blog/post-2", "@_isPermaLink": "true" },
        pubDate: "Mon, 02 Mar 2026 09:30:00 GMT",
        "dc:creator": "Asha Verma",
        description: "What post 2 is about.",
      },
    ]);
    expect(rss["@_xmlns:dc"]).toBe("http://purl.org/dc/elements/1.1/");
    expect(channel.lastBuildDate).toBe("Mon, 02 Mar 2026 09:30:00 GMT");
  });

  it("carries a title, author and excerpt full of markup characters through unchanged", () => {
    const hostile = `Tom & Jerry <3> "quoted"`;
    const xml = rssFeed({
      channel: blogFeedCopy,
      posts: [post(1, { title: hostile, author: "O'Brien & Sons", excerpt: `a < b && c > d, 'single' "double" ]]>` })],
      origin,
    });
    const [item] = parse(xml).items;
    expect(item?.title).toBe(hostile);
    expect(item?.["dc:creator"]).toBe("O'Brien & Sons");
    expect(item?.description).toBe(`a < b && c > d, 'single' "double" ]]>`);
  });

  it("drops the control characters XML 1.0 forbids and keeps the rest of the text", () => {
    const xml = rssFeed({
      channel: blogFeedCopy,
      posts: [post(1, { title: "Bell\u0007 and\u0000 form\u000c feed\u001f", excerpt: "tab\there, emoji 🚀" })],
      origin,
    });
    const [item] = parse(xml).items;
    expect(item?.title).toBe("Bell and form feed");
    expect(item?.description).toBe("tab\there, emoji 🚀");
  });

  it("lists the newest 20 posts, newest first, whatever order they come in", () => {
    const posts = [3, 25, 1, 17, 8, 22, 12, 5, 19, 24, 2, 14, 10, 21, 7, 16, 23, 4, 11, 18, 6, 13, 20, 9, 15].map((n) =>
      post(n),
    );
    const { items } = parse(rssFeed({ channel: blogFeedCopy, posts, origin }));
    expect(items.map((item) => item.title)).toEqual(Array.from({ length: 20 }, (_, index) => `Post ${25 - index}`));
  });

  it("leaves out a post its editor marked noindex, also from the feed's date when it is the newest", () => {
    const posts = [post(1), post(2, { noindex: true }), post(3, { noindex: true, nofollow: true }), post(4)];
    expect(parse(rssFeed({ channel: blogFeedCopy, posts, origin })).items.map((item) => item.title)).toEqual([
      "Post 4",
      "Post 1",
    ]);
    expect(
      parse(rssFeed({ channel: blogFeedCopy, posts: [post(1), post(5, { noindex: true })], origin })).channel,
    ).toMatchObject({ lastBuildDate: "Sun, 01 Mar 2026 09:30:00 GMT" });
  });

  it("gives a post's own image as Media RSS, absolute, and none for the placeholder", () => {
    const posts = [
      post(3, {
        image: {
          src: "https://media.example-cdn.com/2026/03/chart.png?v=2&w=1",
          width: 1600,
          height: 900,
          alt: "A chart",
        },
      }),
      post(2, { image: { src: "/images/blog/bundled.jpg", width: 1200, height: 630, alt: "" } }),
      post(1),
    ];
    const { rss, items } = parse(rssFeed({ channel: blogFeedCopy, posts, origin }));
    expect(rss["@_xmlns:media"]).toBe("http://search.yahoo.com/mrss/");
    expect(items.map((item) => item["media:content"])).toEqual([
      {
        "@_url": "https://media.example-cdn.com/2026/03/chart.png?v=2&w=1",
        "@_medium": "image",
        "@_width": "1600",
        "@_height": "900",
      },
      {
        "@_url": "https://www.nexaloom.in/images/blog/bundled.jpg",
        "@_medium": "image",
        "@_width": "1200",
        "@_height": "630",
      },
      undefined,
    ]);
  });

  it("is still a valid feed with no posts", () => {
    const { channel, items } = parse(rssFeed({ channel: blogFeedCopy, posts: [], origin }));
    expect(items).toEqual([]);
    expect(channel.title).toBe(blogFeedCopy.title);
  });
});
