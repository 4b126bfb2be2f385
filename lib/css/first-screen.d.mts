export function selectorClasses(selector: string): string[];
export function selectorElements(selector: string): string[];
export function keepRulesFor(css: string, firstScreen: { classes: Set<string>; elements: Set<string> }): string;
