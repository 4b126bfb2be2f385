-- Purges the edge (CDN) has not taken yet: the webhook writes one row per publish before it asks the
-- edge, deletes it once the edge answers 2xx, and otherwise pushes next_attempt_at back (1 s, 2 s,
-- 4 s, then 5 s); every instance retries due rows with SELECT ... FOR UPDATE SKIP LOCKED.
CREATE TABLE edge_purges (
  id              bigserial PRIMARY KEY,
  keys            text[] NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  attempts        integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error      text
);

CREATE INDEX edge_purges_due ON edge_purges (next_attempt_at);
