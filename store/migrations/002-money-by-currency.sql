-- Veedor audit store, schema 2: a run's money by currency.
-- runs.underpaid and runs.overpaid added every currency together; money is never added across
-- currencies, so a run now keeps its totals in `money`, as the findings format's summary.money
-- but in minor units: JSON {"PEN": {"underpaid": 3000, "overpaid": 0}, ...}, the key "" for hands
-- that name no currency. Runs stored from now on leave underpaid and overpaid NULL; the rows of
-- runs stored before keep them, and their money by currency is read from their findings.
ALTER TABLE runs ADD COLUMN money TEXT;

-- Schema 1 also kept the hand's currency beside each finding as context for roll-ups, not as a
-- field of the finding: those runs' findings digests were computed without it. Since schema 2 the
-- finding carries its currency itself (findings.currency is that field, NULL when the finding has
-- none); schema 1's context moves to context_currency, so the old runs' findings read back exactly
-- as they were stored (their digests still verify) and still roll up by currency.
ALTER TABLE findings ADD COLUMN context_currency TEXT;
UPDATE findings SET context_currency = currency, currency = NULL;
