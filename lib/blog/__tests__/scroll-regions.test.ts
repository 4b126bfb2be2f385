/** @jest-environment node */
import { sanitizePostHtml } from "../sanitize";
import { wrapScrollableBlocks } from "../scroll-regions";

const regions = (html: string) =>
  [...html.matchAll(/<div class="scroll-region" role="region" aria-label="([^"]*)" tabindex="0">/g)].map(
    (match) => match[1],
  );

describe("wrapScrollableBlocks", () => {
  it("wraps each code block in a focusable, named region and numbers repeats", () => {
    const html = wrapScrollableBlocks("<p>a</p><pre><code>one</code></pre><p>b</p><pre>two</pre>");
    expect(regions(html)).toEqual(["Code example", "Code example 2"]);
    expect(html).toBe(
      '<p>a</p><div class="scroll-region" role="region" aria-label="Code example" tabindex="0"><pre><code>one</code></pre></div><p>b</p><div class="scroll-region" role="region" aria-label="Code example 2" tabindex="0"><pre>two</pre></div>',
    );
  });

  it("names a table by its caption or by the figcaption WordPress puts after it", () => {
    expect(
      regions(wrapScrollableBlocks("<table><caption>Cloud <em>costs</em></caption><tr><td>1</td></tr></table>")),
    ).toEqual(["Table: Cloud costs"]);
    expect(
      regions(
        wrapScrollableBlocks(
          "<figure><table><tr><td>1</td></tr></table><figcaption>Release &amp; support matrix</figcaption></figure>",
        ),
      ),
    ).toEqual(["Table: Release &amp; support matrix"]);
    expect(regions(wrapScrollableBlocks("<table><tr><td>1</td></tr></table>"))).toEqual(["Table"]);
  });

  it("wraps a nested table once, with its outer table", () => {
    const html = wrapScrollableBlocks(
      "<table><tr><td><table><tr><td>inner</td></tr></table></td></tr></table><p>after</p>",
    );
    expect(regions(html)).toEqual(["Table"]);
    expect(html.endsWith("</table></td></tr></table></div><p>after</p>")).toBe(true);
  });

  it("leaves text that only looks like a tag alone", () => {
    const html = sanitizePostHtml("<p>Use &lt;pre&gt; for code</p><pre>if (a &lt; b) {}</pre>");
    expect(regions(html)).toEqual(["Code example"]);
    expect(html).toContain("<p>Use &lt;pre&gt; for code</p>");
  });

  it("runs after the sanitizer, so post HTML cannot forge a region or a tab stop", () => {
    const html = sanitizePostHtml(
      '<div role="region" tabindex="5" aria-label="x">hi</div><table><tr><td>1</td></tr></table>',
    );
    expect(html).not.toContain('tabindex="5"');
    expect(regions(html)).toEqual(["Table"]);
  });
});
