import { execFileSync } from "node:child_process";
import path from "node:path";
import { parseAllDocuments } from "yaml";

export const deployDir = path.resolve(__dirname, "../../deploy");

export type Manifest = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  // The policy tests read into every kind's spec; the schema check (validate-manifests) types them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  spec?: any;
  data?: Record<string, string>;
};

/** What `kubectl kustomize` renders for a kustomization under deploy/kubernetes, as YAML and as objects. */
export function render(kustomization: string) {
  const yaml = execFileSync("kubectl", ["kustomize", path.join(deployDir, "kubernetes", kustomization)], {
    encoding: "utf8",
  });
  const manifests = parseAllDocuments(yaml).map((document) => document.toJS() as Manifest);
  const one = (kind: string, name?: string) => {
    // A generated ConfigMap's name carries its content's hash: nexaloom-site-<hash>.
    const named = (m: Manifest) =>
      !name ||
      m.metadata.name === name ||
      (kind === "ConfigMap" &&
        m.metadata.name.startsWith(`${name}-`) &&
        !m.metadata.name.slice(name.length + 1).includes("-"));
    const found = manifests.filter((m) => m.kind === kind && named(m));
    if (found.length !== 1) throw new Error(`${kustomization} renders ${found.length} ${kind} ${name ?? ""}`);
    return found[0]!;
  };
  return { yaml, manifests, one };
}
