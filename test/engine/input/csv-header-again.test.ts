// Two CSV exports joined with `cat`: the second file's header sits in the middle of the first's rows. It was
// read as a hand whose hand_id is "hand_id", refused as `"started_at" is not an ISO 8601 date-time` (a hand
// counted that is none, in words that hide what happened), and when the second export had its columns in
// another order every row after it was read under the wrong names. The header row is now said on its line,
// counts no hand, and the rows after it are read by it.
import { describe, expect, it } from 'vitest';
import { audit, writeFiles } from '../../helpers/audit-files.js';

const HEAD = ['hand_id', 'game', 'table_id', 'started_at', 'currency', 'type', 'name', 'seat', 'spot', 'to', 'card', 'amount'];
const handRows = (id: string) => [
  [id, 'pot-luck-blackjack', 'PL-03', '2026-11-06T20:21:01-05:00', 'PEN', 'procedure', 'shuffle', '', '', '', '', ''],
  ['', '', '', '', '', 'bet', '', '1', 'main', '', '', '50'],
  ['', '', '', '', '', 'deal', '', '', '', 'seat:1', 'Th', ''],
];
const csv = (rows: string[][]) => rows.map((r) => r.join(',')).join('\n') + '\n';
const reversed = (rows: string[][]) => rows.map((r) => [...r].reverse());

describe('a CSV header in the middle of the file', () => {
  it('the same header again (with its byte-order mark): a note on its line, no hand; the hands on both sides read, 2 hands', async () => {
    const text = csv([HEAD, ...handRows('A')]) + '\ufeff' + csv([HEAD, ...handRows('B')]);
    const r = await audit(writeFiles({ 'joined.csv': text }));
    expect([r.summary.hands, r.summary.audited, r.summary.rejected]).toEqual([2, 2, 0]);
    const notes = r.findings.filter((f) => f.category === 'input');
    expect(notes.map((f) => [f.rule, f.source?.line, f.hand_id])).toEqual([['input-file', 5, null]]);
    expect(notes[0]!.message.en).toMatch(/line 5 repeats the CSV header \(two files joined\?\): it is no hand; the rows after it are read as before$/);
    expect(notes[0]!.message.es).toMatch(/la línea 5 repite la cabecera CSV \(¿dos archivos unidos\?\): no es una mano/);
    // Both hands' findings are about their own events (the same in each): the header made no hand of its own.
    expect(new Set(r.findings.filter((f) => f.category !== 'input').map((f) => f.hand_id))).toEqual(new Set(['A', 'B']));
  });

  it('a header with the columns in another order: the rows after it read by it, the same findings as the first hand', async () => {
    const text = csv([HEAD, ...handRows('A')]) + csv(reversed([HEAD, ...handRows('B')]));
    const r = await audit(writeFiles({ 'reordered.csv': text }));
    expect([r.summary.hands, r.summary.audited, r.summary.rejected]).toEqual([2, 2, 0]);
    const notes = r.findings.filter((f) => f.category === 'input');
    expect(notes.map((f) => [f.source?.line, f.message.en.replace(/^[^)]*\): /, '')])).toEqual([[5, 'line 5 is another CSV header, with other columns or in another order (two files joined?): it is no hand; the rows after it are read by it']]);
    const rules = (id: string) => r.findings.filter((f) => f.hand_id === id).map((f) => f.rule);
    expect(rules('B')).toEqual(rules('A'));
    expect(rules('A').length).toBeGreaterThan(0);
  });

  it('a hand row is never taken for a header: a hand whose hand_id is "type" is read as a hand', async () => {
    const rows = handRows('type');
    const r = await audit(writeFiles({ 'odd-id.csv': csv([HEAD, ...rows]) }));
    expect([r.summary.hands, r.summary.audited]).toEqual([1, 1]);
  });
});
