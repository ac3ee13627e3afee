-- Veedor audit store, schema 1.
-- Amounts are integer minor units (cents). Times written by the store are UTC ISO 8601;
-- times copied from logs keep the log's own offset.

-- One row per audit of a set of inputs. A run is written as 'incomplete' when it
-- starts and flipped to 'complete' by the last transaction, so a run killed at any
-- point stays visibly incomplete until the same audit is run again.
CREATE TABLE runs (
  seq                 INTEGER PRIMARY KEY,
  id                  TEXT UNIQUE,            -- the run id (R-...), known when the audit ends
  attempt_key         TEXT NOT NULL UNIQUE,   -- known before: tool, every catalog loaded, options, input SHA-256s
  status              TEXT NOT NULL CHECK (status IN ('incomplete', 'complete')),
  attempts            INTEGER NOT NULL DEFAULT 1,
  tool_name           TEXT NOT NULL,
  tool_version        TEXT NOT NULL,
  catalogs            TEXT NOT NULL,          -- JSON {ruleset id: catalog version}, every catalog loaded
  rulesets            TEXT,                   -- JSON {ruleset id: catalog version}, those the run used
  options             TEXT NOT NULL,          -- JSON, the options that change findings (as in the run id)
  cwd                 TEXT NOT NULL,          -- relative input paths are relative to this directory
  as_of               TEXT,                   -- the run's deterministic started_at (findings format)
  started_at          TEXT NOT NULL,          -- wall clock, when the latest attempt began
  finished_at         TEXT,                   -- wall clock, when it completed
  hands               INTEGER,
  audited             INTEGER,
  rejected            INTEGER,
  hands_with_findings INTEGER,
  findings            INTEGER,
  findings_payout     INTEGER,
  findings_procedure  INTEGER,
  findings_integrity  INTEGER,
  findings_input      INTEGER,
  underpaid           INTEGER,                -- owed to players, minor units (all currencies together)
  overpaid            INTEGER,
  by_article          TEXT,                   -- JSON, as the findings format's summary
  not_checked         TEXT,                   -- JSON
  findings_digest     TEXT,                   -- SHA-256 of the canonical findings JSON lines, in order
  CHECK (status = 'incomplete' OR (id IS NOT NULL AND findings_digest IS NOT NULL))
);

-- One row per distinct file content: the same bytes are the same input, whatever the path.
CREATE TABLE inputs (
  id            INTEGER PRIMARY KEY,
  sha256        TEXT NOT NULL UNIQUE,
  bytes         INTEGER NOT NULL,
  first_path    TEXT NOT NULL,
  first_seen_at TEXT NOT NULL
);

-- The files of a run, in the order given. Counts are NULL until the file has been read.
CREATE TABLE run_inputs (
  run_seq  INTEGER NOT NULL REFERENCES runs (seq) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  input_id INTEGER NOT NULL REFERENCES inputs (id),
  path     TEXT NOT NULL,                     -- as given on the command line (findings cite it)
  abs_path TEXT NOT NULL,
  format   TEXT NOT NULL,
  hands    INTEGER,
  audited  INTEGER,
  rejected INTEGER,
  PRIMARY KEY (run_seq, position)
);
CREATE INDEX run_inputs_by_abs_path ON run_inputs (abs_path);
CREATE INDEX run_inputs_by_input ON run_inputs (input_id);

-- The hand index: where each hand is in its file. A fact about the file's bytes, so
-- stored once per input whatever the number of runs.
CREATE TABLE hands (
  input_id   INTEGER NOT NULL REFERENCES inputs (id),
  format     TEXT NOT NULL,                   -- the same bytes read as another format are other records
  idx        INTEGER NOT NULL,                -- 0-based record index in the file
  line       INTEGER NOT NULL,                -- 1-based line where the record starts
  hand_id    TEXT NOT NULL,
  game       TEXT NOT NULL,
  table_id   TEXT NOT NULL,
  dealer_id  TEXT,
  shoe_id    TEXT,
  started_at TEXT NOT NULL,
  local_date TEXT NOT NULL,                   -- started_at's date in the hand's own offset
  local_hour INTEGER NOT NULL,
  currency   TEXT,
  PRIMARY KEY (input_id, format, idx)
) WITHOUT ROWID;

-- Which hands a run audited (the others it read were rejected, each with an input finding).
CREATE TABLE run_hands (
  run_seq   INTEGER NOT NULL REFERENCES runs (seq) ON DELETE CASCADE,
  input_pos INTEGER NOT NULL,
  idx       INTEGER NOT NULL,
  PRIMARY KEY (run_seq, input_pos, idx)
) WITHOUT ROWID;

-- Every finding of a run, every field of the findings format, in the run's order.
CREATE TABLE findings (
  run_seq        INTEGER NOT NULL REFERENCES runs (seq) ON DELETE CASCADE,
  seq            INTEGER NOT NULL,            -- 0-based position in the run's findings
  hand_id        TEXT,
  event          INTEGER,
  ruleset        TEXT NOT NULL,
  rule           TEXT NOT NULL,
  article        TEXT NOT NULL,
  citation       TEXT NOT NULL,
  category       TEXT NOT NULL CHECK (category IN ('payout', 'procedure', 'integrity', 'input')),
  severity       TEXT NOT NULL CHECK (severity IN ('error', 'warning')),
  seat           INTEGER,
  hand           INTEGER,
  spot           TEXT,
  number         INTEGER,
  expected       INTEGER,
  actual         INTEGER,
  difference     INTEGER,
  owed_to_player INTEGER,
  message_es     TEXT NOT NULL,
  message_en     TEXT NOT NULL,
  field          TEXT,
  source_path    TEXT NOT NULL,
  source_line    INTEGER,
  source_index   INTEGER,
  table_id       TEXT,
  dealer_id      TEXT,
  started_at     TEXT,
  -- Context derived when stored, for queries and roll-ups (not part of the findings format).
  input_pos      INTEGER,
  local_date     TEXT,
  local_hour     INTEGER,
  currency       TEXT,
  PRIMARY KEY (run_seq, seq)
);

-- What happened to the store, for the record: attempts started, resumed, completed, re-ingests.
CREATE TABLE run_events (
  seq     INTEGER PRIMARY KEY,
  run_seq INTEGER REFERENCES runs (seq) ON DELETE SET NULL,
  at      TEXT NOT NULL,
  kind    TEXT NOT NULL,
  detail  TEXT
);
