// The import rules of the whole repository (docs/architecture.md), checked by
// lib/__tests__/architecture.test.ts, which also proves each rule fires on a tree that breaks it.
const product = "^(app|components|content|lib)/|^(proxy|instrumentation)\\.ts$";
const tests = "(^|/)__tests__/|\\.test\\.tsx?$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "A circle means neither module can be understood, tested or loaded without the other.",
      from: {},
      to: { circular: true },
    },
    {
      name: "lib-not-to-app",
      severity: "error",
      comment: "lib/ serves the routes; it never reaches up into them.",
      from: { path: "^lib/" },
      to: { path: "^app/" },
    },
    {
      name: "no-framework-internals",
      severity: "error",
      comment: "next/dist is Next's private code: it moves between releases without notice.",
      from: { path: product, pathNot: tests },
      // `import ... from "next"` resolves into next/dist too, through the package's own public entry.
      to: { path: "(^|/)node_modules/next/dist/", pathNot: "(^|/)node_modules/next/dist/server/next\\.js$" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(\\.next[^/]*|reports|data|test-results)/" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".mjs", ".js", ".cjs", ".json", ".d.ts"],
    },
  },
};
