/** Runs once when an instance starts; lib/server/boot.ts says what it does. */
export async function register() {
  // Next inlines this framework value per build target, so the Node-only code below is left out of
  // the edge build of this file (a call through lib/settings.mjs could not be folded away).
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { boot } = await import("./lib/server/boot");
  await boot();
}
