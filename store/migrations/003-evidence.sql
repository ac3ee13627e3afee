-- Veedor audit store, schema 2: the store as evidence.

-- Who is writing an incomplete attempt. A process holds the lease of the attempt
-- it writes; another process running the same audit waits for it or refuses, and
-- takes the attempt over only when the holder is gone (its process ended, or its
-- heartbeat is older than the lease). Removed by the transaction that completes the run.
CREATE TABLE run_leases (
  run_seq   INTEGER PRIMARY KEY REFERENCES runs (seq) ON DELETE CASCADE,
  token     TEXT NOT NULL,                  -- random, one per process
  pid       INTEGER NOT NULL,
  host      TEXT NOT NULL,
  heartbeat INTEGER NOT NULL                -- ms since the epoch, renewed at every committed batch
);

-- The hash chain. When a run completes, one transaction checks that its stored rows
-- reconcile with its counts and seals it: the digest of every row it wrote or reads
-- (run_seals, one row per table) and of the run row itself, linked to the previous
-- sealed run's record digest. The record digest is the chain head after this run;
-- a signature, when the audit was given a key, signs it.
ALTER TABLE runs ADD COLUMN chain_pos INTEGER;          -- 1, 2, ... in the order runs were sealed
ALTER TABLE runs ADD COLUMN prev_digest TEXT;           -- the previous sealed run's record_digest (NULL for the first)
ALTER TABLE runs ADD COLUMN record_digest TEXT;         -- SHA-256 of this run's record (see engine/store/chain.ts)
ALTER TABLE runs ADD COLUMN signature TEXT;             -- Ed25519 signature of record_digest, base64
ALTER TABLE runs ADD COLUMN public_key TEXT;            -- the signer's public key, SPKI DER base64
CREATE UNIQUE INDEX runs_by_chain_pos ON runs (chain_pos);

CREATE TABLE run_seals (
  run_seq    INTEGER NOT NULL REFERENCES runs (seq) ON DELETE CASCADE,
  tbl        TEXT NOT NULL,                 -- the table the rows are from
  rows       INTEGER NOT NULL,
  digest     TEXT NOT NULL,                 -- SHA-256 over the rows' digests, in order
  row_hashes BLOB NOT NULL,                 -- the first 8 bytes of each row's digest: names the row that changed
  PRIMARY KEY (run_seq, tbl)
) WITHOUT ROWID;
