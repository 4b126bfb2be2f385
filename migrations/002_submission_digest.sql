-- The hash of each submission's content (form, fields, resume), so a client's Idempotency-Key reused
-- with a different body is refused (422) instead of silently answered with the first row. Rows stored
-- before this column existed keep NULL and are matched by key alone.
ALTER TABLE submissions ADD COLUMN digest text;
