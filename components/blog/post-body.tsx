import styles from "./post-body.module.css";

/** The post's HTML, already sanitized by the blog source, set in the site's reading styles. */
export function PostBody({ html }: { html: string }) {
  return <div className={`post-body ${styles.body}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
