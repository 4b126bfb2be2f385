/**
 * The props whose value is not undefined. A server component's props travel in the RSC payload, where
 * an undefined one is still written out (`"pattern":"$undefined"`): a form's fields left a few dozen of
 * them in the home page's HTML.
 */
export function definedProps<Props extends object>(props: Props): Partial<Props> {
  return Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined)) as Partial<Props>;
}
