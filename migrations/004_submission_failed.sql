-- An e-mail given up on after a day of tries (lib/server/store/retry-schedule.ts) is marked failed:
-- failed_at is set and next_attempt_at put at 'infinity', so no sender claims it again (not even one
-- of the previous build during a rolling deploy, whose claim knows nothing of failed_at). The row
-- stays; `npm run outbox:retry` clears failed_at, sets retried_at and makes it due again. Readiness
-- measures an unsent e-mail's wait from retried_at when it is later than received_at.
ALTER TABLE submissions ADD COLUMN failed_at timestamptz;
ALTER TABLE submissions ADD COLUMN retried_at timestamptz;
