// The mapped reader reads a casino's export as the native reader reads a log (csv-sql-null, csv-type-line): an
// unquoted `\N` cell (a database's NULL: MySQL INTO OUTFILE, PostgreSQL COPY, bcp) is an empty cell, and PowerShell's
// `#TYPE …` first line is skipped, the header on the next line, the rows keeping the file's line numbers; `map init`
// drafts the same mapping from either. `NULL` (or a quoted `"\N"`) in a column that says which hand a row is of
// refuses the hand it interrupts, as in a native log's hand_id. Before: `\N` in a hand-number cell was refused ("\N" is
// not a whole number) and a `\N` move type was an unknown word; the `#TYPE` line was the header, and audit --map
// stopped: no column "MESA"; a NULL round number made a hand of its row.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFiles } from '../../helpers/audit-files.js';
import { MAPPINGS, auditFiles } from './helpers.js';
import { loadMapping } from '../../../engine/input/mapping/compile.js';
import { MappedReader } from '../../../engine/input/mapping/reader.js';
import { draftMapping } from '../../../engine/input/mapping/draft.js';

const dir = join(MAPPINGS, 'marbella-spanish-cents');
const map = join(dir, 'casino.map.json');
const original = readFileSync(join(dir, 'partidas_MB-02_2026-11-06.csv'));
const text = original.toString('latin1');
const where = (r: Awaited<ReturnType<typeof auditFiles>>) => r.findings.map((f) => [f.rule, f.hand_id, f.source.line, f.source.column ?? null, f.event ?? null]);

describe('a mapped export with \\N cells', () => {
  // Every empty cell written \N, as MySQL's INTO OUTFILE writes a NULL.
  const nulls = text.split('\r\n').map((l, i) => (i === 0 || l === '' ? l : l.split(';').map((c) => (c === '' ? '\\N' : c)).join(';'))).join('\r\n');

  it('audit --map: the same findings on the same lines as the export with empty cells; map init drafts the same mapping', async () => {
    expect(nulls.split('\\N').length - 1).toBeGreaterThan(100);
    const [withNulls] = writeFiles({ 'partidas.csv': Buffer.from(nulls, 'latin1') });
    const [plain] = writeFiles({ 'partidas.csv': original });
    const a = await auditFiles([plain!], map);
    const b = await auditFiles([withNulls!], map);
    expect(b.summary).toMatchObject({ hands: 2, audited: 2, rejected: 0 });
    expect(b.findings.length).toBeGreaterThan(0);
    expect(where(b)).toEqual(where(a));
    expect(await draftMapping(withNulls!)).toEqual(await draftMapping(plain!));
  });

  it('a quoted "\\N" is text: a hand number "\\N" is refused naming its line and column', async () => {
    const lines = text.split('\r\n');
    const at = lines.findIndex((l) => l.includes(';DECISIÓN;'));
    const cells = lines[at]!.split(';');
    cells[7] = '"\\N"'; // MANO
    lines[at] = cells.join(';');
    const r = await auditFiles(writeFiles({ 'partidas.csv': Buffer.from(lines.join('\r\n'), 'latin1') }), map);
    expect(r.summary).toMatchObject({ hands: 2, audited: 1, rejected: 1 });
    expect(r.findings.filter((f) => f.category === 'input').map((f) => [f.rule, f.source.line, f.source.column])).toEqual([['input-unreadable', at + 1, 'MANO']]);
  });
});

describe('a mapped export with a database\'s NULL written as text where the row says its hand', () => {
  it('NULL or a quoted "\\N" in a grouping column: the hand it interrupts refused once, on that line and column, never a hand of its own', async () => {
    const lines = text.split('\r\n');
    const at = lines.findIndex((l) => l.includes(';DECISIÓN;'));
    for (const word of ['NULL', '"\\N"']) {
      const cut = [...lines];
      const cells = cut[at]!.split(';');
      cells[3] = word; // PARTIDA
      cut[at] = cells.join(';');
      const r = await auditFiles(writeFiles({ 'partidas.csv': Buffer.from(cut.join('\r\n'), 'latin1') }), map);
      // Before: 4 records, 2 audited: the hand's rows before the cell audited as a whole hand, a hand of that row, the rest
      // of the hand refused as a repeat of its id.
      expect(r.summary).toMatchObject({ hands: 2, audited: 1, rejected: 1 });
      const input = r.findings.filter((f) => f.category === 'input');
      expect(input.map((f) => [f.rule, f.hand_id, f.source.line, f.source.column])).toEqual([['input-unreadable', 'MB-02-1040', at + 1, 'PARTIDA']]);
      expect(input[0]!.message.en).toContain(`the column PARTIDA reads "${word === 'NULL' ? 'NULL' : '\\N'}": a database's NULL written as text?`);
      expect(input[0]!.message.es).toContain('la columna PARTIDA dice');
    }
  });
});

describe('a mapped export below PowerShell\'s #TYPE line', () => {
  const type = '#TYPE System.Data.DataRow\r\n';

  it('audit --map reads it as the export without the line, each finding one line further down; map init drafts the same mapping', async () => {
    const [withType] = writeFiles({ 'partidas.csv': Buffer.concat([Buffer.from(type, 'latin1'), original]) });
    const [plain] = writeFiles({ 'partidas.csv': original });
    expect(await new MappedReader(loadMapping(map)).checkHeader(withType!)).toEqual(await new MappedReader(loadMapping(map)).checkHeader(plain!));
    const a = await auditFiles([plain!], map);
    const b = await auditFiles([withType!], map);
    expect(b.summary).toMatchObject({ hands: 2, audited: 2, rejected: 0 });
    expect(b.findings.length).toBeGreaterThan(0);
    expect(b.findings.map((f) => [f.rule, f.source.line])).toEqual(a.findings.map((f) => [f.rule, f.source.line! + 1]));
    expect(await draftMapping(withType!)).toEqual(await draftMapping(plain!));
  });

  it('a byte-order mark before it and every cell quoted (`Export-Csv -Delimiter ";"`): the same', async () => {
    const quotedAll = text.split('\r\n').map((l) => (l === '' ? l : l.split(';').map((c) => `"${c}"`).join(';'))).join('\r\n');
    const [withType] = writeFiles({ 'partidas.csv': Buffer.from('\u00ef\u00bb\u00bf' + type + quotedAll, 'latin1') });
    const a = await auditFiles([join(dir, 'partidas_MB-02_2026-11-06.csv')], map);
    const b = await auditFiles([withType!], map);
    expect(b.summary).toMatchObject({ hands: 2, audited: 2, rejected: 0 });
    expect(b.findings.map((f) => [f.rule, f.source.line])).toEqual(a.findings.map((f) => [f.rule, f.source.line! + 1]));
  });
});
