"use client";

import { ChevronDown } from "lucide-react";
import { SvgIcon } from "@/components/ui/svg-icon";
import { SearchField } from "@/components/ui/search-field";
import { useState } from "react";
import { faqCategories, faqCategoryLabels, type FaqCategory, type FaqItem } from "@/content/faq-categories";
import { faqBrowserCopy as copy } from "@/content/pages/faq";
import { filterFaqs } from "@/lib/faq-filter";

/** Search, category filter and an accordion in which each question opens and closes on its own. */
export function FaqBrowser({ items }: { items: readonly FaqItem[] }) {
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState<FaqCategory | "all">("all");
  const [open, setOpen] = useState<Set<number>>(new Set());
  const shown = filterFaqs(items, { query, category });

  function toggle(id: number) {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  return (
    <div className="mx-auto max-w-3xl">
      <SearchField
        id="faq-search"
        label={copy.searchLabel}
        placeholder={copy.searchPlaceholder}
        value={query}
        onChange={setQuery}
      />
      <div role="group" aria-label={copy.filterLabel} className="mt-5 flex flex-wrap gap-2">
        {(["all", ...faqCategories] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={category === value}
            onClick={() => setCategory(value)}
            className={`min-h-11 rounded-full px-5 text-sm font-semibold transition-colors ${
              category === value
                ? "bg-brand-600 text-white"
                : "bg-white text-ink-700 ring-1 ring-ink-200 hover:ring-brand-400"
            }`}
          >
            {faqCategoryLabels[value]}
          </button>
        ))}
      </div>
      <p
        role="status"
        className="sr-only"
      >{`${shown.length} ${shown.length === 1 ? "question" : "questions"} shown`}</p>
      {shown.length ? (
        <ul className="mt-8 space-y-3">
          {shown.map((item) => {
            const expanded = open.has(item.id);
            return (
              <li key={item.id} className="rounded-2xl border border-ink-200 bg-white shadow-card">
                <h3>
                  <button
                    type="button"
                    id={`faq-q-${item.id}`}
                    aria-expanded={expanded}
                    aria-controls={`faq-a-${item.id}`}
                    onClick={() => toggle(item.id)}
                    className="flex w-full items-center justify-between gap-4 px-6 py-5 text-left text-base font-semibold text-ink-900"
                  >
                    {item.question}
                    <SvgIcon
                      icon={ChevronDown}
                      className={`size-5 shrink-0 text-brand-600 transition-transform ${expanded ? "rotate-180" : ""}`}
                    />
                  </button>
                </h3>
                <section
                  id={`faq-a-${item.id}`}
                  aria-labelledby={`faq-q-${item.id}`}
                  hidden={!expanded}
                  className="px-6 pb-6 leading-7 text-ink-700"
                >
                  {item.answer}
                </section>
              </li>
            );
          })}
        </ul>
      ) : (
        <div className="mt-8 rounded-card border border-dashed border-ink-300 bg-ink-50 px-6 py-12 text-center">
          <p className="text-lg font-semibold text-ink-800">{copy.empty}</p>
          <button
            type="button"
            onClick={() => {
              setQuery("");
              setCategory("all");
            }}
            className="mt-6 inline-flex min-h-11 items-center rounded-full bg-ink-900 px-6 font-semibold text-white hover:bg-ink-800"
          >
            {copy.clear}
          </button>
        </div>
      )}
    </div>
  );
}
