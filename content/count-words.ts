const words = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
];

/** A count as a sentence spells it, so copy that says "six cards" follows the list it counts: words up to twelve, digits beyond. */
export function countWord(count: number): string {
  return words[count] ?? String(count);
}

/** The same at the start of a sentence. */
export function countWordCapitalized(count: number): string {
  const word = countWord(count);
  return word.charAt(0).toUpperCase() + word.slice(1);
}
