// Types of tools/budget/budget-judge.mjs (the project compiles TypeScript only).

/** As much of tools/budget/budget.json as the judging reads. */
export type Budget = {
  appliedThrottling: { fcpRatio: number };
  groups: { name: string; match: string; htmlGzipKib: number; fcpRatio?: number }[];
};

export type BudgetGroup = Budget["groups"][number];

export type FirstPaint = { ratios: number[]; median: number; min: number; max: number };

export declare function roundRatios(controlFcps: number[], routeFcps: number[]): FirstPaint;
export declare function groupFor(budget: Budget, route: string): BudgetGroup;
export declare function judgeRoute(
  budget: Budget,
  measured: { route: string; htmlKib: number; firstPaint?: FirstPaint },
): { group: BudgetGroup; htmlBar: number; fcpBar: number; problems: string[] };
