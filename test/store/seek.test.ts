// A stored hand read again at its byte offset (schema 5) instead of reading its log from the start: the
// same replay as the log file's, for hands at the start, middle and end of NDJSON (LF and CRLF), JSON and
// CSV logs; a JSON array on one line (no hand has a record of its own there) read forward, as before;
// and the last hand of a 100,000-hand NDJSON read without reading the file.
import { statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { Workbench } from '../../app/workbench/index.js';
import { auditIntoStore } from '../../app/audit.js';
import { locateStoredHand, replayStoredRecord } from '../../app/replay-run.js';
import { replayHand } from '../../app/replay.js';
import { logFileSource } from '../../audit/find-hand.js';
import { handsToCsv } from '../../engine/input/to-csv.js';
import { readLog } from '../../engine/input/readers.js';
import type { LogFormat } from '../../engine/input/readers.js';
import { RULESETS } from '../../rules-catalog/index.js';
import { renderReplayText } from '../../reports/replay/text.js';
import { openStore } from '../../store/db.js';
import { LineOffsets } from '../../store/offsets.js';
import { readRecordAt } from '../../store/seek.js';
import type { ReadCount } from '../../store/seek.js';
import { cloneHands, tempDir } from './helpers.js';

const N = 9;

/** Audits `file` (in `dir`) into a store there; the run's id. */
async function audit(dir: string, file: string, tables?: Map<string, Record<string, unknown>>): Promise<{ db: string; run: string }> {
  const here = process.cwd();
  process.chdir(dir);
  const db = openStore('s.db', { create: true });
  try {
    const r = await auditIntoStore(db, { paths: [file], rulesets: RULESETS, tables });
    r.run.dispose();
    return { db: join(dir, 's.db'), run: r.run.run.id };
  } finally {
    db.close();
    process.chdir(here);
  }
}

function offsetsOf(db: string): { hand_id: string; line: number; byte_offset: number | null; byte_length: number | null }[] {
  const s = openStore(db, { create: false });
  try {
    return s.prepare('SELECT hand_id, line, byte_offset, byte_length FROM hands ORDER BY idx').all() as ReturnType<typeof offsetsOf>;
  } finally {
    s.close();
  }
}

/** The replay through the store (its record alone: undefined when it was not read so) and through the log read forward. */
async function both(dir: string, file: string, db: string, run: string, hand: string, format: LogFormat, tables?: Map<string, Record<string, unknown>>) {
  const place = await locateStoredHand({ db, run, handId: hand });
  const count: ReadCount = { bytes: 0 };
  const sought = await replayStoredRecord(place, hand, 'en', count);
  const forward = await replayHand(logFileSource(place.path, { rulesets: RULESETS, tables, format }), hand, 'en');
  expect(forward.kind).toBe('replayed');
  return { sought: sought && renderReplayText(sought), forward: forward.kind === 'replayed' ? renderReplayText(forward.doc) : '', count, size: statSync(join(dir, file)).size };
}

const LOGS: { name: string; file: string; format: LogFormat; write: (hands: Record<string, any>[]) => string; tables?: boolean }[] = [
  { name: 'NDJSON', file: 'a.ndjson', format: 'ndjson', write: (hs) => hs.map((h) => JSON.stringify(h)).join('\n') + '\n' },
  { name: 'NDJSON with CRLF and a blank line', file: 'b.ndjson', format: 'ndjson', write: (hs) => '\r\n' + hs.map((h) => JSON.stringify(h)).join('\r\n') },
  { name: 'a JSON array, one element a few lines', file: 'c.json', format: 'json', write: (hs) => JSON.stringify(hs, null, 2) + '\n' },
  { name: 'CSV (one row per event, the tables in a file)', file: 'd.csv', format: 'csv', write: (hs) => handsToCsv(hs), tables: true },
];

describe('a stored hand read at its byte offset', () => {
  for (const log of LOGS) {
    it(`${log.name}: the hands at the start, middle and end replay as from the log read forward, reading only their record`, async () => {
      const dir = tempDir('seek');
      const hands = cloneHands(N, { prefix: 'S', underpayEvery: 4 });
      writeFileSync(join(dir, log.file), log.write(hands));
      const tables = log.tables ? new Map(hands.filter((h) => h['table']).map((h) => [h['table_id'] as string, h['table'] as Record<string, unknown>])) : undefined;
      const { db, run } = await audit(dir, log.file, tables);
      const rows = offsetsOf(db);
      expect(rows).toHaveLength(N);
      for (const r of rows) expect(r.byte_offset, r.hand_id).not.toBeNull();
      // Each record ends where the next begins; the last at the end of the file.
      for (let i = 0; i + 1 < rows.length; i++) expect(rows[i]!.byte_offset! + rows[i]!.byte_length!).toBe(rows[i + 1]!.byte_offset);
      const size = statSync(join(dir, log.file)).size;
      expect(rows.at(-1)!.byte_offset! + rows.at(-1)!.byte_length!).toBe(size);
      for (const hand of ['S-0000000', 'S-0000004', 'S-0000008']) {
        const r = await both(dir, log.file, db, run, hand, log.format, tables);
        expect(r.sought, hand).toBeDefined();
        expect(r.sought, hand).toBe(r.forward);
        // The head (to check the encoding as the forward read does), the record, for CSV nothing more: not the file.
        expect(r.count.bytes, hand).toBeLessThan(Math.min(size, 65536) + size / 3);
      }
      // The workbench's hand page reads the same record: replayed, from its offset.
      const wb = Workbench.open(db);
      try {
        const view = await wb.hand(wb.run(run), 'S-0000008', 'en');
        expect(view.kind).toBe('replayed');
        expect(view.place.byteOffset).toBe(rows.at(-1)!.byte_offset);
      } finally {
        wb.close();
      }
      // Hand 4 is under-paid: its finding is on the replay both ways.
      expect((await both(dir, log.file, db, run, 'S-0000004', log.format, tables)).sought).toContain('Art. 15º');
    }, 60_000);
  }

  it('a JSON array on one line: no hand has an offset; the replay reads the log forward, as before', async () => {
    const dir = tempDir('seek');
    writeFileSync(join(dir, 'one.json'), JSON.stringify(cloneHands(5, { prefix: 'S' })));
    const { db, run } = await audit(dir, 'one.json');
    expect(offsetsOf(db).map((r) => [r.byte_offset, r.byte_length])).toEqual(Array(5).fill([null, null]));
    const place = await locateStoredHand({ db, run, handId: 'S-0000003' });
    expect(place.at).toBeUndefined();
    expect(await replayStoredRecord(place, 'S-0000003', 'en')).toBeUndefined();
  }, 60_000);

  it('an offset that is not the hand\'s record (a stale index): undefined, and the caller reads forward', async () => {
    const dir = tempDir('seek');
    writeFileSync(join(dir, 'a.ndjson'), cloneHands(3, { prefix: 'S' }).map((h) => JSON.stringify(h)).join('\n') + '\n');
    const { db, run } = await audit(dir, 'a.ndjson');
    const place = await locateStoredHand({ db, run, handId: 'S-0000002' });
    expect(await replayStoredRecord({ ...place, at: { offset: 0, length: place.at!.offset } }, 'S-0000002', 'en')).toBeUndefined();
    expect(await replayStoredRecord({ ...place, at: { offset: 3, length: 40 } }, 'S-0000002', 'en')).toBeUndefined();
    expect(await replayStoredRecord(place, 'S-0000002', 'en')).toBeDefined();
  }, 60_000);

  it('the last hand of a 100,000-hand NDJSON: read at its offset, a few kilobytes, far quicker than reading forward', async () => {
    const dir = tempDir('seek');
    const path = join(dir, 'big.ndjson');
    const base = cloneHands(4, { prefix: 'BIG' });
    const lines: string[] = [];
    for (let i = 0; i < 100_000; i++) {
      const h = base[i % 4]!;
      h['hand_id'] = `BIG-${String(i).padStart(7, '0')}`;
      lines.push(JSON.stringify(h));
    }
    writeFileSync(path, lines.join('\n') + '\n');
    const size = statSync(path).size;
    // What the audit stores: the last line's start, found by the scanner beside the audit.
    const scan = new LineOffsets(path, 'ndjson');
    const offset = scan.offsetOf(100_000)!;
    scan.close();
    expect(offset).toBe(size - Buffer.byteLength(lines.at(-1)!) - 1);

    // Both readers once first (their code compiled), then each timed.
    await readRecordAt(path, 'ndjson', { offset: 0, length: Buffer.byteLength(lines[0]!) + 1 });
    for await (const r of readLog(path, 'ndjson')) if (r.kind === 'hand') break;
    const t0 = process.hrtime.bigint();
    const count: ReadCount = { bytes: 0 };
    const rec = await readRecordAt(path, 'ndjson', { offset, length: size - offset }, count);
    const sought = Number(process.hrtime.bigint() - t0);
    expect((rec!.value as { hand_id: string }).hand_id).toBe('BIG-0099999');
    expect(rec!.line).toBe(1);

    const t1 = process.hrtime.bigint();
    let last: unknown;
    for await (const r of readLog(path, 'ndjson')) if (r.kind === 'hand' && r.index === 99_999) last = r.value;
    const forward = Number(process.hrtime.bigint() - t1);
    expect(last).toEqual(rec!.value);
    // The head and the one line: well under 1 % of the file's bytes, and (generously) at least 5 times quicker than the forward read.
    expect(count.bytes).toBe(65536 + (size - offset));
    expect(count.bytes).toBeLessThan(size / 100);
    expect(forward / sought).toBeGreaterThan(5);
  }, 120_000);
});

describe('a store from before schema 5 (no offsets in its hand index)', () => {
  it('is read as it is: the hand is found and replayed by reading its log forward', async () => {
    const dir = tempDir('seek');
    // A JSON array on one line: its hands have no offsets, so dropping the columns leaves every seal as it was.
    writeFileSync(join(dir, 'one.json'), JSON.stringify(cloneHands(5, { prefix: 'S', underpayEvery: 4 })));
    const { db, run } = await audit(dir, 'one.json');
    const raw = new Database(db);
    raw.exec('ALTER TABLE hands DROP COLUMN byte_length; ALTER TABLE hands DROP COLUMN byte_offset; PRAGMA user_version = 4');
    raw.close();
    const place = await locateStoredHand({ db, run, handId: 'S-0000004' });
    expect(place.at).toBeUndefined();
    expect(place.line).toBe(1);
    const wb = Workbench.open(db);
    try {
      expect(wb.runs()[0]!.seal).toBe('sealed');
      const view = await wb.hand(wb.run(run), 'S-0000004', 'en');
      expect(view.kind).toBe('replayed');
      expect(view.place.byteOffset).toBeNull();
      expect(view.findings.map((f) => f.article)).toEqual(['Art. 15º']);
    } finally {
      wb.close();
    }
  }, 60_000);
});

describe('the line scanner beside the audit', () => {
  it('names each line\'s first byte as the readers count lines (NDJSON: LF, CRLF, lone CR; JSON and CSV: LF), across its 1 MB reads', () => {
    const dir = tempDir('seek');
    const path = join(dir, 'breaks.txt');
    // About 3 MB of short lines ended at random by LF, CRLF or CR: some break straddles a 1 MB boundary.
    let seed = 7;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const parts: string[] = [];
    for (let n = 0; n < 3_200_000;) {
      const text = 'x'.repeat(Math.floor(rand() * 40));
      const br = ['\n', '\r\n', '\r'][Math.floor(rand() * 3)]!;
      parts.push(text + br);
      n += text.length + br.length;
    }
    const bytes = Buffer.from(parts.join(''), 'latin1');
    writeFileSync(path, bytes);
    const expected = (crBreaks: boolean): number[] => {
      const starts = [0];
      for (let i = 0; i < bytes.length; i++) {
        if (bytes[i] === 10) starts.push(i + 1);
        else if (bytes[i] === 13 && crBreaks) starts.push(bytes[i + 1] === 10 ? ++i + 1 : i + 1);
      }
      return starts;
    };
    for (const [format, crBreaks] of [['ndjson', true], ['json', false], ['csv', false]] as const) {
      const want = expected(crBreaks);
      const scan = new LineOffsets(path, format);
      const got = want.map((_, i) => scan.offsetOf(i + 1));
      expect(scan.offsetOf(3)).toBeUndefined(); // a line before the last asked for: none
      scan.close();
      expect(got.length).toBe(want.length);
      const off = got.findIndex((g, i) => g !== want[i]);
      expect(off, `${format}: line ${off + 1}`).toBe(-1);
    }
  });
});
