-- Veedor audit store, schema 4: indexes for browsing one run's findings (veedor serve).
-- Each leads with run_seq and ends with seq, so a filtered page of a run reads in finding order
-- straight from the index, and `count(*)` of a filter is an index-only scan. Indexes hold no data
-- of their own: the seals (run_seals) cover the tables' rows, and are unchanged by this migration.
CREATE INDEX IF NOT EXISTS findings_by_dealer ON findings (run_seq, dealer_id, seq);
CREATE INDEX IF NOT EXISTS findings_by_table ON findings (run_seq, table_id, seq);
CREATE INDEX IF NOT EXISTS findings_by_article ON findings (run_seq, article, local_date, seq);
CREATE INDEX IF NOT EXISTS findings_by_hand ON findings (run_seq, hand_id, seq);
CREATE INDEX IF NOT EXISTS findings_by_date ON findings (run_seq, local_date, seq);
CREATE INDEX IF NOT EXISTS findings_by_owed ON findings (run_seq, owed_to_player, seq);
-- Category, severity and the money owed together: a count of any mix of them reads the index alone.
CREATE INDEX IF NOT EXISTS findings_by_kind ON findings (run_seq, category, severity, owed_to_player, seq);
CREATE INDEX IF NOT EXISTS hands_by_hand_id ON hands (hand_id);
