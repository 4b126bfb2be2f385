/** Carousel index arithmetic: next wraps to the first item, previous to the last. */
export function nextIndex(index: number, count: number) {
  return (index + 1) % count;
}

export function previousIndex(index: number, count: number) {
  return (index - 1 + count) % count;
}

export function clampIndex(index: number, count: number) {
  return Math.min(Math.max(0, index), count - 1);
}
