/** The post's HTML, already sanitized by the blog source, set in the site's reading styles. */
export function PostBody({ html }: { html: string }) {
  return <div className="post-body" dangerouslySetInnerHTML={{ __html: html }} />;
}
