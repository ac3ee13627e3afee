// A foreign export read through a mapping (audit --map, import) had the native CSV reader's gaps: a hand of
// 600,000 rows held whole (345 MB of heap; a 48 MB heap aborted) before the schema refused it; the header of
// a second export joined with cat read as a hand ("FECHA HORA" is no timestamp); a block of zeros anywhere in
// the first 64 KiB made the whole export "binary: nothing read". Now: rows past 10,000 events counted, not
// held, the hand refused on the row past the cap; the header again is one note; a row of zeros is refused on
// its own line and the rest read.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../helpers/audit-files.js';
import { STACK, veedor } from '../../cli/run-cli.js';
import { MAPPINGS, auditFiles } from './helpers.js';

const MB = join(MAPPINGS, 'marbella-spanish-cents');
const MAP = join(MB, 'casino.map.json');
const lines = readFileSync(join(MB, 'partidas_MB-02_2026-11-06.csv'), 'latin1').split('\n').filter((l) => l.trim() !== '');
const header = lines[0]!;
const first = lines.slice(1).filter((l) => l.includes(';1040;'));
const rest = lines.slice(1 + first.length);
const write = (name: string, body: Buffer | string) => {
  const p = join(tempDir('map-joined'), name);
  writeFileSync(p, typeof body === 'string' ? Buffer.from(body, 'latin1') : body);
  return p;
};

describe('a mapped CSV export', () => {
  it('fixture: the export holds two hands, 29 rows then the rest', () => {
    expect([first.length, rest.length]).toEqual([29, 9]);
  });

  it('a hand of 250,000 rows: refused on line 10,002 with its count; the next hand audited, 2 = 1 + 1', async () => {
    const text = [header, ...first.slice(0, 1), ...Array<string>(250_000 - 1).fill(first[0]!), ...rest].join('\n') + '\n';
    const { summary, findings } = await auditFiles([write('long.csv', text)], MAP);
    expect([summary.hands, summary.audited, summary.rejected]).toEqual([2, 1, 1]);
    const f = findings.find((x) => x.rule === 'input-unreadable')!;
    expect([f.field, f.source?.line]).toEqual(['events', 10_002]);
    expect(f.message.en).toMatch(/the hand has 250000 events; a hand may have at most 10000/);
  });

  it('the header again, between the two hands: one note on its line, both hands audited as in the export alone', async () => {
    const alone = await auditFiles([write('alone.csv', [header, ...first, ...rest].join('\n') + '\n')], MAP);
    const { summary, findings } = await auditFiles([write('joined.csv', [header, ...first, header, ...rest].join('\n') + '\n')], MAP);
    expect([summary.hands, summary.audited, summary.rejected]).toEqual([alone.summary.hands, alone.summary.audited, 0]);
    const notes = findings.filter((x) => x.category === 'input');
    expect(notes.map((x) => [x.rule, x.source?.line])).toEqual([['input-file', 31]]);
    expect(notes[0]!.message.es).toMatch(/la línea 31 repite la cabecera CSV/);
    expect(findings.filter((x) => x.category !== 'input').map((x) => x.rule)).toEqual(alone.findings.map((x) => x.rule));
  });

  it('a row of zeros between the hands: refused on line 31, the hands around it audited, 3 = 2 + 1', async () => {
    const p = write('zeros.csv', Buffer.concat([Buffer.from([header, ...first].join('\n') + '\n', 'latin1'), Buffer.alloc(2000), Buffer.from('\n' + rest.join('\n') + '\n', 'latin1')]));
    const { summary, findings } = await auditFiles([p], MAP);
    expect([summary.hands, summary.audited, summary.rejected]).toEqual([3, 2, 1]);
    const bad = findings.filter((x) => x.rule === 'input-unreadable');
    expect(bad.map((x) => [x.source?.line, x.message.en.replace(/^[^)]*\): /, '')])).toEqual([[31, 'the row holds NUL bytes (zeros where the log\'s text should be, as a crash or a disk error leaves them): not read']]);
    const imp = veedor(['import', '--map', MAP, p, '--out', join(tempDir('map-imp'), 'out.ndjson')]);
    expect(imp.stderr).not.toMatch(STACK);
    expect(imp.code).toBe(1);
    expect(imp.stderr).toMatch(/zeros\.csv:31: no convertido: la fila contiene bytes NUL/);
  });

  // Hand 1040's rows go on after the zeros (same MESA and PARTIDA): the zeros are inside it. It was audited as two
  // pieces: the rows before them as hand 1040, with three findings on cards the zeros hid (the dealer "stood on 10",
  // the split hands "ended on their single card"), the rows after as a repeat of 1040 (4 = 2 + 2).
  it('a row of zeros inside a hand (its rows go on after it): the hand refused on line 15, the other audited, 2 = 1 + 1', async () => {
    const p = write('zeros-inside.csv', Buffer.concat([Buffer.from([header, ...first.slice(0, 13)].join('\n') + '\n', 'latin1'), Buffer.alloc(2000), Buffer.from('\n' + [...first.slice(13), ...rest].join('\n') + '\n', 'latin1')]));
    const { summary, findings } = await auditFiles([p], MAP);
    expect([summary.hands, summary.audited, summary.rejected]).toEqual([2, 1, 1]);
    expect(findings.map((x) => [x.rule, x.hand_id, x.source?.line])).toEqual([['input-unreadable', 'MB-02-1040', 15], ['blackjack-pays-3-to-2', 'MB-02-1041', 32]]);
    expect(findings[0]!.message.en).toMatch(/zeros-inside\.csv:15 \[events\[13\]\]\): the row holds NUL bytes/);
  });

  it('zeros after the last row: a record of their own on their line, both hands audited, 3 = 2 + 1', async () => {
    const p = write('zeros-tail.csv', Buffer.concat([Buffer.from([header, ...first, ...rest].join('\n') + '\n', 'latin1'), Buffer.alloc(4096)]));
    const { summary, findings } = await auditFiles([p], MAP);
    expect([summary.hands, summary.audited, summary.rejected]).toEqual([3, 2, 1]);
    expect(findings.filter((x) => x.category === 'input').map((x) => [x.rule, x.hand_id, x.source?.line])).toEqual([['input-unreadable', null, 40]]);
  });
});

describe('a mapped CSV export with rows that say nothing', () => {
  // `;;;;;;;;;;;` below the last row (a spreadsheet's export) and a line of blank space were each read as a record:
  // "no event type", one rejected record more than the export holds (3 = 2 + 1). They hold no cell to read.
  it('empty cells alone and blank space, between the hands and after the last: 2 = 2 + 0, as the export alone', async () => {
    const empty = ';'.repeat(header.split(';').length - 1);
    const alone = await auditFiles([write('alone2.csv', [header, ...first, ...rest].join('\n') + '\n')], MAP);
    const { summary, findings } = await auditFiles([write('blank-rows.csv', [header, ...first, '  ', empty, ...rest, empty, '\t'].join('\n') + '\n')], MAP);
    expect([summary.hands, summary.audited, summary.rejected]).toEqual([2, 2, 0]);
    expect(findings.map((x) => [x.rule, x.hand_id, x.event])).toEqual(alone.findings.map((x) => [x.rule, x.hand_id, x.event]));
  });
});

describe('a mapped UTF-8 CSV export with a byte that is not UTF-8 past its head', () => {
  it('the row is refused with its line (never read with U+FFFD); the 3,600 rows before and 3 after audited', async () => {
    const D6 = join(MAPPINGS, 'dragon-six-row-per-hand');
    const [head, ...rows] = readFileSync(join(D6, 'BAC-07_2026-03-06.csv'), 'utf8').split('\n').filter((l) => l.trim() !== '');
    const pad = Array.from({ length: 1200 }, (_, i) => rows.map((r) => r.replace('BAC07-0306-0', `P${i}-`))).flat();
    const bad = Buffer.from(rows[0]!.replace('BAC07-0306-041', 'BAD').replace('D-208', 'D-@208')).toString('latin1').replace('@', '\u00f1');
    const p = join(tempDir('map-utf8'), 'BAC-07_2026-03-06.csv');
    writeFileSync(p, Buffer.concat([Buffer.from([head, ...pad].join('\n') + '\n'), Buffer.from(bad + '\n', 'latin1'), Buffer.from(rows.join('\n') + '\n')]));
    const { summary, findings } = await auditFiles([p], join(D6, 'casino.map.json'));
    expect([summary.hands, summary.rejected]).toEqual([3604, 1]);
    const refused = findings.filter((x) => x.category === 'input');
    expect(refused.map((x) => [x.rule, x.source?.line])).toEqual([['input-unreadable', 3602]]);
    expect(refused[0]!.message.en).toMatch(/the row holds bytes that are not UTF-8/);
  });
});

describe('a mapped NDJSON export with a byte that is not UTF-8 past its head', () => {
  it('the line is refused as not UTF-8 with its line, not as a "lone surrogate" in some field', async () => {
    const CS = join(MAPPINGS, 'caribbean-nested-ndjson');
    const lines = readFileSync(join(CS, 'rondas_2026-03-07.ndjson')).toString('utf8').split('\n').filter((l) => l.trim() !== '');
    // 600 lines (about 1 MB, past the 64 KiB head), then one whose first string value starts with a Latin-1 ñ.
    const pad = Array.from({ length: 300 }, () => lines).flat();
    const first = Buffer.from(lines[0]!);
    const at = first.indexOf('"', first.indexOf(':')) + 1;
    const bad = Buffer.concat([first.subarray(0, at), Buffer.from([0xf1]), first.subarray(at)]);
    const p = join(tempDir('map-ndjson-utf8'), 'rondas_2026-03-07.ndjson');
    writeFileSync(p, Buffer.concat([Buffer.from(pad.join('\n') + '\n'), bad, Buffer.from('\n')]));
    const { summary, findings } = await auditFiles([p], join(CS, 'casino.map.json'));
    expect(summary.hands).toBe(601);
    const refused = findings.filter((x) => x.rule === 'input-unreadable');
    expect(refused.map((x) => [x.source?.line, x.message.en.replace(/^[^)]*\): /, '').slice(0, 44)])).toEqual([[601, 'the line holds bytes that are not UTF-8, the']]);
  });
});
