// A log is read as UTF-8 when its first 64 KiB are. A byte past them that is not UTF-8 (a Latin-1 `ñ` pasted
// into a later record, a damaged block) was decoded to U+FFFD and the record audited on what that made of it:
// dealer "D-ñ311" audited as "D-�311", exit 0 when nothing else was wrong, no word anywhere. Each such byte now
// reads as a lone surrogate (engine/input/utf8-text.ts) and the record holding it is refused with its line, in
// NDJSON, JSON and CSV, plain or gzip-compressed; a U+FFFD or an astral character the file really holds is read.
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MarkingUtf8Decoder, NOT_UTF8, hasNotUtf8, utf8Marked } from '../../../engine/input/utf8-text.js';
import { ROOT, STACK, veedor } from '../../cli/run-cli.js';
import { audit, writeFiles } from '../../helpers/audit-files.js';

const HAND = JSON.parse(readFileSync(join(ROOT, 'fixtures/pe-pot-luck-black-jack/clean-examples.json'), 'utf8'))[0] as Record<string, unknown>;
const text = (id: string, dealer = 'D-311') => JSON.stringify({ ...HAND, hand_id: id, dealer_id: dealer });
/** 600 clean hands (about 1 MB): far past the 64 KiB the encoding is decided on. */
const PAD = Array.from({ length: 600 }, (_, i) => text(`P${i}`));
const LATIN1_N = Buffer.from([0xf1]); // "ñ" in Latin-1: no UTF-8 sequence starts so
const bad = () => Buffer.concat([Buffer.from(text('BAD', 'D-@311').split('@')[0]!), LATIN1_N, Buffer.from(text('BAD', 'D-@311').split('@')[1]!)]);

describe('utf8-text: bytes that are not UTF-8 stay visible', () => {
  it('each byte of an ill-formed sequence is one NOT_UTF8; well-formed text, U+FFFD and astral characters as Node decodes them', () => {
    expect(utf8Marked(Buffer.from('año 😀 \ufffd \u{1f3ff}'))).toBe('año 😀 \ufffd \u{1f3ff}');
    expect(hasNotUtf8('año 😀 \ufffd \u{1f3ff}')).toBe(false);
    // 0xC0 0xAF (overlong "/"), 0xED 0xA0 0x80 (a surrogate), 0xF4 0x90 (past U+10FFFF), 0xE2 0x82 cut short.
    const b = Buffer.from([0x61, 0xc0, 0xaf, 0x62, 0xed, 0xa0, 0x80, 0x63, 0xf4, 0x90, 0x80, 0x80, 0x64, 0xe2, 0x82]);
    expect(utf8Marked(b)).toBe(`a${NOT_UTF8.repeat(2)}b${NOT_UTF8.repeat(3)}c${NOT_UTF8.repeat(4)}d${NOT_UTF8.repeat(2)}`);
    expect(hasNotUtf8(utf8Marked(b))).toBe(true);
  });

  it('the stream decoder gives the same text however the bytes are cut, a character across chunks held whole', () => {
    const b = Buffer.concat([Buffer.from('é€😀'), Buffer.from([0xe2, 0x82, 0x41, 0xf0, 0x9f]), Buffer.from('ñ'), Buffer.from([0xe2])]);
    const whole = utf8Marked(b);
    expect(whole).toBe(`é€😀${NOT_UTF8.repeat(2)}A${NOT_UTF8.repeat(2)}ñ${NOT_UTF8}`);
    for (let size = 1; size <= b.length; size++) {
      const d = new MarkingUtf8Decoder();
      let got = '';
      for (let at = 0; at < b.length; at += size) got += d.write(b.subarray(at, at + size));
      got += d.end();
      expect(got, `chunks of ${size}`).toBe(whole);
    }
  });
});

describe('a record with bytes that are not UTF-8 past the head', () => {
  const cases: [name: string, body: () => Buffer, line: number][] = [
    ['x.ndjson', () => Buffer.concat([Buffer.from(PAD.join('\n') + '\n'), bad(), Buffer.from('\n' + text('AFTER') + '\n')]), 601],
    ['x.json', () => Buffer.concat([Buffer.from('[\n' + PAD.join(',\n') + ',\n'), bad(), Buffer.from(',\n' + text('AFTER') + '\n]\n')]), 602],
    ['x.ndjson.gz', () => gzipSync(Buffer.concat([Buffer.from(PAD.join('\n') + '\n'), bad(), Buffer.from('\n' + text('AFTER') + '\n')])), 601],
    ['x.json.gz', () => gzipSync(Buffer.concat([Buffer.from('[\n' + PAD.join(',\n') + ',\n'), bad(), Buffer.from(',\n' + text('AFTER') + '\n]\n')])), 602],
  ];
  for (const [name, body, line] of cases) {
    it(`${name}: refused on line ${line}, named BAD; the 601 others audited, 602 = 601 + 1`, async () => {
      const r = await audit(writeFiles({ [name]: body() }));
      expect([r.summary.hands, r.summary.audited, r.summary.rejected]).toEqual([602, 601, 1]);
      const input = r.findings.filter((f) => f.category === 'input');
      expect(input.map((f) => [f.rule, f.hand_id, f.source?.line, f.source?.index])).toEqual([['input-unreadable', 'BAD', line, 600]]);
      expect(r.findings.some((f) => f.dealer_id?.includes('\ufffd'))).toBe(false);
    });
  }

  it('CSV: the row is refused with its line, and with it its hand; the hands around it audited', async () => {
    const header = 'hand_id,game,table_id,started_at,currency,type,name,seat,spot,amount';
    const head = (id: string) => `${id},pot-luck-blackjack,PL-03,2026-11-06T20:21:01-05:00,PEN,procedure,shuffle,,,`;
    const rows = (id: string) => [head(id), ',,,,,procedure,count,,,', ',,,,,procedure,wash,,,'];
    const pad = Array.from({ length: 2000 }, (_, i) => rows(`P${i}`).join('\n')).join('\n');
    // Line 1 the header, 3 rows a hand: hand BAD's rows on lines 6002-6004, its second row holding the byte.
    const body = Buffer.concat([
      Buffer.from(`${header}\n${pad}\n${head('BAD')}\n,,,,,procedure,count,,,`), LATIN1_N, Buffer.from(`\n,,,,,procedure,wash,,,\n${rows('AFTER').join('\n')}\n`),
    ]);
    const r = await audit(writeFiles({ 'x.csv': body }));
    expect([r.summary.hands, r.summary.rejected]).toEqual([2002, 1]);
    const bad = r.findings.filter((f) => f.rule === 'input-unreadable');
    expect(bad.map((f) => [f.hand_id, f.source?.line, f.source?.index])).toEqual([['BAD', 6003, 2000]]);
    expect(bad[0]!.message.es).toMatch(/x\.csv:6003\): la fila contiene bytes que no son UTF-8/);
  });

  it('veedor audit and replay say it in English and Spanish, exit 1, no stack', () => {
    const [log] = writeFiles({ 'late.ndjson': Buffer.concat([Buffer.from(PAD.join('\n') + '\n'), bad(), Buffer.from('\n')]) });
    const en = veedor(['audit', log!, '--lang', 'en']);
    expect(en.stderr).not.toMatch(STACK);
    expect(en.code).toBe(1);
    expect(en.stdout).toContain('late.ndjson:601): the line holds bytes that are not UTF-8, the file\'s encoding as its start shows');
    const es = veedor(['audit', log!, '--lang', 'es']);
    expect(es.stdout).toContain('late.ndjson:601): la línea contiene bytes que no son UTF-8, la codificación del archivo según su comienzo');
    const replay = veedor(['replay', log!, 'BAD', '--lang', 'en']);
    expect(replay.code).toBe(2);
    expect(replay.stderr).toMatch(/^veedor: hand BAD in .*late\.ndjson cannot be replayed: .*the line holds bytes that are not UTF-8/);
  });
});
