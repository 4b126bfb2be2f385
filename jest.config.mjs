import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: "jsdom",
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  testPathIgnorePatterns: [
    "/node_modules/",
    "/\\.next[^/]*/",
    "/e2e/",
    "fake-fetch",
    "render-form",
    "zip-fixture",
    "smtp-peer",
    "form-fixtures",
    "macro-doc-fixture",
    "log-lines",
  ],
  // Every build folder: .next, and the cluster's and the benchmarks' own (.next-cluster, ...), each with a standalone package.json.
  modulePathIgnorePatterns: ["<rootDir>/.next[^/]*/"],
};

export default createJestConfig(config);
