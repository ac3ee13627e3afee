// NUL bytes in a log whose first line is whole before them (a block of zeros a crash or a disk error left in
// a log: a file system that loses the tail of a file after a power cut leaves zeros there) made the whole file
// "binary, not a hand log: nothing read" when they were in its first 64 KiB: every hand of a small log unread
// and uncounted (0 hands), beside a log of 1 MB where the same block was one refused line. A file is binary
// when its first line holds a NUL or does not start as a log does; otherwise each line or hand holding NUL
// bytes is refused with its line, and the rest read.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, STACK, veedor } from '../../cli/run-cli.js';
import { audit, writeFiles } from '../../helpers/audit-files.js';

const HAND = JSON.parse(readFileSync(join(ROOT, 'fixtures/pe-pot-luck-black-jack/clean-examples.json'), 'utf8'))[0] as Record<string, unknown>;
const text = (id: string) => JSON.stringify({ ...HAND, hand_id: id });
const ZEROS = Buffer.alloc(4096);

describe('NUL bytes after a whole first line', () => {
  it('NDJSON: a line of zeros and a hand cut by zeros refused with their lines; the hands around audited, 4 = 2 + 2', async () => {
    const a = text('A');
    const bytes = Buffer.concat([Buffer.from(a + '\n'), ZEROS, Buffer.from('\n' + a.slice(0, 100).replace('"A"', '"B"')), Buffer.from([0, 0]), Buffer.from(text('B').slice(100) + '\n' + text('C') + '\n')]);
    const r = await audit(writeFiles({ 'z.ndjson': bytes }));
    expect([r.summary.hands, r.summary.audited, r.summary.rejected]).toEqual([4, 2, 2]);
    expect(r.findings.map((f) => [f.rule, f.source?.line, f.source?.index])).toEqual([['input-unreadable', 2, 1], ['input-unreadable', 3, 2]]);
    expect(r.findings[0]!.message.en).toMatch(/z\.ndjson:2\): the line holds NUL bytes \(zeros where the log's text should be, as a crash or a disk error leaves them\): not read$/);
    expect(r.findings[0]!.message.es).toMatch(/z\.ndjson:2\): la línea contiene bytes NUL \(ceros donde debería estar el texto del registro/);
  });

  it('JSON: zeros where the file was cut after two hands: both audited, the cut said', async () => {
    const bytes = Buffer.concat([Buffer.from(`[\n${text('A')},\n${text('B')},\n`), ZEROS]);
    const r = await audit(writeFiles({ 'z.json': bytes }));
    expect([r.summary.hands, r.summary.audited, r.summary.rejected]).toEqual([2, 2, 0]);
    expect(r.findings.map((f) => [f.rule, f.source?.line])).toEqual([['input-file', 4], ['input-file', 4]]);
    expect(r.findings.map((f) => f.message.en)).toEqual([
      expect.stringMatching(/text on line 4 where a hand should start is not one/),
      expect.stringMatching(/the file ends before the JSON array is closed/),
    ]);
  });

  it('veedor audit of a small log with a zero tail: its hands audited (before: "binary", 0 hands)', () => {
    const [log] = writeFiles({ 'tail.ndjson': Buffer.concat([Buffer.from(text('A') + '\n' + text('B') + '\n'), ZEROS]) });
    const r = veedor(['audit', log!, '--format', 'json', '--lang', 'en']);
    expect(r.stderr).not.toMatch(STACK);
    expect(r.code).toBe(1);
    const doc = JSON.parse(r.stdout);
    expect([doc.summary.hands, doc.summary.audited, doc.summary.rejected]).toEqual([3, 2, 1]);
    expect(doc.findings.map((f: { rule: string; source: { line: number } }) => [f.rule, f.source.line])).toEqual([['input-unreadable', 3]]);
  });
});

// A CSV hand is many rows: zeros in one of them were read as text (a row of the right width) or as a row too short
// that started a hand of its own, so a hand cut by a line of zeros was audited on the rows before it, as if they
// were the hand (its deal "unfinished": a finding on the dealer for cards the zeros hid), and its rows after them
// were a second record (3 = 2 + 1 for two hands). A row holding NUL bytes is refused as the NDJSON line is; zeros
// standing where a hand_id was name no hand, and the rows after them say whose they were.
describe('NUL bytes in a CSV log', () => {
  const CSV = readFileSync(join(ROOT, 'fixtures/bad-input/csv-extra-column.csv'));
  const rows = CSV.toString('latin1').split('\n'); // lines 2 and 26 start the two hands; line 53 is the end's empty string
  const TABLES = new Map(Object.entries(JSON.parse(readFileSync(join(ROOT, 'fixtures/bad-input/pot-luck.tables.json'), 'utf8')).tables as Record<string, Record<string, unknown>>));
  const csv = (lines: (string | Buffer)[]) => Buffer.concat(lines.flatMap((l, i) => (i === 0 ? [Buffer.from(l)] : [Buffer.from('\n'), Buffer.from(l)])));
  const at = (line: number, ...extra: (string | Buffer)[]) => csv([...rows.slice(0, line - 1), ...extra, ...rows.slice(line - 1)]);
  const run = async (bytes: Buffer) => audit(writeFiles({ 'z.csv': bytes }), { tables: TABLES });

  it('fixture: two hands, on lines 2 and 26, 52 lines', () => {
    expect([rows.length, rows[1]!.slice(0, 14), rows[25]!.slice(0, 14), rows[52]]).toEqual([53, 'EX-PLBJ-000014', 'EX-PLBJ-000007', '']);
  });

  it('a line of zeros inside the first hand (line 6): that hand refused on it, the other audited, 2 = 1 + 1', async () => {
    const r = await run(at(6, ZEROS));
    expect([r.summary.hands, r.summary.audited, r.summary.rejected]).toEqual([2, 1, 1]);
    expect(r.findings.map((f) => [f.rule, f.hand_id, f.source?.line])).toEqual([['input-unreadable', 'EX-PLBJ-000014', 6]]);
    expect(r.findings[0]!.message.en).toMatch(/z\.csv:6\): the row holds NUL bytes \(zeros where the log's text should be/);
  });

  it('two lines of zeros there: one block, said on its first line', async () => {
    const r = await run(at(6, ZEROS, ZEROS.subarray(0, 100)));
    expect([r.summary.hands, r.summary.audited, r.summary.rejected]).toEqual([2, 1, 1]);
    expect(r.findings.map((f) => [f.rule, f.hand_id, f.source?.line])).toEqual([['input-unreadable', 'EX-PLBJ-000014', 6]]);
  });

  it('zeros between the hands and after the last: a record of their own each, both hands audited, 4 = 2 + 2', async () => {
    const r = await run(csv([...rows.slice(0, 25), ZEROS, ...rows.slice(25, 52), ZEROS]));
    expect([r.summary.hands, r.summary.audited, r.summary.rejected]).toEqual([4, 2, 2]);
    expect(r.findings.map((f) => [f.rule, f.hand_id, f.source?.line])).toEqual([['input-unreadable', null, 26], ['input-unreadable', null, 54]]);
  });

  it('a NUL inside a cell of a row of the right width (dealer_id on line 2, an amount on line 4): the hand refused on that row', async () => {
    const dealer = Buffer.from(rows[1]!.replace('D-311', 'D-3\u000011'), 'latin1');
    const r1 = await run(csv([rows[0]!, dealer, ...rows.slice(2)]));
    expect([r1.summary.hands, r1.summary.audited, r1.summary.rejected]).toEqual([2, 1, 1]);
    expect(r1.findings.map((f) => [f.rule, f.source?.line])).toEqual([['input-unreadable', 2]]);
    const amount = Buffer.from(rows[3]!.replace(',55,', ',5\u00005,'), 'latin1');
    const r2 = await run(csv([...rows.slice(0, 3), amount, ...rows.slice(4)]));
    expect(r2.findings.map((f) => [f.rule, f.hand_id, f.source?.line, f.message.en.replace(/^[^)]*\): /, '')])).toEqual([
      ['input-unreadable', 'EX-PLBJ-000014', 4, 'the row holds NUL bytes (zeros where the log\'s text should be, as a crash or a disk error leaves them): not read'],
    ]);
  });
});
