export function selectorClasses(selector: string): string[];
export function keepRulesFor(css: string, classes: Set<string>): string;
