// PowerShell's `Export-Csv` (Windows PowerShell 5.1 by default) writes a first line `#TYPE <type name>` above the
// header, and quotes every cell. The line was read as the header: "CSV header lacks the columns hand_id, type" on
// line 1 and nothing read; a log named .log (or read from a pipe) was not recognised as CSV. Now the line is skipped as
// Excel's `sep=;` is, the header is the next line, and the rows keep the file's own line numbers. PowerShell 7 writes
// no #TYPE line and quotes every cell as well: read as the same log.
import { describe, expect, it } from 'vitest';
import { audit, writeFiles } from '../../helpers/audit-files.js';
import { HEAD, handRows, placed } from '../../helpers/csv-preamble.js';
import { csvRows, detectDelimiter } from '../../../engine/input/csv-rows.js';
import { formatOf } from '../../../engine/input/readers.js';
import { checkLogNames } from '../../../cli/inputs.js';

const quoted = (rows: string[][], d = ',') => rows.map((r) => r.map((c) => `"${c}"`).join(d)).join('\r\n') + '\r\n';
const plain = (rows: string[][], d = ',') => rows.map((r) => r.join(d)).join('\n') + '\n';
const TYPE = '#TYPE System.Management.Automation.PSCustomObject\r\n';

describe('a CSV log below PowerShell\'s #TYPE line', () => {
  const rows = [HEAD, ...handRows('A'), ...handRows('B')];

  it('BOM, #TYPE and every cell quoted (CRLF): the same log without the line, every finding one line further down', async () => {
    const [ps7, ps5] = writeFiles({ 'ps7.csv': quoted(rows), 'ps5.csv': '\ufeff' + TYPE + quoted(rows) });
    const ref = await audit(writeFiles({ 'plain.csv': plain(rows) }));
    const a = await audit([ps7!]);
    const b = await audit([ps5!]);
    // PowerShell 7's form (no #TYPE, every cell quoted) reads as the plain log.
    expect(placed(a)).toEqual(placed(ref));
    expect([b.summary.hands, b.summary.audited, b.summary.rejected]).toEqual([2, 0, 2]);
    // Hand B's bad card is on the export's line 12 (11 without the #TYPE line).
    expect(placed(b).filter((f) => f[1] === 'B')).toEqual([['input-schema', 'B', 12, 'events[4].card']]);
    expect(placed(b)).toEqual(placed(a).map(([rule, id, line, field]) => [rule, id, (line as number) + 1, field]));
  });

  it('without a BOM, `-Delimiter ;`, another type name holding the delimiter, under a name that says no format: read as the CSV it holds', async () => {
    const type = '#TYPE System.Collections.Generic.Dictionary`2[[System.String, mscorlib],[System.Object; mscorlib]]\r\n';
    const [log] = writeFiles({ 'hands.log': type + quoted(rows, ';') });
    expect(formatOf(log!)).toBe('csv');
    expect(() => checkLogNames([log!], undefined)).not.toThrow();
    const r = await audit([log!]);
    expect([r.summary.hands, r.summary.rejected]).toEqual([2, 2]);
    expect(placed(r).filter((f) => f[0] === 'input-schema')).toEqual([['input-schema', 'A', 7, 'events[4].card'], ['input-schema', 'B', 12, 'events[4].card']]);
  });

  it('a header below it that lacks a column, or has no rows, is said on line 2, the header\'s', async () => {
    const [lacks, only] = writeFiles({ 'lacks.csv': TYPE + '"hand_id","game"\r\n"A","pot-luck-blackjack"\r\n', 'only.csv': '\ufeff' + TYPE + quoted([HEAD]) });
    const a = await audit([lacks!]);
    expect(a.findings.map((f) => [f.rule, f.source?.line, f.message.en.replace(/^[^)]*\): /, '')])).toEqual([['input-file', 2, 'CSV header lacks the column type: no hand can be read']]);
    const b = await audit([only!]);
    expect(b.findings.map((f) => [f.rule, f.source?.line, f.message.en.replace(/^[^)]*\): /, '')])).toEqual([['input-file', 2, 'the CSV has its header and no rows: no hands']]);
  });

  it('the delimiter is told from the header below it, whichever way the chunks of the file are cut', async () => {
    expect(detectDelimiter(TYPE + '"hand_id";"type";"amount"\r\n')).toBe(';');
    expect(detectDelimiter('#TYPE A,B,C,D\n"FECHA"\t"MESA"\t"IMPORTE"')).toBe('\t');
    const text = TYPE + quoted([HEAD, handRows('A')[0]!], ';');
    for (const cut of [3, TYPE.length - 1, TYPE.length, TYPE.length + 5]) {
      const dialect = { delimiter: ',' };
      const out: unknown[] = [];
      for await (const b of csvRows((async function* () { yield text.slice(0, cut); yield text.slice(cut); })(), dialect)) out.push(...b);
      expect(dialect.delimiter).toBe(';');
      expect(out.slice(1)).toEqual([HEAD, handRows('A')[0]]);
    }
  });

  it('zeros a crash left in the file (NUL bytes on a row): the row refused on its line, never the file read as binary', async () => {
    const text = TYPE + quoted(rows).replace('"deal","","","","dealer","9c",""', '\0\0\0\0\0\0\0\0');
    for (const eol of ['\r\n', '\n']) {
      const r = await audit(writeFiles({ 'zeros.csv': text.replace(/\r\n/g, eol) }));
      // Hand A's fourth row (line 6) zeros: A refused for them; B as in the file without them.
      expect([r.summary.hands, r.summary.rejected]).toEqual([2, 2]);
      expect(placed(r)).toEqual([['input-unreadable', 'A', 6, null], ['input-schema', 'B', 12, 'events[4].card']]);
    }
  });

  it('a cell "#TYPE x" further down is a cell like any other: only the first line is skipped', async () => {
    const r2 = [HEAD, ...handRows('A').slice(0, 4)];
    r2[1]![6] = '#TYPE x';
    const r = await audit(writeFiles({ 'cell.csv': plain(r2) }));
    expect(r.findings.filter((f) => f.hand_id === 'A' && f.category === 'input').map((f) => f.field)).toEqual(['events[0].name']);
  });
});
