export function selectorClasses(selector: string): string[];
export function keepRulesFor(css: string, classes: Set<string>): string;
export function parseClassList(text: string): Set<string>;
