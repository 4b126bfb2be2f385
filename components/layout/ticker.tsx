import { each } from "@/components/ui/each";

/**
 * A CSS-only marquee: the list is rendered twice so the loop is seamless; the copy is hidden from assistive
 * tech. The dot between words is drawn by CSS, so it costs every page no elements.
 */
export function Ticker({ words }: { words: readonly string[] }) {
  const row = (hidden: boolean) => (
    <ul aria-hidden={hidden || undefined} className="ticker-row">
      {each(words, (word) => (
        <li className="tick">{word}</li>
      ))}
    </ul>
  );
  return (
    <div className="ticker">
      <div className="ticker-track">
        {row(false)}
        {row(true)}
      </div>
    </div>
  );
}
