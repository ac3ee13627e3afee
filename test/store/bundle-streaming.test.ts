// memory23: a run's bundle is written and checked a row at a time. `export` read every table's rows whole (.all())
// and joined each file into one text; `verify --bundle` read each file whole, split it and parsed every row before
// hashing: peak RSS grew with the run's hands (325 and 302 MB at 100,000 Pot Luck hands). The rows now come from
// SQLite one at a time (tableRows iterates) and the files are read a block at a time into parsers fed in pieces, which
// must give exactly what the whole text gave (fromCsv, the NDJSON split) wherever the pieces are cut.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { csvRows, exportRun, fromCsv, ndjsonRows, verifyBundle } from '../../store/bundle.js';
import { tableRows } from '../../store/chain.js';
import { resolveRun } from '../../store/runs.js';
import { cloneHands, storeAudit, tempDir, writeNdjson } from './helpers.js';

/** The rows a parser gives for `text` fed as the pieces cut at `cuts`, or the error's message. */
function fed(make: (onRow: (r: Record<string, unknown>) => void) => { push(t: string): void; end(): void }, text: string, cuts: number[]): unknown {
  const rows: Record<string, unknown>[] = [];
  const p = make((r) => rows.push(r));
  try {
    let at = 0;
    for (const c of cuts) {
      p.push(text.slice(at, c));
      at = c;
    }
    p.push(text.slice(at));
    p.end();
    return rows;
  } catch (e) {
    return (e as Error).message;
  }
}

function whole(f: () => unknown): unknown {
  try {
    return f();
  } catch (e) {
    return (e as Error).message;
  }
}

const CSV_TEXTS = [
  '"a","b","c"\r\n"x",1,\r\n"y""z",-2,"\'=1"\r\n',
  '"a","b"\r\n"line\r\nbreak",3\r\n"q",',
  '"a","b"\n"no crlf",4\n"last",5',
  '"a","b"\r\n"bare",oops\r\n',
  '"a","b"\r\n"open',
  '"a"\r\r\n"b"\r\n\r\n',
  '',
  '"a","b"\r\n"x"junk,7\r\n',
];

describe('the bundle parsers fed a piece at a time give what the whole text gave (memory23)', () => {
  it('csvRows = fromCsv for every single cut and every pair of cuts, marked and not', () => {
    for (const text of CSV_TEXTS) {
      for (const marked of [true, false]) {
        const want = whole(() => fromCsv(text, marked));
        for (let i = 0; i <= text.length; i++) {
          expect(fed((on) => csvRows(marked, on), text, [i]), `${JSON.stringify(text)} cut at ${i}`).toEqual(want);
          for (let j = i; j <= text.length; j++) expect(fed((on) => csvRows(marked, on), text, [i, j])).toEqual(want);
        }
      }
    }
    expect(fed((on) => csvRows(true, on), CSV_TEXTS[0]!, [3, 9, 20])).toEqual([{ a: 'x', b: 1, c: null }, { a: 'y"z', b: -2, c: '=1' }]);
    expect(fed((on) => csvRows(true, on), CSV_TEXTS[3]!, [10])).toBe('line 2: a field is neither quoted text, an integer nor empty: oops');
  });

  it('ndjsonRows = the whole text split on newlines, empty lines skipped, for every cut', () => {
    const text = '{"a":1}\n\n{"b":"x\\ny"}\r\n{"c":null,"d":"[1,2]"}';
    const want = text.split('\n').filter(Boolean).map((l) => JSON.parse(l) as unknown);
    for (let i = 0; i <= text.length; i++) expect(fed(ndjsonRows, text, [i])).toEqual(want);
    expect(fed(ndjsonRows, '{"a":1}\n{bad\n', [4])).toMatch(/JSON/);
  });
});

describe('export reads a run\'s rows one at a time (memory23)', () => {
  it('tableRows is an iterator over the rows, not an array, and gives every hand in order', async () => {
    const dir = tempDir('bundle-streaming');
    writeNdjson(join(dir, 'log.ndjson'), cloneHands(5));
    const { db, run } = await storeAudit(join(dir, 's.db'), ['log.ndjson'], dir);
    try {
      const seq = resolveRun(db, run.run.id).seq;
      const rows = tableRows(db, 'hands', seq);
      expect(Array.isArray(rows)).toBe(false);
      const first = rows.next();
      expect(first.done).toBe(false);
      expect(first.value).toHaveProperty('idx', 0);
      rows.return?.();
      expect([...tableRows(db, 'run_hands', seq)].map((r) => r['idx'])).toEqual([0, 1, 2, 3, 4]);
      // The bundle written from those rows checks.
      const out = join(dir, 'bundle');
      const m = exportRun(db, resolveRun(db, run.run.id), out);
      expect(m.files['hands.csv']!.rows).toBe(5);
      expect(m.files['run_hands.csv']!.rows).toBe(5);
      const check = verifyBundle(out);
      expect(check.problems).toEqual([]);
      expect(check.ok).toBe(true);
    } finally {
      db.close();
    }
  });
});
