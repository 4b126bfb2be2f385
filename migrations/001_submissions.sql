-- Every accepted submission, one row each, written in one transaction before the receiver answers.
-- The id is the client's Idempotency-Key when it sent one (a retried post hits the primary key and
-- is stored once), else a server UUID. The resume's bytes live in the row (bytea, at most 5 MiB).
-- The delivery columns make the table its own e-mail outbox: senders claim unsent rows with
-- SELECT ... FOR UPDATE SKIP LOCKED and push a failed send back by next_attempt_at.
-- A post whose hidden honeypot was filled is kept too, marked spam, and never e-mailed.
CREATE TABLE submissions (
  id              text PRIMARY KEY,
  received_at     timestamptz NOT NULL DEFAULT now(),
  form            text NOT NULL,
  subject         text NOT NULL,
  fields          jsonb NOT NULL,
  spam            boolean NOT NULL DEFAULT false,
  resume          bytea,
  resume_name     text,
  resume_kind     text CHECK (resume_kind IN ('pdf', 'doc', 'docx')),
  resume_size     integer,
  sent_at         timestamptz,
  attempts        integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error      text
);

-- The outbox query reads only unsent, non-spam rows in due order.
CREATE INDEX submissions_outbox ON submissions (next_attempt_at) WHERE sent_at IS NULL AND NOT spam;
