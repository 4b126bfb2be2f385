import { expect, test } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import { archivePaths, notFoundPath, pagePaths, unknownPostPath } from "./support/routes";

/**
 * The recommended rules, less those that only restate Next's own output style rather than invalid
 * HTML: self-closing void elements, inline styles, React's camelCase attribute names (HTML is
 * case-insensitive) and React's generated ids (valid HTML5 ids that merely start with "_").
 */
const validator = new HtmlValidate({
  extends: ["html-validate:recommended"],
  rules: {
    "void-style": "off",
    "no-inline-style": "off",
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    "no-trailing-whitespace": "off",
    "long-title": "off",
    "no-redundant-role": "off",
    "attr-case": "off",
    "valid-id": ["error", { relaxed: true }],
  },
});

for (const path of [...pagePaths, ...archivePaths, notFoundPath, unknownPostPath]) {
  test(`${path} is valid HTML`, { tag: "@http" }, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const report = await validator.validateString(html);
    const errors = report.results.flatMap((result) =>
      result.messages
        .filter((message) => message.severity === 2)
        .map((message) => `${message.ruleId}: ${message.message} [${message.selector}]`),
    );
    expect(errors).toEqual([]);
  });
}
