// Excel's `sep=;` first line (written by exports meant to open in a Spanish-locale Excel, often after a byte-order
// mark) declares the file's delimiter; the header is the line below it. It was read as the header: the whole file
// refused ("CSV header lacks the columns hand_id, type", 0 hands, every row of it good); a log named hands.txt was
// "not a hand log" (exit 2); through an import mapping, audit --map, import and map check stopped with exit 2
// "no column MESA". Now the line declares the delimiter, rows keep their own line numbers, and nothing else changes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { audit, writeFiles } from '../../helpers/audit-files.js';
import { HEAD, handRows, placed } from '../../helpers/csv-preamble.js';
import { MAPPINGS, auditFiles } from '../mapping/helpers.js';
import { loadMapping } from '../../../engine/input/mapping/compile.js';
import { MappedReader } from '../../../engine/input/mapping/reader.js';
import { draftMapping } from '../../../engine/input/mapping/draft.js';
import { formatOf } from '../../../engine/input/readers.js';
import { checkLogNames } from '../../../cli/inputs.js';

const csv = (rows: string[][], d: string, eol = '\r\n') => rows.map((r) => r.join(d)).join(eol) + eol;

describe('a CSV log below a sep= line', () => {
  it('BOM, sep=; and ; rows: read as the same log without the line, every finding one line further down', async () => {
    const rows = [HEAD, ...handRows('A'), ...handRows('B')];
    const [plain, withSep] = writeFiles({ 'plain.csv': csv(rows, ';'), 'sep.csv': '\ufeffsep=;\r\n' + csv(rows, ';') });
    const a = await audit([plain!]);
    const b = await audit([withSep!]);
    expect([b.summary.hands, b.summary.audited, b.summary.rejected]).toEqual([2, 0, 2]);
    // Hand B's bad card is on the export's line 12 (11 without the sep line).
    expect(placed(b).filter((f) => f[1] === 'B')).toEqual([['input-schema', 'B', 12, 'events[4].card']]);
    expect(placed(b)).toEqual(placed(a).map(([rule, id, line, field]) => [rule, id, (line as number) + 1, field]));
  });

  it('a quoted "sep=," and sep=| are read; a name that says no format is read as the CSV it holds', async () => {
    const rows = [HEAD, ...handRows('A').slice(0, 4)];
    const [quoted, pipe] = writeFiles({ 'quoted.csv': '"sep=,"\n' + csv(rows, ',', '\n'), 'hands.txt': 'sep=|\n' + csv(rows, '|', '\n') });
    for (const path of [quoted!, pipe!]) {
      const r = await audit([path]);
      expect([r.summary.hands, r.summary.audited, r.summary.rejected]).toEqual([1, 1, 0]);
      expect(r.findings.filter((f) => f.category === 'input')).toEqual([]);
    }
    expect(formatOf(pipe!)).toBe('csv');
    expect(() => checkLogNames([pipe!], undefined)).not.toThrow();
  });

  it('a header below it that lacks a column, or has no rows, is said on line 2, the header\'s', async () => {
    const [lacks, only] = writeFiles({ 'lacks.csv': 'sep=,\nhand_id,game\nA,pot-luck-blackjack\n', 'only.csv': 'sep=,\n' + HEAD.join(',') + '\n' });
    const a = await audit([lacks!]);
    expect(a.findings.map((f) => [f.rule, f.source?.line, f.message.en.replace(/^[^)]*\): /, '')])).toEqual([['input-file', 2, 'CSV header lacks the column type: no hand can be read']]);
    const b = await audit([only!]);
    expect(b.findings.map((f) => [f.rule, f.source?.line, f.message.en.replace(/^[^)]*\): /, '')])).toEqual([['input-file', 2, 'the CSV has its header and no rows: no hands']]);
  });

  it('a cell "sep=;" further down is a cell like any other: only the first line declares', async () => {
    const rows = [HEAD, ...handRows('A').slice(0, 4)];
    rows[1]![6] = 'sep=;';
    const [path] = writeFiles({ 'cell.csv': csv(rows, ',') });
    const r = await audit([path!]);
    expect(r.findings.filter((f) => f.hand_id === 'A' && f.category === 'input').map((f) => f.field)).toEqual(['events[0].name']);
  });
});

describe('a mapped export below a sep= line', () => {
  const dir = join(MAPPINGS, 'marbella-spanish-cents');
  const map = join(dir, 'casino.map.json');
  const original = readFileSync(join(dir, 'partidas_MB-02_2026-11-06.csv'));

  it('audit --map reads it as the export without the line, each finding one line further down; map init drafts the same mapping', async () => {
    const [withSep] = writeFiles({ 'partidas.csv': Buffer.concat([Buffer.from('sep=;\r\n', 'latin1'), original]) });
    const [plain] = writeFiles({ 'partidas.csv': original });
    expect(await new MappedReader(loadMapping(map)).checkHeader(withSep!)).toEqual(await new MappedReader(loadMapping(map)).checkHeader(plain!));
    const a = await auditFiles([plain!], map);
    const b = await auditFiles([withSep!], map);
    expect(b.summary).toMatchObject({ hands: 2, audited: 2, rejected: 0 });
    expect(b.findings.map((f) => [f.rule, f.source.line])).toEqual(a.findings.map((f) => [f.rule, f.source.line! + 1]));
    expect(b.findings.length).toBeGreaterThan(0);
    expect(await draftMapping(withSep!)).toEqual(await draftMapping(plain!));
  });
});
