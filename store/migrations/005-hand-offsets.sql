-- Veedor audit store, schema 5: where each hand's record is in its log, so that one hand is read
-- without reading the log from its start (veedor replay RUN HAND --db, the workbench's hand page).
-- byte_offset: the byte where the record's first line starts; byte_length: the bytes from there to
-- the start of the next audited hand's line (or the end of the file). NULL where the audit could not
-- know them (a .gz log, several hands on one line, a store written before schema 5): those hands are
-- read forward, as before. The seals cover the new columns as every other (a NULL one hashes as absent,
-- so the rows sealed before this migration keep their digests).
ALTER TABLE hands ADD COLUMN byte_offset INTEGER;
ALTER TABLE hands ADD COLUMN byte_length INTEGER;
