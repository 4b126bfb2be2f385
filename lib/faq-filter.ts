import type { FaqCategory, FaqItem } from "@/content/faq-categories";

/** FAQ search matches the question or the answer, ignoring case, within the chosen category. */
export function filterFaqs<T extends Pick<FaqItem, "question" | "answer" | "category">>(
  items: readonly T[],
  { query, category }: { query: string; category: FaqCategory | "all" },
): T[] {
  const needle = query.trim().toLowerCase();
  return items.filter(
    (item) =>
      (category === "all" || item.category === category) &&
      (!needle || item.question.toLowerCase().includes(needle) || item.answer.toLowerCase().includes(needle)),
  );
}
