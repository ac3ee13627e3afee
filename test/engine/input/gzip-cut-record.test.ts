// A .gz log whose compressed data ends early (a copy cut short, a transfer that stopped) or is followed by bytes
// that are not gzip. The records whose text was inflated must be read as the same text would be read from a plain
// file: the whole ones audited, the one the damage cuts in two rejected with its line (nothing read is lost: brief
// non-negotiable 4, "every input record ends audited or rejected with a reason (file, line, field)"), and then one
// note that the compressed file is damaged.
//
// Before: the text inflated since the last whole line (NDJSON) or the last whole element (JSON) was dropped with
// the error: a hand whose first half was read was counted nowhere ("42 hands = 42 audited + 0 rejected" for a
// cut file whose plain prefix reads "43 = 42 + 1"); and a log without a newline after its last hand, with bytes
// after its compressed data, lost that last hand under a note saying "every hand of the compressed data was read".
import { gunzipSync, gzipSync, constants } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../cli/run-cli.js';
import { audit, writeFiles } from '../../helpers/audit-files.js';

const HAND = JSON.parse(readFileSync(join(ROOT, 'fixtures/pe-pot-luck-black-jack/clean-examples.json'), 'utf8'))[0] as Record<string, unknown>;
const hand = (i: number) => JSON.stringify({ ...HAND, hand_id: `G${i}` });
const ndjson = (n: number) => Array.from({ length: n }, (_, i) => hand(i) + '\n').join('');
const jsonArray = (n: number) => '[\n' + Array.from({ length: n }, (_, i) => hand(i)).join(',\n') + '\n]\n';

/** What zlib inflates from the bytes before the cut: the text the log holds up to the damage. */
const inflatedPrefix = (cut: Buffer) => gunzipSync(cut, { finishFlush: constants.Z_SYNC_FLUSH });

/** Counts and findings of an audit, the file's own name taken out of the messages. */
async function outcome(path: string) {
  const r = await audit([path]);
  const name = path;
  return {
    counts: [r.summary.hands, r.summary.audited, r.summary.rejected],
    findings: r.findings.map((f) => ({ rule: f.rule, line: f.source.line, hand: f.hand_id, message: f.message.en.split(name).join('LOG') })),
  };
}

describe('a .gz log cut short', () => {
  for (const [format, text] of [['ndjson', ndjson(40)], ['json', jsonArray(40)]] as const) {
    it(`${format}: read as the plain text inflated before the cut, the cut record rejected with its line, then the damage noted`, async () => {
      const gz = gzipSync(text);
      for (const at of [0.6, 0.8, 0.95]) {
        const cut = gz.subarray(0, Math.floor(gz.length * at));
        const prefix = inflatedPrefix(cut);
        // The cut falls inside a record: the plain prefix ends in the middle of a hand.
        expect(prefix.toString().endsWith('\n')).toBe(false);
        const [zipped, plain] = writeFiles({ [`cut.${format}.gz`]: cut, [`cut.${format}`]: prefix });
        const z = await outcome(zipped!);
        const p = await outcome(plain!);
        const whole = prefix.toString().split('\n').filter((l) => l.startsWith('{') && l.replace(/,$/, '').endsWith('}')).length;
        expect(whole, `whole records before the cut at ${at}`).toBeGreaterThan(3);
        expect(p.counts, `plain, cut at ${at}`).toEqual([whole + 1, whole, 1]);
        expect(z.counts, `gz, cut at ${at}`).toEqual(p.counts);
        // Every finding the plain prefix gives (the cut record's rejection with its line among them), then the note.
        expect(z.findings.slice(0, p.findings.length)).toEqual(p.findings);
        expect(z.findings.slice(p.findings.length)).toEqual([
          { rule: 'input-file', line: undefined, hand: null, message: 'File problem (LOG): the compressed file is damaged or cut short (unexpected end of file): the hands after that point are not read' },
        ]);
        expect(p.findings.find((f) => f.rule === 'input-unreadable')?.line).toBe(prefix.toString().split('\n').length);
      }
    });
  }

  it('ndjson with no newline after its last hand, bytes that are not gzip after the data: every hand audited', async () => {
    const text = ndjson(30).slice(0, -1);
    const gz = gzipSync(text);
    const [p] = writeFiles({ 'no-newline.ndjson.gz': Buffer.concat([gz, Buffer.from('GARBAGE')]) });
    const r = await outcome(p!);
    expect(r.counts).toEqual([30, 30, 0]);
    expect(r.findings).toEqual([
      { rule: 'input-file', line: undefined, hand: null, message: `File problem (LOG): the 7 bytes after the compressed data (from byte ${gz.length}) are not gzip data and are not read; every hand of the compressed data was read` },
    ]);
  });
});
