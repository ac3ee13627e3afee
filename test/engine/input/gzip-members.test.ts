// A .gz log read member by member (engine/input/gunzip.ts). Node's gunzip stream dropped the data it had
// inflated from the write in which bytes that are not gzip follow a complete member: the last hands of a
// whole log were never read (4 of 3,000 here), under a note that called the file "damaged or cut short"; a
// small such file was "not gzip-compressed data: nothing read". gzip(1) reads it all and warns of "trailing
// garbage". Now every hand of the compressed data is read, then one note names the bytes not read.
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gunzipMembers, GzipTrailingError } from '../../../engine/input/gunzip.js';
import { ROOT } from '../../cli/run-cli.js';
import { audit, writeFiles } from '../../helpers/audit-files.js';

const HAND = JSON.parse(readFileSync(join(ROOT, 'fixtures/pe-pot-luck-black-jack/clean-examples.json'), 'utf8'))[0] as Record<string, unknown>;
const ndjson = (n: number, from = 0) => Array.from({ length: n }, (_, i) => JSON.stringify({ ...HAND, hand_id: `G${from + i}` }) + '\n').join('');

async function inflate(bytes: Buffer, chunk: number): Promise<{ text: string; error?: Error }> {
  const pieces = (function* () {
    for (let at = 0; at < bytes.length; at += chunk) yield bytes.subarray(at, at + chunk);
  })();
  const out: Buffer[] = [];
  try {
    for await (const b of gunzipMembers((async function* () { yield* pieces; })())) out.push(b);
    return { text: Buffer.concat(out).toString() };
  } catch (e) {
    return { text: Buffer.concat(out).toString(), error: e as Error };
  }
}

describe('gunzipMembers', () => {
  const text = ndjson(200);
  const gz = gzipSync(text);

  it('one member, two members, zeros after them: the whole text, at any chunk size', async () => {
    const two = Buffer.concat([gzipSync(text.slice(0, 1000)), gzipSync(text.slice(1000))]);
    for (const chunk of [1, 7, 10, 4096, 1 << 20]) {
      expect(await inflate(gz, chunk), `chunk ${chunk}`).toEqual({ text });
      expect(await inflate(two, chunk), `two members, chunk ${chunk}`).toEqual({ text });
      expect(await inflate(Buffer.concat([gz, Buffer.alloc(512)]), chunk), `zeros, chunk ${chunk}`).toEqual({ text });
    }
  });

  it('bytes that are not gzip after the data: the whole text first, then GzipTrailingError naming them', async () => {
    for (const chunk of [1, 9, 1 << 20]) {
      const r = await inflate(Buffer.concat([gz, Buffer.from('GARBAGE')]), chunk);
      expect(r.text).toBe(text);
      expect(r.error).toBeInstanceOf(GzipTrailingError);
      expect([(r.error as GzipTrailingError).at, (r.error as GzipTrailingError).bytes]).toEqual([gz.length, 7]);
    }
  });

  it('damage: cut short, a flipped data byte, a wrong CRC, no gzip at all: zlib\'s codes, never a hang', async () => {
    expect((await inflate(gz.subarray(0, gz.length - 20), 4096)).error).toMatchObject({ code: 'Z_BUF_ERROR', message: 'unexpected end of file' });
    const crc = Buffer.from(gz);
    crc[crc.length - 8] = crc[crc.length - 8]! ^ 0xff;
    expect((await inflate(crc, 4096)).error).toMatchObject({ code: 'Z_DATA_ERROR', message: 'incorrect data check' });
    expect((await inflate(Buffer.from('{"hand_id": "x"}\n'), 4096)).error).toMatchObject({ code: 'Z_DATA_ERROR', message: 'incorrect header check' });
    expect((await inflate(Buffer.alloc(0), 4096)).error).toMatchObject({ code: 'Z_BUF_ERROR' });
    const flipped = Buffer.from(gz);
    flipped[40] = flipped[40]! ^ 0xff;
    expect((await inflate(flipped, 4096)).error?.message).toMatch(/invalid|incorrect/);
  });

  it('a header with a name, a comment and an extra field (gzip -N, other tools) is read past', async () => {
    const plain = gzipSync(text);
    // FLG = FEXTRA | FNAME | FCOMMENT; the rest of the header and the data as zlib wrote them.
    const header = Buffer.concat([Buffer.from([0x1f, 0x8b, 8, 4 | 8 | 16]), plain.subarray(4, 10), Buffer.from([3, 0, 1, 2, 3]), Buffer.from('hands.ndjson\0a comment\0')]);
    expect(await inflate(Buffer.concat([header, plain.subarray(10)]), 5)).toEqual({ text });
  });
});

describe('a .gz log with bytes that are not gzip after its data', () => {
  it('3,000 hands: all 3,000 audited, one note naming the 16 bytes (before: 2,996 and "damaged or cut short")', async () => {
    const gz = gzipSync(ndjson(3000));
    const [p] = writeFiles({ 'trail.ndjson.gz': Buffer.concat([gz, Buffer.from('GARBAGE-TRAILING')]) });
    const r = await audit([p!]);
    expect([r.summary.hands, r.summary.audited, r.summary.rejected]).toEqual([3000, 3000, 0]);
    expect(r.findings.map((f) => [f.rule, f.message.en.replace(/^[^)]*\): /, '')])).toEqual([
      ['input-file', `the 16 bytes after the compressed data (from byte ${gz.length}) are not gzip data and are not read; every hand of the compressed data was read`],
    ]);
    expect(r.findings[0]!.message.es).toMatch(/los 16 bytes que siguen a los datos comprimidos \(desde el byte \d+\) no son datos gzip/);
  });

  it('a small JSON .gz with garbage after it: its hand read (before: "not gzip-compressed data: nothing read")', async () => {
    const [p] = writeFiles({ 'small.json.gz': Buffer.concat([gzipSync(`[${JSON.stringify(HAND)}]`), Buffer.from('xyz')]) });
    const r = await audit([p!]);
    expect([r.summary.hands, r.summary.audited]).toEqual([1, 1]);
    expect(r.findings.map((f) => f.rule)).toEqual(['input-file']);
  });
});
