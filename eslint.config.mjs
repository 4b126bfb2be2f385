import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // Viewport prefetching fetched every on-screen link's page while this one was still starting; links
    // prefetch on intent instead, through the one component that knows how.
    files: ["app/**/*.tsx", "components/**/*.tsx"],
    ignores: ["components/ui/hover-prefetch-link.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "next/link",
              message: "Use HoverPrefetchLink: it prefetches on hover, touch or focus rather than on sight.",
            },
          ],
        },
      ],
    },
  },
  {
    // Layers depend downward only (app -> components -> lib -> content), types included, so a change in a
    // lower layer never needs to know who uses it, and copy and facts never pull in rendering code.
    files: ["**/*.{ts,tsx,mjs}"],
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./content",
              from: ["./app", "./components", "./lib"],
              message: "content/ is the bottom layer: it imports no app, components or lib module.",
            },
            { target: "./lib", from: ["./app", "./components"], message: "lib/ may import only lib/ and content/." },
            {
              target: "./components",
              from: "./app",
              message: "components/ may import only components/, lib/ and content/.",
            },
          ],
        },
      ],
    },
  },
  {
    ignores: [
      ".next/**",
      "tools/budget/framework-control/.next/**",
      "tools/budget/framework-control/next-env.d.ts",
      ".next-wordpress/**",
      ".next-cluster/**",
      ".next-cluster-next/**",
      "node_modules/**",
      "data/**",
      "reports/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
    ],
  },
];

export default config;
