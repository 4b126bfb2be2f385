/**
 * The one door to the environment for TypeScript code: `config()` is this process's settings, parsed
 * and checked once (lib/settings.mjs, shared with next.config.mjs and the cache handler), and
 * `framework` answers what Next itself sets (build phase, runtime, NODE_ENV).
 */
export { settings as config, framework, readSettings, SettingsError, type Settings } from "./settings.mjs";
