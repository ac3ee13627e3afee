import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../helpers/audit-files.js';
import { MAPPINGS, auditFiles } from './helpers.js';
import { STACK, veedor } from '../../cli/run-cli.js';

// Whatever a foreign export holds, its mapped audit never throws, and every hand read ends audited
// or rejected: the counts reconcile. Cells are replaced by arbitrary text, the file cut anywhere after its header.
const RUNS = Number(process.env['FUZZ_RUNS'] ?? 60);

describe('a mapped export with damaged cells or rows', () => {
  const dir = tempDir();
  const cases = [
    { map: join(MAPPINGS, 'marbella-spanish-cents', 'casino.map.json'), export: join(MAPPINGS, 'marbella-spanish-cents', 'partidas_MB-02_2026-11-06.csv'), sep: ';', encoding: 'latin1' as const },
    { map: join(MAPPINGS, 'dragon-six-row-per-hand', 'casino.map.json'), export: join(MAPPINGS, 'dragon-six-row-per-hand', 'BAC-07_2026-03-06.csv'), sep: ',', encoding: 'utf8' as const },
  ];
  it.each(cases)('$export: never throws, counts reconcile', async (c) => {
    const lines = readFileSync(c.export, c.encoding).split(/\r?\n/);
    const name = join(dir, c.export.split('/').pop()!);
    await fc.assert(fc.asyncProperty(
      fc.array(fc.tuple(fc.nat(), fc.nat(), fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('', '-1', '1,5', '99', 'CRUP', '♥', 'PAGO', '53', '31/02/2026'))), { maxLength: 6 }),
      fc.option(fc.nat()),
      async (edits, cut) => {
        const rows = lines.map((l) => l.split(c.sep));
        for (const [r, col, text] of edits) {
          const row = rows[1 + (r % (rows.length - 2))]!;
          row[col % row.length] = text.replaceAll(c.sep, '').replace(/[\r\n"]/g, '');
        }
        let text = rows.map((r) => r.join(c.sep)).join('\n');
        // The header stays whole: a header without a mapped column is a mapping error (exit 2), tested elsewhere.
        const body = lines[0]!.length + 1;
        if (cut !== null) text = text.slice(0, body + (cut % (text.length - body)));
        writeFileSync(name, Buffer.from(text, c.encoding));
        const { summary } = await auditFiles([name], c.map);
        expect(summary.hands).toBe(summary.audited + summary.rejected);
        expect(summary.findings).toBeGreaterThanOrEqual(summary.rejected);
      },
    ), { numRuns: RUNS, seed: 24 });
  });
});

describe('a mapped JSON export whose amounts are numbers JSON.parse reads inexactly', () => {
  // JSON.parse reads 205.000000000000000001 as 205 and 1e1 as 10: the mapping reads the number's text, as the
  // native reader does, and rejects the hand instead of auditing an amount the export never wrote.
  const dir = tempDir();
  const cs = join(MAPPINGS, 'caribbean-nested-ndjson');
  const map = JSON.parse(readFileSync(join(cs, 'casino.map.json'), 'utf8')) as Record<string, unknown>;
  map['amounts'] = { scale: 'units', decimal: '.' };
  writeFileSync(join(dir, 'units.map.json'), JSON.stringify(map));
  const lines = readFileSync(join(cs, 'rondas_2026-03-07.ndjson'), 'utf8').replaceAll(',00"', '.00"').split('\n');

  it.each([
    ['205.000000000000000001', 'amount "205.000000000000000001" has more than two decimals'],
    ['10.0000000000000001', 'amount "10.0000000000000001" has more than two decimals'],
    ['1e1', '"1e1" is not an amount with decimal separator "."'],
  ])('%s: the hand rejected on acciones[2].monto, the other audited', async (literal, why) => {
    const name = join(dir, 'rondas.ndjson');
    writeFileSync(name, [lines[0]!.replace('"monto": "10.00"', `"monto": ${literal}`), ...lines.slice(1)].join('\n'));
    const { findings, summary } = await auditFiles([name], join(dir, 'units.map.json'));
    expect(summary).toMatchObject({ hands: 2, audited: 1, rejected: 1, findings: 1 });
    expect(findings[0]!.rule).toBe('input-unreadable');
    expect(findings[0]!.source).toEqual({ path: name, line: 1, index: 0, column: 'acciones[2].monto', field: 'events[2].amount' });
    expect(findings[0]!.message.en).toBe(`Unreadable record (${name}:1 column acciones[2].monto [events[2].amount]): ${why}`);
  });

  it('10 as a plain number is read as 10 (the hand audited as before)', async () => {
    const name = join(dir, 'plain.ndjson');
    writeFileSync(name, [lines[0]!.replace('"monto": "10.00"', '"monto": 10'), ...lines.slice(1)].join('\n'));
    const { summary } = await auditFiles([name], join(dir, 'units.map.json'));
    expect(summary).toMatchObject({ hands: 2, audited: 2, rejected: 0 });
  });
});

describe('a mapped NDJSON export with a line longer than a record may be', () => {
  // The mapped reader split lines with readline, which holds a line whole: past the record limit it read
  // on (and a 570 MB line threw RangeError: Invalid string length out of the audit, with a stack trace).
  it('the line rejected with its number, never held whole; the next line audited; exit 1, no stack', () => {
    const dir = tempDir();
    const cs = join(MAPPINGS, 'caribbean-nested-ndjson');
    const lines = readFileSync(join(cs, 'rondas_2026-03-07.ndjson'), 'utf8').split('\n');
    writeFileSync(join(dir, 'big.ndjson'), [lines[0]!.replace('"supervisor": "S-031"', `"supervisor": "${'X'.repeat(3 * 1024 * 1024)}"`), ...lines.slice(1)].join('\n'));
    const r = veedor(['audit', '--map', join(cs, 'casino.map.json'), 'big.ndjson', '--format', 'json', '--lang', 'en'], { cwd: dir, env: { VEEDOR_MAX_RECORD_MB: '1' } });
    expect(r.code).toBe(1);
    expect(r.stderr).not.toMatch(STACK);
    const doc = JSON.parse(r.stdout) as { summary: Record<string, number>; findings: { rule: string; source: Record<string, unknown>; message: string }[] };
    expect(doc.summary).toMatchObject({ hands: 2, audited: 1, rejected: 1 });
    expect(doc.findings.filter((f) => f.rule.startsWith('input-')).map((f) => [f.rule, f.source['line'], f.message])).toEqual([
      ['input-unreadable', 1, 'Unreadable record (big.ndjson:1): the line is longer than 1 MB, the most a record may hold: not read'],
    ]);
  });
});

// An export's cell is as long as the export makes it, and every refusal of the mapped reader quoted the cell whole: a
// megabyte cell was a megabyte on its finding's line in the terminal report and the CSV (and the PDF spent minutes
// setting it), on import's stderr and in map check's list of unknown words. Each is quoted as the hand-log schema's
// refusals are: its first 60 characters and "…".
describe('a mapped export with a cell of a megabyte', () => {
  const MB = join(MAPPINGS, 'marbella-spanish-cents');
  const map = join(MB, 'casino.map.json');
  const rows = readFileSync(join(MB, 'partidas_MB-02_2026-11-06.csv'), 'latin1').split('\r\n');
  const hand = rows.slice(1).filter((r) => r.split(';')[3] === '1040');
  const long = (c: string) => c.repeat(1_000_000);
  // Each copy of hand 1040 spoils one cell of one row (column index, row index in the hand).
  const spoils: [number, number, string][] = [
    [5, 3, long('M')], // MOV: not in the vocabulary movimiento
    [1, 0, long('1')], // HORA of the hand's first row: not the timestamp format
    [10, 6, long('7')], // CARTA: not a card number
    [6, 6, long('X')], // BOX of a deal: not in the vocabulary destino
    [7, 6, long('m')], // MANO: not a whole number
    [11, 3, long('5')], // IMPORTE: more digits than an amount may have
  ];
  const text = [rows[0]!, ...spoils.flatMap(([col, at, cell], i) => hand.map((r, j) => {
    const cells = r.split(';');
    cells[3] = String(2000 + i);
    if (j === at) cells[col] = cell;
    return cells.join(';');
  }))].join('\r\n') + '\r\n';
  const path = join(tempDir('long-cells'), 'partidas.csv');
  writeFileSync(path, Buffer.from(text, 'latin1'));

  it('audit --map: each hand rejected naming its column, the cell clipped in the message', async () => {
    const { findings, summary } = await auditFiles([path], map);
    expect([summary.hands, summary.rejected]).toEqual([6, 6]);
    const input = findings.filter((f) => f.category === 'input');
    expect(input.map((f) => f.message.en.match(/column (\w+)/)?.[1])).toEqual(['MOV', 'FECHA', 'CARTA', 'BOX', 'MANO', 'IMPORTE']);
    for (const f of input) {
      expect(f.message.en.length, f.message.en.slice(0, 120)).toBeLessThan(500);
      expect(f.message.es.length).toBeLessThan(500);
      expect(f.message.en).toMatch(/"[^"]{60}…"/);
    }
  });

  it('import and map check: one short line per record or word, exit 1', () => {
    const out = join(tempDir('long-cells-out'), 'hands.ndjson');
    const imported = veedor(['import', '--map', map, path, '--out', out, '--lang', 'en']);
    expect(imported.code).toBe(1);
    expect(imported.stderr).not.toMatch(STACK);
    expect(imported.stderr.length).toBeLessThan(3000);
    expect(imported.stderr).toContain(`"${'M'.repeat(60)}…" is not in the vocabulary movimiento`);
    const checked = veedor(['map', 'check', '--map', map, path, '--lang', 'en']);
    expect(checked.code).toBe(1);
    expect(checked.stdout.length).toBeLessThan(3000);
    expect(checked.stdout).toContain(`movimiento: "${'M'.repeat(60)}…" in column MOV, 1 time`);
  });
});

// An export as a casino's system may save it, read through the Marbella mapping (Latin-1, ';'): the native reader says
// each of these as a file note, the mapped one stopped the command (exit 2) blaming the mapping for a column the file
// has ("no column MESA/FECHA/IMPORTE"), or audited a header alone as a clean run of nothing (exit 0).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

describe('a mapped export saved as UTF-16, with a UTF-8 mark, with lines ended by CR alone, or with its header alone', () => {
  const cs = join(MAPPINGS, 'marbella-spanish-cents');
  const map = join(cs, 'casino.map.json');
  const text = readFileSync(join(cs, 'partidas_MB-02_2026-11-06.csv'), 'latin1');
  const lines = text.split('\r\n');
  const dir = tempDir();
  const write = (name: string, bytes: Buffer) => {
    writeFileSync(join(dir, name), bytes);
    return join(dir, name);
  };
  const utf16le = write('utf16le.csv', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
  const utf16be = write('utf16be.csv', Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]));
  const utf8Bom = write('utf8-bom.csv', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]));
  const cr = write('cr.csv', Buffer.from(lines.join('\r'), 'latin1'));
  const headerOnly = write('header-only.csv', Buffer.from(`${lines[0]}\r\n\r\n`, 'latin1'));
  const audit = (path: string) => {
    const r = veedor(['audit', '--map', map, path, '--format', 'json', '--lang', 'en']);
    const doc = r.code === 2 ? undefined : JSON.parse(r.stdout);
    return { code: r.code, stderr: r.stderr, doc };
  };

  it.each([['LE', utf16le], ['BE', utf16be]])('UTF-16 %s: nothing read, one note that says so, exit 1', (_order, path) => {
    const r = audit(path);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
    expect([r.doc.summary.hands, r.doc.summary.rejected]).toEqual([0, 0]);
    expect(r.doc.findings.map((f: Json) => [f.rule, f.message])).toEqual([
      ['input-file', expect.stringContaining('is UTF-16 text')],
    ]);
    // map check says the same instead of a missing column.
    const checked = veedor(['map', 'check', '--map', map, path, '--lang', 'en']);
    expect([checked.code, checked.stdout + checked.stderr]).toEqual([1, expect.stringContaining('is UTF-16 text')]);
    // map init drafted a mapping of letters and zeros ("\u0000" in every column name): one line, exit 2.
    const init = veedor(['map', 'init', path, '--lang', 'en']);
    expect([init.code, init.stdout, init.stderr.trim().split('\n')]).toEqual([2, '', [expect.stringContaining('the export is UTF-16 text')]]);
  });

  it('a UTF-8 mark under a Latin-1 mapping: the columns found, the encoding noted, the hands read', () => {
    const r = audit(utf8Bom);
    expect(r.code).toBe(1);
    expect(r.doc.summary.hands).toBe(r.doc.summary.audited + r.doc.summary.rejected);
    expect(r.doc.summary.hands).toBeGreaterThan(0);
    expect(r.doc.findings[0]).toMatchObject({ rule: 'input-file', message: expect.stringContaining('the mapping says Latin-1') });
  });

  it('lines ended by CR alone: one note on line 1, as the native reader says it, exit 1', () => {
    const r = audit(cr);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
    expect(r.doc.summary.hands).toBe(0);
    expect(r.doc.findings.map((f: Json) => [f.rule, f.source.line, f.message])).toEqual([
      ['input-file', 1, expect.stringContaining('CR alone')],
    ]);
  });

  it('the header alone: no hands, a note on line 1, never a clean audit (exit 1)', () => {
    const r = audit(headerOnly);
    expect(r.code).toBe(1);
    expect(r.doc.summary.hands).toBe(0);
    expect(r.doc.findings.map((f: Json) => [f.rule, f.source.line, f.message])).toEqual([
      ['input-file', 1, expect.stringContaining('the CSV has its header and no rows')],
    ]);
  });
});

// hostile31: a mapping reading two of a hand's fields from one column (dealer_id and shoe_id both "Shoe") was valid and
// clean to `map check`, which listed only the Dealer column left unmapped: every hand would have carried its shoe as its
// dealer. It is now said as a note of the mapping, naming the fields and the column, es and en, exit 1.
describe('map check: two of a hand\'s fields read from one column', () => {
  it('dealer_id and shoe_id both "Shoe": a mapping note naming both fields and the column, es and en, exit 1; the shipped mapping has none', () => {
    const dir = join(MAPPINGS, 'dragon-six-row-per-hand');
    const csv = join(dir, 'BAC-07_2026-03-06.csv');
    const spec = JSON.parse(readFileSync(join(dir, 'casino.map.json'), 'utf8')) as { $schema?: string; hand: Record<string, unknown> };
    delete spec.$schema;
    const map = join(tempDir(), 'two.map.json');
    writeFileSync(map, JSON.stringify({ ...spec, hand: { ...spec.hand, dealer_id: 'Shoe' } }));
    const en = veedor(['map', 'check', '--map', map, csv, '--lang', 'en']);
    expect(en.code).toBe(1);
    expect(en.stdout.split('\n').filter((l) => /mapping:|not mapped/.test(l))).toEqual([
      '  mapping: hand.dealer_id and hand.shoe_id both read column "Shoe": every hand would carry one value as both; give each field its own column',
      '  columns not mapped (1): Dealer',
    ]);
    expect(veedor(['map', 'check', '--map', map, csv, '--lang', 'es']).stdout).toContain(
      '  correspondencia: hand.dealer_id y hand.shoe_id se leen de la misma columna "Shoe": cada mano llevaría un solo valor en los dos campos; asigne a cada campo su propia columna',
    );
    const shipped = veedor(['map', 'check', '--map', join(dir, 'casino.map.json'), csv, '--lang', 'en']);
    expect([shipped.code, shipped.stdout.includes('mapping:')]).toEqual([0, false]);
  });
});
