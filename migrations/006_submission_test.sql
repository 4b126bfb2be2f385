-- A smoke suite's post after a deploy (issue 52): sent with SMOKE_TEST_TOKEN, it runs the real path into
-- the store and is then kept apart like spam: never e-mailed, never counted as a lead.
ALTER TABLE submissions
  ADD COLUMN test boolean NOT NULL DEFAULT false;
DROP INDEX submissions_outbox;
CREATE INDEX submissions_outbox ON submissions (next_attempt_at) WHERE sent_at IS NULL AND NOT spam AND NOT test;
