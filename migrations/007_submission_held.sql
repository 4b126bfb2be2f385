-- Held posts (issue 53): a post that is not shown to come from a person (today: one that filled the
-- honeypot) is kept whole and held, never e-mailed until an operator releases it (npm run data -- release).
-- `spam` stays for rows written before this and by the previous release during a rollout: both are held.
ALTER TABLE submissions
  ADD COLUMN held boolean NOT NULL DEFAULT false;
DROP INDEX submissions_outbox;
CREATE INDEX submissions_outbox ON submissions (next_attempt_at) WHERE sent_at IS NULL AND NOT spam AND NOT test AND NOT held;
