/** Runs once when an instance starts; lib/server/boot.ts says what it does. */
export async function register() {
  // Next inlines this framework value per build target, so the Node-only code below is left out of
  // the edge build of this file (a call through lib/settings.mjs could not be folded away).
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // `next start` serves whatever build the folder holds: one made for another CDN_PROVIDER tags its pages
  // for an edge that is not there, so the start stops before anything runs.
  const { startSettingsOrExit } = await import("./lib/settings.mjs");
  startSettingsOrExit();
  const { boot } = await import("./lib/server/boot");
  await boot();
}
