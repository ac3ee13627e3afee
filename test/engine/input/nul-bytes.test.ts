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
