-- A purge's kind (issue 41): soft marks the pages stale, so the edge keeps serving them should the
-- origin fail (publishes and updates); hard drops them (unpublishes, deletes, deploys). Rows queued
-- before this had no kind and are sent hard, the kind that surely takes the pages away.
ALTER TABLE edge_purges
  ADD COLUMN kind text NOT NULL DEFAULT 'hard' CHECK (kind IN ('soft', 'hard'));
