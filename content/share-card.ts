import { site } from "./site";

/**
 * The share images' words: the default card's subline and the alternative text of a post's card. A
 * module of its own, so the image routes load no page copy.
 */
export const shareCardCopy = {
  subline: `Indore · Dewas · Delhi — 500+ projects since ${site.founded}`,
  postAlt: `${site.name} blog post`,
};
