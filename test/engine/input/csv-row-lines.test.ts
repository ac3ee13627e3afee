// A CSV hand is many rows: a rejection cites the line of the row that holds the field (file, line, field), in the
// audit (one thread and workers: fixtures/bad-input/csv-rejection-row-lines.*, corpus and workers tests) and in
// `veedor validate`, which reads records as the audit reads them.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, STACK, veedor } from '../../cli/run-cli.js';
import { lineOfField } from '../../../engine/input/readers.js';

const LOG = join(ROOT, 'fixtures', 'bad-input', 'csv-rejection-row-lines.csv');

describe('a CSV rejection cites its row', () => {
  it('lineOfField: an event field is its row\'s line, a hand column the row that gave it, anything else undefined', () => {
    const lines = { events: [2, 3, 5], fields: { hand_id: 2, currency: 4 } };
    expect(lineOfField(lines, 'events[2].amount')).toBe(5);
    expect(lineOfField(lines, 'events[0]')).toBe(2);
    expect(lineOfField(lines, 'currency')).toBe(4);
    expect(lineOfField(lines, 'table.min_bet')).toBeUndefined();
    expect(lineOfField(lines, 'toString')).toBeUndefined();
    expect(lineOfField(undefined, 'events[0].amount')).toBeUndefined();
  });

  it('veedor validate names the offending row\'s line for each rejected hand', () => {
    const r = veedor(['validate', LOG, '--lang', 'en']);
    expect(r.stderr).not.toMatch(STACK);
    expect(r.code).toBe(1);
    const cited = r.stdout.split('\n').filter((l) => /^\S+\.csv:\d+:/.test(l)).map((l) => /\.csv:(\d+): (\S+) \[(\S+)\] /.exec(l)!.slice(1));
    expect(cited).toEqual([['6', 'RL-1', 'events[4].amount'], ['11', 'RL-3', 'currency'], ['14', 'RL-4', 'events[2].amount']]);
  });
});
