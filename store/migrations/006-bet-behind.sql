-- Veedor audit store, schema 6: a finding about a bet behind a box says so (the findings format's optional
-- `behind` and `player`): behind 1 (NULL on every other finding), player the log's id of the player betting behind
-- the box, where the log names one. The rows stored before keep NULL in both: their findings read back exactly as
-- they were stored, and a NULL column hashes as absent, so their seals and findings digests still verify.
ALTER TABLE findings ADD COLUMN behind INTEGER;
ALTER TABLE findings ADD COLUMN player TEXT;
