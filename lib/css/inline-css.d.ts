/** A stylesheet compiled at build by lib/css/inline-css-loader.mjs: its text. */
declare module "*.inline-css" {
  const css: string;
  export default css;
}

/** The first screen's rules of lib/css/first-screen.inline-css-pages, by page or template, and `*`. */
declare module "*.inline-css-pages" {
  const css: Record<string, string>;
  export default css;
}

/** Set by lib/css/site-stylesheet.ts on the server, read by components/layout/inline-stylesheet.tsx. */
// eslint-disable-next-line no-var
declare var siteStylesheets: { firstScreen: Record<string, string>; whole: string } | undefined;
