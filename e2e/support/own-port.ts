import { test } from "@playwright/test";

/**
 * A port of this spec's own above the suite's server (PORT + offset), one hundred further on per project,
 * so the desktop and phone runs of one spec can hold their servers at the same time.
 */
export function ownPort(offset: number) {
  const { project, config } = test.info();
  const projectIndex = config.projects.findIndex((candidate) => candidate.name === project.name);
  return Number(process.env.PORT ?? 3000) + offset + 100 * projectIndex;
}
