import { execFileSync } from "node:child_process";
import path from "node:path";
import { wordpressUrl } from "./source-truth";

/** Writes to WordPress through its REST API with the application password the seed script created. */
const auth = `Basic ${Buffer.from(`${process.env.WP_E2E_USER}:${process.env.WP_E2E_APP_PASSWORD}`).toString("base64")}`;

export type WpPost = { id: number; slug: string; link: string };

export async function wordpressWrite(
  pathname: string,
  body: Record<string, unknown>,
  method = "POST",
): Promise<WpPost> {
  const response = await fetch(`${wordpressUrl}/wp-json/wp/v2/${pathname}`, {
    method,
    headers: { authorization: auth, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`WordPress answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as WpPost;
}

export function stopWordpress() {
  execFileSync("bash", [path.join(__dirname, "../wordpress/wordpress.sh"), "stop"], { stdio: "inherit" });
}

/** The link WordPress's Preview button opens for a post, as the mu-plugin rewrote it (read in the editor's context). */
export async function previewLinkOf(id: number): Promise<string> {
  const response = await fetch(`${wordpressUrl}/wp-json/wp/v2/posts/${id}?context=edit&_fields=nexaloom_preview_link`, {
    headers: { authorization: auth },
  });
  if (!response.ok) throw new Error(`WordPress answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { nexaloom_preview_link: string }).nexaloom_preview_link;
}
