-- The daily e-mail of held posts (issue 53): one row per day (Asia/Kolkata) whose digest an instance
-- took on. Every instance checks hourly; the one whose INSERT makes the row sends it, the rest find it
-- there. A send that fails deletes its row, so a later check (of any instance) tries again.
CREATE TABLE held_digests (
  day date PRIMARY KEY,
  claimed_at timestamptz NOT NULL DEFAULT now()
);
