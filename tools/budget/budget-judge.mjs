// The verdicts of the performance budget (tools/budget/budget.mjs) on a route's host-independent measurements,
// kept apart from the measuring so that a test can hold tools/budget/budget.json to the bars without a browser.
import { median } from "../kit/stats.ts";

/**
 * As much of tools/budget/budget.json as the judging reads.
 * @typedef {object} Budget
 * @property {{ fcpRatio: number }} appliedThrottling
 * @property {{ name: string; match: string; htmlGzipKib: number; fcpRatio?: number }[]} groups
 */

/** @typedef {Budget["groups"][number]} BudgetGroup */

/** @typedef {{ ratios: number[]; median: number; min: number; max: number }} FirstPaint */

const hundredths = (/** @type {number} */ value) => +value.toFixed(2);

/**
 * First contentful paint as a ratio to the control's in the same round, round by round. Dividing within a
 * round cancels what the host did to both pages in that round; a ratio of the two medians can set a route's
 * loaded round against the control's quiet one. The spread is then the host's noise left over, and the
 * median the figure to gate. Ratios are kept to hundredths, as printed, so that what is judged is what is read.
 *
 * @param {number[]} controlFcps
 * @param {number[]} routeFcps
 * @returns {FirstPaint}
 */
export function roundRatios(controlFcps, routeFcps) {
  if (controlFcps.length !== routeFcps.length)
    throw new Error(`${routeFcps.length} rounds of the route against ${controlFcps.length} of the control`);
  // The control has a round for each of the route's: the lengths are equal.
  const ratios = routeFcps.map((fcp, round) => hundredths(fcp / /** @type {number} */ (controlFcps[round])));
  return {
    ratios,
    median: hundredths(median(ratios)),
    min: Math.min(...ratios),
    max: Math.max(...ratios),
  };
}

/**
 * The first group of budget.json whose pattern matches the build's route (a dynamic page by its pattern).
 *
 * @param {Budget} budget
 * @param {string} route
 * @returns {BudgetGroup}
 */
export function groupFor(budget, route) {
  const group = budget.groups.find((candidate) => new RegExp(candidate.match).test(route));
  if (!group) throw new Error(`no group of tools/budget/budget.json matches ${route}`);
  return group;
}

/**
 * One route against budget.json: its gzip HTML against its group's htmlGzipKib and, when it had the applied
 * throttling pass, the median of its per-round first-paint ratios against fcpRatio (a group may set its own).
 * A measurement that is missing or NaN fails, since a broken measurement would otherwise pass any bar.
 *
 * @param {Budget} budget
 * @param {{ route: string; htmlKib: number; firstPaint?: FirstPaint }} measured
 * @returns {{ group: BudgetGroup; htmlBar: number; fcpBar: number; problems: string[] }}
 */
export function judgeRoute(budget, { route, htmlKib, firstPaint }) {
  const group = groupFor(budget, route);
  const htmlBar = group.htmlGzipKib;
  const fcpBar = group.fcpRatio ?? budget.appliedThrottling.fcpRatio;
  /** @type {string[]} */
  const problems = [];
  if (!(htmlKib <= htmlBar)) problems.push(`HTML ${htmlKib} KiB gzip > ${htmlBar} KiB (${group.name})`);
  if (firstPaint && !(firstPaint.median <= fcpBar))
    problems.push(
      `first paint (applied throttling) ${firstPaint.median.toFixed(2)}x the control, median of ${firstPaint.ratios.length} round${firstPaint.ratios.length === 1 ? "" : "s"} (${firstPaint.min.toFixed(2)}-${firstPaint.max.toFixed(2)}) > ${fcpBar}x`,
    );
  return { group, htmlBar, fcpBar, problems };
}
