type Node = Record<string, unknown>;

const required: Record<string, (node: Node) => string[]> = {
  Organization: (node) => missing(node, ["name", "url", "address"]),
  BreadcrumbList: (node) => {
    const items = node.itemListElement as Node[] | undefined;
    if (!Array.isArray(items) || items.length < 2) return ["itemListElement (at least 2)"];
    return items.flatMap((item, index) =>
      missing(item, ["position", "name", "item"]).map((field) => `itemListElement[${index}].${field}`),
    );
  },
  FAQPage: (node) => {
    const questions = node.mainEntity as Node[] | undefined;
    if (!Array.isArray(questions) || !questions.length) return ["mainEntity"];
    return questions.flatMap((question, index) => [
      ...missing(question, ["name"]).map((field) => `mainEntity[${index}].${field}`),
      ...((question.acceptedAnswer as Node | undefined)?.text ? [] : [`mainEntity[${index}].acceptedAnswer.text`]),
    ]);
  },
  BlogPosting: (node) => missing(node, ["headline", "datePublished", "author", "image", "mainEntityOfPage"]),
  Service: (node) => missing(node, ["name", "description", "provider"]),
};

function missing(node: Node, fields: string[]) {
  return fields.filter((field) => node[field] === undefined || node[field] === "" || node[field] === null);
}

/** The problems of one JSON-LD block: no schema.org context, an unknown type, or missing required properties. */
export function jsonLdProblems(text: string): { type: string; problems: string[] } {
  let node: Node;
  try {
    node = JSON.parse(text) as Node;
  } catch {
    return { type: "invalid", problems: ["not JSON"] };
  }
  const type = String(node["@type"]);
  const problems: string[] = [];
  if (node["@context"] !== "https://schema.org") problems.push("@context");
  const check = required[type];
  if (!check) problems.push(`unexpected @type ${type}`);
  else problems.push(...check(node));
  return { type, problems };
}
