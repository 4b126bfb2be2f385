// Reads rendered manifests (YAML, several documents) on stdin and validates each against its API's schema
// (kubernetes-models; the Prometheus operator's for its kinds), offline. Prints one line per invalid or
// unknown document and exits 1 if there was any.
import { text } from "node:stream/consumers";
import { parseAllDocuments } from "yaml";

/** @type {Record<string, () => Promise<Record<string, unknown>>>} */
const groups = {
  v1: () => import("kubernetes-models/v1"),
  "apps/v1": () => import("kubernetes-models/apps/v1"),
  "batch/v1": () => import("kubernetes-models/batch/v1"),
  "policy/v1": () => import("kubernetes-models/policy/v1"),
  "autoscaling/v2": () => import("kubernetes-models/autoscaling/v2"),
  "networking.k8s.io/v1": () => import("kubernetes-models/networking.k8s.io/v1"),
  "monitoring.coreos.com/v1": () => import("@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1"),
};

let failures = 0;
for (const document of parseAllDocuments(await text(process.stdin))) {
  const manifest = document.toJS();
  if (!manifest) continue;
  const name = `${manifest.kind}/${manifest.metadata?.name}`;
  const Model = /** @type {(new (data: unknown) => { validate(): void }) | undefined} */ (
    (await groups[manifest.apiVersion]?.())?.[manifest.kind]
  );
  try {
    if (!Model) throw new Error(`no schema for ${manifest.apiVersion} ${manifest.kind}`);
    new Model(manifest).validate();
  } catch (error) {
    failures += 1;
    console.log(`${name}: ${/** @type {Error} */ (error).message.replace(/\s+/g, " ")}`);
  }
}
process.exit(failures ? 1 : 0);
