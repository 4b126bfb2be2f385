import { createElement, Fragment, type ReactNode } from "react";

/**
 * A server component's list of content, handed to React item by item rather than as an array. An array's
 * items need keys, and the page's RSC payload carries each one, for every item of every list (the footer's
 * lists on every page). Items passed one by one need none; and a list of content, unlike one a visitor
 * changes, is never matched up item by item against a new version of itself.
 */
export function each<T>(items: readonly T[], render: (item: T, index: number) => ReactNode): ReactNode {
  return createElement(Fragment, null, ...items.map(render));
}
