import { expect, type APIRequestContext } from "@playwright/test";
import { XMLParser, XMLValidator } from "fast-xml-parser";

/** The address the issue gave the feed. */
export const feedPath = "/blog/feed.xml";

type FeedItem = {
  title: string;
  link: string;
  guid: { "#text": string; "@_isPermaLink": string };
  pubDate: string;
  "dc:creator": string;
  description: string;
};

export type FeedChannel = {
  title: string;
  link: string;
  description: string;
  language: string;
  lastBuildDate?: string;
  "atom:link": Record<string, string>;
};

/** Values stay strings (a title such as "2026" must not turn into a number), and untrimmed, so a title is compared as sent. */
const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  trimValues: false,
  isArray: (name) => name === "item",
});

/** A feed document read by a maintained XML parser, after checking it is well-formed XML. */
export function parseFeed(xml: string): { channel: FeedChannel; items: FeedItem[] } {
  expect(XMLValidator.validate(xml)).toBe(true);
  const { rss } = parser.parse(xml) as { rss: { "@_version": string; channel: FeedChannel & { item?: FeedItem[] } } };
  expect(rss["@_version"]).toBe("2.0");
  const { item = [], ...channel } = rss.channel;
  return { channel, items: item };
}

/** The feed as a feed reader gets it from the server, read by a maintained XML parser. */
export async function readFeed(request: APIRequestContext): Promise<{ channel: FeedChannel; items: FeedItem[] }> {
  const response = await request.get(feedPath);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  return parseFeed(await response.text());
}
