// A log saved as UTF-16 (Windows Notepad's "Unicode", with or without its byte-order mark) was reported as "binary
// (it contains NUL bytes), not a hand log": true of its bytes, no help to the inspector holding a text file. It is
// still not read (the format is UTF-8), and the note now says what the file is and what to do.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readLog } from '../../../engine/input/readers.js';
import type { RawRecord } from '../../../engine/input/readers.js';
import { renderReason } from '../../../engine/core/reasons.js';
import { tempDir } from '../../helpers/temp.js';

const hand = '{"hand_id":"U16","game":"pot-luck-blackjack","table_id":"T","started_at":"2026-11-06T20:21:01-05:00","events":[]}';

async function read(path: string, format: 'json' | 'ndjson') {
  const out: RawRecord[] = [];
  for await (const r of readLog(path, format)) out.push(r);
  return out.map((r) => (r.kind === 'file-problem' ? renderReason(r.reason, 'en') : r.kind));
}

describe('a UTF-16 log', () => {
  const dir = tempDir('utf16');
  const NOTE = 'the file is UTF-16 text, not UTF-8 (the format\'s encoding): nothing read; save it as UTF-8 and audit it again';

  it.each([
    ['le-bom.ndjson', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(hand + '\n', 'utf16le')])],
    ['be-bom.json', Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(`[${hand}]`, 'utf16le').swap16()])],
    ['le-no-bom.ndjson', Buffer.from(hand + '\n', 'utf16le')],
    ['be-no-bom.json', Buffer.from(`[${hand}]`, 'utf16le').swap16()],
  ])('%s: one note naming UTF-16, no record', async (name, bytes) => {
    const path = join(dir, name);
    writeFileSync(path, bytes);
    expect(await read(path, name.endsWith('.json') ? 'json' : 'ndjson')).toEqual([NOTE]);
  });

  it.each([
    ['le-bom.ndjson', Buffer.concat([Buffer.from([0xff, 0xfe, 0, 0]), ...[...(hand + '\n')].map((c) => { const b = Buffer.alloc(4); b.writeUInt32LE(c.codePointAt(0)!); return b; })])],
    ['be-bom.json', Buffer.concat([Buffer.from([0, 0, 0xfe, 0xff]), ...[...`[${hand}]`].map((c) => { const b = Buffer.alloc(4); b.writeUInt32BE(c.codePointAt(0)!); return b; })])],
  ])('UTF-32 %s: said as UTF-32 (it was "UTF-16"), no record', async (name, bytes) => {
    const path = join(dir, `utf32-${name}`);
    writeFileSync(path, bytes);
    expect(await read(path, name.endsWith('.json') ? 'json' : 'ndjson')).toEqual(['the file is UTF-32 text, not UTF-8 (the format\'s encoding): nothing read; save it as UTF-8 and audit it again']);
  });

  it.each([
    ['brace-nul.ndjson', Buffer.from([0x7b, 0x00, 0xff, 0x10, 0x0a])],
    ['nul-in-first-line.ndjson', Buffer.concat([Buffer.from(hand.slice(0, 20)), Buffer.from([0]), Buffer.from(hand.slice(20) + '\n' + hand + '\n')])],
    ['png.ndjson', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52])],
  ])('other NUL bytes in a file\'s first line are still "binary": %s', async (name, bytes) => {
    const path = join(dir, name);
    writeFileSync(path, bytes);
    expect(await read(path, name.endsWith('.json') ? 'json' : 'ndjson')).toEqual(['the file is binary (it contains NUL bytes), not a hand log: nothing read']);
  });

  it('a SQLite database given as a log is said as one (file-kind.ts), with the option that reads a store', async () => {
    const path = join(dir, 'sqlite.json');
    writeFileSync(path, Buffer.concat([Buffer.from('SQLite format 3'), Buffer.from([0, 16, 0, 1, 1, 0, 64, 32, 32, 10])]));
    expect(await read(path, 'json')).toEqual(['the file is not text but a SQLite database: nothing read; a Veedor store is read with --db (veedor findings, summary, stats, replay)']);
  });
});
