// Writes deploy/kubernetes/components/monitoring/prometheus-rule.yaml: ops/prometheus/alerts.yml, the one
// source of the alerting rules, as the Prometheus operator's PrometheusRule. A unit test fails when the
// file differs from what this writes. Usage: npm run generate:prometheus-rule
import fs from "node:fs";
import path from "node:path";
import { parse, stringify } from "yaml";

/**
 * @param {string} root The repository's root.
 * @returns {string}
 */
export function prometheusRule(root) {
  const { groups } = parse(fs.readFileSync(path.join(root, "ops/prometheus/alerts.yml"), "utf8"));
  const resource = {
    apiVersion: "monitoring.coreos.com/v1",
    kind: "PrometheusRule",
    metadata: { name: "nexaloom-site", labels: { "app.kubernetes.io/name": "nexaloom-site" } },
    spec: { groups },
  };
  return `# Generated from ops/prometheus/alerts.yml by tools/generate/prometheus-rule.mjs: edit that file, not this.\n${stringify(resource, { lineWidth: 0 })}`;
}

export const ruleFile = "deploy/kubernetes/components/monitoring/prometheus-rule.yaml";

if (import.meta.main) {
  const root = path.resolve(import.meta.dirname, "../..");
  fs.writeFileSync(path.join(root, ruleFile), prometheusRule(root));
}
