/** The header a smoke suite's post carries SMOKE_TEST_TOKEN in (e2e/smoke, docs/deploying.md). */
export const SMOKE_TEST_HEADER = "x-smoke-test-token";
