#!/usr/bin/env bash
# Runs the blog's end-to-end suite against a real WordPress: starts and seeds it on loopback, runs
# playwright.wordpress.config.ts, and stops WordPress by PID whatever the outcome.
set -uo pipefail
cd "$(dirname "$0")/../.."

export REVALIDATE_SECRET="${REVALIDATE_SECRET:-e2e-revalidate-secret-0123456789abcdef}"
export WP_E2E_SITE_PORT="${WP_E2E_SITE_PORT:-3100}"
export WP_E2E_REVALIDATE_URL="http://127.0.0.1:${WP_E2E_SITE_PORT}/api/revalidate"
export WP_E2E_DIR="${WP_E2E_DIR:-/tmp/nexaloom-wp-e2e}"
# WordPress's Preview button points at the site under test, signed with the secret the site checks.
export PREVIEW_SECRET="${PREVIEW_SECRET:-e2e-preview-secret-0123456789abcdefgh}"
export WP_E2E_PREVIEW_URL="http://127.0.0.1:${WP_E2E_SITE_PORT}/api/preview"

# The edge is a contract server that follows the provider's purge API (tools/cdn-contract/): the site is
# built and started with CDN_PROVIDER against it, so a real webhook's purge reaches it in that provider's
# form (e2e/blog/wordpress-edge-purge.spec.ts). Fastly unless CDN_PROVIDER=cloudflare is given.
export CDN_PROVIDER="${CDN_PROVIDER:-fastly}"
export CDN_PURGE_TOKEN="${CDN_PURGE_TOKEN:-e2e-cdn-token-0123456789abcdef}"
export DEPLOYMENT_ID="${DEPLOYMENT_ID:-wordpress-e2e}"
export CDN_CONTRACT_PORT="${CDN_CONTRACT_PORT:-8893}"
export CDN_API_URL="http://127.0.0.1:${CDN_CONTRACT_PORT}"
case "$CDN_PROVIDER" in
  fastly)
    export CDN_SERVICE_ID="${CDN_SERVICE_ID:-SU1Z0isxPaozGVKXdv0eY}"
    node tools/cdn-contract/fastly.mjs --port "$CDN_CONTRACT_PORT" --service-id "$CDN_SERVICE_ID" \
      --token "$CDN_PURGE_TOKEN" >/dev/null &
    ;;
  cloudflare)
    export CDN_SERVICE_ID="${CDN_SERVICE_ID:-023e105f4ecef8ad9ca31a8372d0c353}"
    node tools/cdn-contract/cloudflare.mjs --port "$CDN_CONTRACT_PORT" --zone-id "$CDN_SERVICE_ID" \
      --token "$CDN_PURGE_TOKEN" >/dev/null &
    ;;
  *)
    echo "test-e2e-wordpress.sh: CDN_PROVIDER must be fastly or cloudflare" >&2
    exit 2
    ;;
esac
contract_pid=$!

trap 'kill "$contract_pid" 2>/dev/null; bash e2e/wordpress/wordpress.sh stop' EXIT
bash e2e/wordpress/wordpress.sh start || exit 1
set -a
# shellcheck disable=SC1091
. "$WP_E2E_DIR/env"
set +a
npx playwright test -c playwright.wordpress.config.ts "$@"
