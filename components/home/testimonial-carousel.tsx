"use client";

import Image from "next/image";
import { ChevronLeft, ChevronRight, Quote, Star } from "lucide-react";
import { SvgIcon } from "@/components/ui/svg-icon";
import { useState, type KeyboardEvent } from "react";
import { DEFAULT_AVATAR, testimonialCarouselCopy as copy, testimonials as items } from "@/content/testimonials";
import { clampIndex, nextIndex, previousIndex } from "@/lib/home/carousel";
import { fallbackTo } from "./image-fallback";

/**
 * One testimonial at a time, moved only by the visitor (no autoplay): previous and next wrap around,
 * dots jump to an item, the arrow keys work inside the carousel, and each change is announced.
 * The testimonials come with this module's code rather than as a prop: a prop is written into the page's
 * HTML on every visit, the code is fetched once and cached.
 */
export function TestimonialCarousel() {
  const [index, setIndex] = useState(0);
  const item = items[index]!;
  const count = items.length;

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "ArrowRight") setIndex((current) => nextIndex(current, count));
    if (event.key === "ArrowLeft") setIndex((current) => previousIndex(current, count));
  }

  const arrow =
    "inline-flex size-11 items-center justify-center rounded-full bg-white text-ink-800 ring-1 ring-ink-200 hover:text-brand-700 hover:ring-brand-400";
  return (
    <section
      aria-roledescription={copy.kind}
      aria-label={copy.label}
      onKeyDown={onKeyDown}
      className="mx-auto max-w-3xl"
    >
      <div aria-live="polite" aria-atomic="true">
        <figure
          key={item.id}
          aria-roledescription={copy.slideKind}
          aria-label={copy.slide(index + 1, count)}
          className="relative rounded-card bg-white p-8 shadow-card ring-1 ring-ink-200 sm:p-10"
        >
          <SvgIcon icon={Quote} className="absolute top-8 right-8 size-10 text-brand-100" />
          <div className="flex gap-1" aria-label={copy.rating(item.rating)} role="img">
            {Array.from({ length: item.rating }, (_, star) => (
              <SvgIcon key={star} icon={Star} className="size-5 fill-warning-500 text-warning-500" />
            ))}
          </div>
          <blockquote className="mt-5 text-lg leading-8 text-ink-800">“{item.content}”</blockquote>
          <figcaption className="mt-6 flex items-center gap-4">
            <Image
              src={item.image}
              alt=""
              width={56}
              height={56}
              className="size-14 rounded-full"
              onError={fallbackTo(DEFAULT_AVATAR)}
            />
            <span>
              <span className="block font-semibold text-ink-900">{item.name}</span>
              <span className="block text-sm text-ink-600">
                {item.role}, {item.company} · {item.project}
              </span>
            </span>
          </figcaption>
        </figure>
      </div>
      <div className="mt-6 flex items-center justify-center gap-4">
        <button
          type="button"
          className={arrow}
          aria-label={copy.previous}
          onClick={() => setIndex(previousIndex(index, count))}
        >
          <SvgIcon icon={ChevronLeft} className="size-5" />
        </button>
        <div className="flex gap-1">
          {items.map((testimonial, dot) => (
            <button
              key={testimonial.id}
              type="button"
              aria-label={copy.show(dot + 1, testimonial.name)}
              aria-current={dot === index ? "true" : undefined}
              onClick={() => setIndex(clampIndex(dot, count))}
              className="flex size-6 items-center justify-center rounded-full"
            >
              <span
                aria-hidden
                className={`block rounded-full transition-all ${dot === index ? "h-2.5 w-6 bg-brand-600" : "size-2.5 bg-ink-300"}`}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          className={arrow}
          aria-label={copy.next}
          onClick={() => setIndex(nextIndex(index, count))}
        >
          <SvgIcon icon={ChevronRight} className="size-5" />
        </button>
      </div>
    </section>
  );
}
