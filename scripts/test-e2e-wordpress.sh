#!/usr/bin/env bash
# Runs the blog's end-to-end suite against a real WordPress: starts and seeds it on loopback, runs
# playwright.wordpress.config.ts, and stops WordPress by PID whatever the outcome.
set -uo pipefail
cd "$(dirname "$0")/.."

export REVALIDATE_SECRET="${REVALIDATE_SECRET:-e2e-revalidate-secret-0123456789abcdef}"
export WP_E2E_SITE_PORT="${WP_E2E_SITE_PORT:-3100}"
export WP_E2E_REVALIDATE_URL="http://127.0.0.1:${WP_E2E_SITE_PORT}/api/revalidate"
export WP_E2E_DIR="${WP_E2E_DIR:-/tmp/nexaloom-wp-e2e}"
# WordPress's Preview button points at the site under test, signed with the secret the site checks.
export PREVIEW_SECRET="${PREVIEW_SECRET:-e2e-preview-secret-0123456789abcdefgh}"
export WP_E2E_PREVIEW_URL="http://127.0.0.1:${WP_E2E_SITE_PORT}/api/preview"

# The edge is a contract server that follows Fastly's purge API (scripts/cdn-contract/fastly.mjs): the site
# is built and started with CDN_PROVIDER=fastly against it, so a real webhook's purge reaches it in Fastly's
# form (e2e/blog/wordpress-edge-purge.spec.ts).
export CDN_PROVIDER=fastly
export CDN_SERVICE_ID="${CDN_SERVICE_ID:-SU1Z0isxPaozGVKXdv0eY}"
export CDN_PURGE_TOKEN="${CDN_PURGE_TOKEN:-e2e-fastly-token-0123456789abcdef}"
export DEPLOYMENT_ID="${DEPLOYMENT_ID:-wordpress-e2e}"
export CDN_CONTRACT_PORT="${CDN_CONTRACT_PORT:-8893}"
export CDN_API_URL="http://127.0.0.1:${CDN_CONTRACT_PORT}"
node scripts/cdn-contract/fastly.mjs --port "$CDN_CONTRACT_PORT" --service-id "$CDN_SERVICE_ID" \
  --token "$CDN_PURGE_TOKEN" >/dev/null &
contract_pid=$!

trap 'kill "$contract_pid" 2>/dev/null; bash e2e/wordpress/wordpress.sh stop' EXIT
bash e2e/wordpress/wordpress.sh start || exit 1
set -a
# shellcheck disable=SC1091
. "$WP_E2E_DIR/env"
set +a
npx playwright test -c playwright.wordpress.config.ts "$@"
