import type { SyntheticEvent } from "react";

/** An onError handler that swaps a missing or broken image for a default file, once. */
export function fallbackTo(src: string) {
  return (event: SyntheticEvent<HTMLImageElement>) => {
    const image = event.currentTarget;
    if (!image.src.endsWith(src)) {
      image.srcset = "";
      image.src = src;
    }
  };
}
