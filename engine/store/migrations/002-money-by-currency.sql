-- Veedor audit store, schema 2: a run's money by currency.
-- runs.underpaid and runs.overpaid added every currency together; money is never added across
-- currencies, so a run now keeps its totals in `money`, as the findings format's summary.money
-- but in minor units: JSON {"PEN": {"underpaid": 3000, "overpaid": 0}, ...}, the key "" for hands
-- that name no currency. Runs stored from now on leave underpaid and overpaid NULL; the rows of
-- runs stored before keep them, and their money by currency is read from their findings.
ALTER TABLE runs ADD COLUMN money TEXT;
