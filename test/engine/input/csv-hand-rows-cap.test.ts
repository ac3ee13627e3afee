// A CSV hand is one row per event, and nothing in the file bounds its rows: a hand of a million rows was
// held whole (1,000,001 events, 260 MB of heap for 43 MB of CSV; three million rows ran a 48 MB heap out of
// memory) only for the schema to refuse it for having more than 10,000 events. Past the cap its rows are
// counted, not held: the same refusal, named on the row that crossed the cap, the read going on after it.
import { createWriteStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { csvRowsToHands, CSV_COLUMNS } from '../../../engine/input/csv-hands.js';
import { MAX_EVENTS } from '../../../engine/input/record-text.js';
import { renderReason } from '../../../engine/core/reasons.js';
import { ROOT, STACK, veedor } from '../../cli/run-cli.js';
import { tempDir } from '../../helpers/temp.js';

const HEADER = [...CSV_COLUMNS];
const row = (cells: Record<string, string>) => HEADER.map((c) => cells[c] ?? '');
const HEAD = { game: 'pot-luck-blackjack', table_id: 'PL-03', started_at: '2026-11-06T20:21:01-05:00' };

async function* rows(n: number) {
  yield [HEADER];
  yield [row({ hand_id: 'BIG', ...HEAD, type: 'procedure', name: 'shuffle' })];
  const count = row({ type: 'procedure', name: 'count' });
  for (let done = 1; done < n; done += 10_000) yield Array.from({ length: Math.min(10_000, n - done) }, () => count);
  yield [row({ hand_id: 'NEXT', ...HEAD, type: 'procedure', name: 'shuffle' })];
}

describe('a CSV hand of more rows than a hand may have events', () => {
  it('is refused on the row past the cap with its real count, and the next hand is read', async () => {
    expect(MAX_EVENTS).toBe(JSON.parse(readFileSync(join(ROOT, 'engine/input/hand-log.schema.json'), 'utf8')).properties.events.maxItems);
    const out = [];
    for await (const r of csvRowsToHands(rows(250_000))) out.push(r);
    expect(out.map((r) => r.kind)).toEqual(['unreadable', 'hand']);
    const big = out[0]!;
    if (big.kind !== 'unreadable') throw new Error('not refused');
    // Line 1 the header, the hand's events on lines 2 onwards: event 10,001 is on line 10,002.
    expect([big.line, big.index, big.field, big.handId]).toEqual([MAX_EVENTS + 2, 0, 'events', 'BIG']);
    expect(renderReason(big.reason, 'en')).toBe('the hand has 250000 events; a hand may have at most 10000 (a replay\'s cost grows with the square of its events)');
    expect(renderReason(big.reason, 'es')).toMatch(/^la mano tiene 250000 eventos; una mano puede tener como máximo 10000/);
    const next = out[1]!;
    expect(next.kind === 'hand' && [next.line, next.index, (next.value as { hand_id: string }).hand_id]).toEqual([250_002, 1, 'NEXT']);
  });

  it('exactly 10,000 rows is a hand, held whole', async () => {
    const out = [];
    for await (const r of csvRowsToHands(rows(MAX_EVENTS))) out.push(r);
    expect(out.map((r) => r.kind)).toEqual(['hand', 'hand']);
    expect(out[0]!.kind === 'hand' && (out[0]!.value as { events: unknown[] }).events.length).toBe(MAX_EVENTS);
  });

  it('veedor audit reads 1.2 million rows of one hand in a 48 MB heap, counts reconciled', async () => {
    const dir = tempDir('csv-rows-cap');
    const log = join(dir, 'one-long-hand.csv');
    const file = createWriteStream(log);
    for await (const batch of rows(1_200_000)) file.write(batch.map((r) => r.join(',')).join('\n') + '\n');
    await new Promise<void>((resolve, reject) => file.end((e?: Error | null) => (e ? reject(e) : resolve())));
    const r = veedor(['audit', log, '--format', 'json', '--lang', 'en'], { env: { NODE_OPTIONS: '--max-old-space-size=48' }, timeout: 120_000 });
    expect(r.stderr).not.toMatch(STACK);
    expect(r.code).toBe(1);
    const doc = JSON.parse(r.stdout);
    expect([doc.summary.hands, doc.summary.audited, doc.summary.rejected]).toEqual([2, 1, 1]);
    const f = doc.findings.find((x: { rule: string }) => x.rule === 'input-unreadable');
    expect([f.hand_id, f.field, f.source.line]).toEqual(['BIG', 'events', 10_002]);
    expect(f.message).toMatch(/the hand has 1200000 events; a hand may have at most 10000/);
  }, 120_000);
});
