/**
 * A CSS-only marquee: the list is rendered twice so the loop is seamless; the copy is hidden from assistive
 * tech. The dot between words is drawn by CSS, so it costs every page no elements.
 */
export function Ticker({ words }: { words: readonly string[] }) {
  const row = (hidden: boolean) => (
    <ul aria-hidden={hidden || undefined} className="flex shrink-0 items-center gap-10 pr-10">
      {words.map((word) => (
        <li key={word} className="tick">
          {word}
        </li>
      ))}
    </ul>
  );
  return (
    <div className="overflow-hidden border-y border-white/10 bg-brand-700 py-5">
      <div className="flex w-max animate-ticker motion-reduce:animate-none">
        {row(false)}
        {row(true)}
      </div>
    </div>
  );
}
