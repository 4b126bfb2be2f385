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
        { paths: [{ name: "next/link", message: "Use HoverPrefetchLink: it prefetches on hover, touch or focus rather than on sight." }] },
      ],
    },
  },
  { ignores: [".next/**", "scripts/framework-control/.next/**", "scripts/framework-control/next-env.d.ts", ".next-wordpress/**", ".next-cluster/**", "node_modules/**", "data/**", "reports/**", "test-results/**", "playwright-report/**", "next-env.d.ts"] },
];

export default config;
