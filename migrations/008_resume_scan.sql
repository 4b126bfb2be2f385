-- Resumes scanned by clamd (issue 53): a resume clamd could not scan when it came is kept but
-- quarantined ('pending': not e-mailed) until a rescan passes; one a later scan flags is deleted and its
-- application e-mailed without it ('removed'). NULL: clean, or stored without a scanner (no CLAMD_URL).
ALTER TABLE submissions
  ADD COLUMN resume_scan text CHECK (resume_scan IN ('pending', 'removed'));
CREATE INDEX submissions_pending_scan ON submissions (received_at) WHERE resume_scan = 'pending';
