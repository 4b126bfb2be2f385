#!/usr/bin/env bash
# Runs the multi-instance suite: a real WordPress whose webhook goes to the cluster's nginx, then
# playwright.cluster.config.ts (its global setup builds once and starts PostgreSQL, Redis, three
# instances and nginx; its teardown stops them). WordPress is stopped by PID whatever the outcome.
set -uo pipefail
cd "$(dirname "$0")/../.."

export REVALIDATE_SECRET="${REVALIDATE_SECRET:-e2e-revalidate-secret-0123456789abcdef}"
export DEPLOY_PURGE_SECRET="${DEPLOY_PURGE_SECRET:-e2e-deploy-purge-secret-0123456789abcdef}"
export CLUSTER_DIR="${CLUSTER_DIR:-/tmp/nexaloom-cluster}"
export CLUSTER_LB_PORT="${CLUSTER_LB_PORT:-3400}"
export CLUSTER_INSTANCE_PORT="${CLUSTER_INSTANCE_PORT:-3401}"
export CLUSTER_REDIS_PORT="${CLUSTER_REDIS_PORT:-6380}"
export CLUSTER_PG_PORT="${CLUSTER_PG_PORT:-5433}"
export CLUSTER_SMTP_PORT="${CLUSTER_SMTP_PORT:-2526}"
export FORM_RATE_LIMIT="${FORM_RATE_LIMIT:-30}"
# Test-only alert timings: every rule's `for:` is 5 s and Alertmanager waits 1 s, so e2e/cluster/10-alerts
# sees an alert travel to the webhook receiver within the test (tools/cluster/alerting.mjs).
export CLUSTER_ALERT_FOR="${CLUSTER_ALERT_FOR:-5s}"
export SITE_URL="${SITE_URL:-https://www.nexaloom.in}"
export NEXT_TELEMETRY_DISABLED=1
# Its own WordPress, so it never meets the blog suite's one (port 8881) or the benchmark's (8891).
export WP_E2E_PORT="${WP_E2E_PORT:-8871}"
export WP_E2E_DIR="${WP_E2E_DIR:-/tmp/nexaloom-wp-cluster}"
export WP_E2E_REVALIDATE_URL="http://127.0.0.1:${CLUSTER_LB_PORT}/api/revalidate"

trap 'node tools/cluster/cluster.mjs stop; bash e2e/wordpress/wordpress.sh stop' EXIT
bash e2e/wordpress/wordpress.sh start || exit 1
set -a
# shellcheck disable=SC1091
. "$WP_E2E_DIR/env"
set +a
npx playwright test -c playwright.cluster.config.ts "$@"
