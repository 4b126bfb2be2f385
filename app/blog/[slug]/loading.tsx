import { Container } from "@/components/ui/container";
import { blogPageCopy } from "@/content/blog/page-copy";

/** Shown while a post not yet visited streams in after a client-side navigation. */
export default function LoadingPost() {
  return (
    <section className="min-h-[60vh] bg-ink-950 py-28">
      <Container>
        <p role="status" className="text-lg font-semibold text-white">{blogPageCopy.loading}</p>
      </Container>
    </section>
  );
}
