-- One row per erased e-mail address (npm run data -- erase; issue 53): its hash, never the address, and
-- when. A spooled copy of a lead received before the erasure is dropped by the drain, not stored again.
CREATE TABLE erasures (
  email_hash text PRIMARY KEY,
  erased_at timestamptz NOT NULL DEFAULT now()
);
