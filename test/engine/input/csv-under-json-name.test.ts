// A CSV export saved under a JSON or NDJSON name (and a JSON or NDJSON log under a CSV name): its first line is a header naming hand_id. Read by its name, an
// .ndjson counted every row as a record "not valid JSON" (this 2-hand export: 52 rejected "hands"), a .json said
// "not JSON" and read nothing. Now read as CSV, with one note on line 1, as NDJSON holding a JSON document is read
// as JSON; the same findings as the export under its own name.
import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { audit, tempDir, writeFiles } from '../../helpers/audit-files.js';

const BAD = new URL('../../../fixtures/bad-input/', import.meta.url).pathname;
const CSV = join(BAD, 'csv-extra-column.csv');
const tables = new Map(Object.entries(JSON.parse(readFileSync(join(BAD, 'pot-luck.tables.json'), 'utf8'))['tables'] as Record<string, Record<string, unknown>>));

describe('a CSV under a JSON or NDJSON name', () => {
  const dir = tempDir('csv-named-json');
  it('the export under its own name: 2 hands, both audited (the reference)', async () => {
    const r = await audit([CSV], { tables });
    expect([r.summary.hands, r.summary.audited, r.summary.rejected, r.findings.length]).toEqual([2, 2, 0, 0]);
  });

  for (const [name, named] of [['export.ndjson', 'NDJSON (one hand a line)'], ['export.json', 'JSON']] as const) {
    it(`as ${name}: read as CSV, 2 = 2 + 0, one note on line 1`, async () => {
      const p = join(dir, name);
      copyFileSync(CSV, p);
      const r = await audit([p], { tables });
      expect([r.summary.hands, r.summary.audited, r.summary.rejected]).toEqual([2, 2, 0]);
      expect(r.findings.map((f) => [f.rule, f.source.line, f.severity])).toEqual([['input-file', 1, 'warning']]);
      expect(r.findings[0]!.message.en).toMatch(new RegExp(`: the file is read as ${named.replace(/[()]/g, '\\$&')} but holds a CSV \\(its first line is a header naming hand_id\\): read as CSV$`));
      expect(r.findings[0]!.message.es).toMatch(/pero contiene un CSV \(su primera línea es una cabecera que nombra hand_id\): se lee como CSV$/);
    });
  }

  it('an NDJSON whose first line is a hand naming hand_id, or garbage mentioning it, is still NDJSON', async () => {
    const [a] = writeFiles({ 'garbage.ndjson': 'hand_id is missing here\n{"hand_id":"x"}\n' });
    const r = await audit([a!]);
    expect([r.summary.hands, r.summary.rejected]).toEqual([2, 2]);
    expect(r.findings.map((f) => [f.rule, f.source.line])).toEqual([['input-unreadable', 1], ['input-schema', 2]]);
  });

  // The other way: NDJSON or a JSON array under a .csv name said "CSV header lacks the columns hand_id, type" (with
  // "the CSV header is not well formed") and read nothing.
  it('NDJSON and a JSON array under a .csv name: read as what they hold, one note on line 1', async () => {
    const hands = readFileSync(new URL('../../../fixtures/examples/pe-pot-luck-black-jack.ndjson', import.meta.url), 'utf8').trim().split('\n');
    const [nd, js] = writeFiles({ 'nd.csv': hands.join('\n') + '\n', 'js.csv': '[\n' + hands.join(',\n') + '\n]\n' });
    const a = await audit([nd!]);
    expect([a.summary.hands, a.summary.audited, a.summary.rejected]).toEqual([4, 4, 0]);
    expect(a.findings.map((f) => [f.rule, f.source.line, f.message.en.replace(/^[^)]*\): /, '')])).toEqual([['input-file', 1, 'the file is read as CSV but holds NDJSON (it starts with a brace, as a hand does, not with a header): read as NDJSON']]);
    const b = await audit([js!]);
    expect([b.summary.hands, b.summary.audited, b.summary.rejected]).toEqual([4, 4, 0]);
    expect(b.findings.map((f) => [f.rule, f.source.line, f.message.es.replace(/^[^)]*\): /, '')])).toEqual([['input-file', 1, 'el archivo se lee como CSV pero contiene un documento JSON (empieza por un corchete, o por una llave sola en su línea): se lee como JSON']]);
  });
});
