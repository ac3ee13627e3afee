// A CSV export that pads its cells writes a blank hand_id cell as " " on a hand's later rows. The format says
// an empty hand_id cell continues the hand, and a blank hand-level cell on a later row already said nothing;
// a hand_id of spaces instead started a "hand" of its own: the real hand was audited on its first row alone
// (a shuffle: no finding, exit 0 had nothing else been wrong) and its bets and settlements refused as the rest
// of some other hand. A blank hand_id cell is now an empty one.
import { describe, expect, it } from 'vitest';
import { audit, writeFiles } from '../../helpers/audit-files.js';

const HEAD = 'hand_id,game,table_id,started_at,currency,type,name,seat,spot,to,card,amount';
const first = (id: string) => `${id},pot-luck-blackjack,PL-03,2026-11-06T20:21:01-05:00,PEN,procedure,shuffle,,,,,`;
const later = (id: string) => [`${id},,,,,bet,,1,main,,,50`, `${id},,,,,deal,,,,seat:1,Th,`, `${id},,,,,deal,,,,dealer,9c,`];

describe('a CSV hand_id cell of blank space', () => {
  it('on a hand\'s later rows: the rows are the hand\'s, as with an empty cell; the same findings either way', async () => {
    const padded = await audit(writeFiles({ 'padded.csv': [HEAD, first('A'), ...later('  ')].join('\n') + '\n' }));
    const empty = await audit(writeFiles({ 'empty.csv': [HEAD, first('A'), ...later('')].join('\n') + '\n' }));
    expect([padded.summary.hands, padded.summary.audited, padded.summary.rejected]).toEqual([1, 1, 0]);
    expect(padded.findings.map((f) => [f.rule, f.hand_id, f.event])).toEqual(empty.findings.map((f) => [f.rule, f.hand_id, f.event]));
    // The hand holds its bet: a wager never settled is reported (before: audited as a shuffle alone, clean).
    expect(padded.findings.length).toBeGreaterThan(0);
  });

  it('on a hand\'s first row: no hand_id, refused naming it', async () => {
    const r = await audit(writeFiles({ 'no-id.csv': [HEAD, first(' '), ...later('')].join('\n') + '\n' }));
    expect([r.summary.hands, r.summary.rejected]).toEqual([1, 1]);
    expect(r.findings.map((f) => [f.rule, f.field, f.source?.line])).toEqual([['input-schema', 'hand_id', 2]]);
  });
});
