// The repository's root, for every tool that reads or runs something of the site's: one place that knows it.
import path from "node:path";

export const repo = path.resolve(import.meta.dirname, "../..");
