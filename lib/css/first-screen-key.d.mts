export function firstScreenKey(pathname: string): string;
export const EVERY_PAGE: "*";
