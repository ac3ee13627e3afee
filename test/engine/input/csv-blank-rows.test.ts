// A CSV line of blank space (`   `, a tab) or of empty cells alone (`,,,,`, as a spreadsheet leaves below its last row)
// says nothing: no event to read, nothing to lose. A truly empty line was already skipped; these rejected the hand
// around them, a clean hand lost: the last hand of an export ending in `,,,,` rows refused as "required field type
// is missing", a line of two spaces as "row has 1 fields, the header has 12".
import { describe, expect, it } from 'vitest';
import { audit, writeFiles } from '../../helpers/audit-files.js';

const HEAD = 'hand_id,game,table_id,started_at,currency,type,name,seat,spot,to,card,amount';
const WIDTH = HEAD.split(',').length;
/** One seat on 19 against the dealer's 18, paid 1 to 1: a clean Pot Luck hand but for its procedures. */
const HAND = (id: string) => [
  `${id},pot-luck-blackjack,PL-03,2026-11-06T20:21:01-05:00,PEN,bet,,1,main,,,50`,
  `${id},,,,,deal,,,,seat:1,Th,`, `${id},,,,,deal,,,,dealer,9c,`, `${id},,,,,deal,,,,seat:1,9h,`, `${id},,,,,deal,,,,dealer,9d,`,
  `${id},,,,,payout,,1,main,,,50`,
];

async function outcome(rows: string[]): Promise<[number, number, number, string[]]> {
  const r = await audit(writeFiles({ 'log.csv': [HEAD, ...rows].join('\n') + '\n' }));
  return [r.summary.hands, r.summary.audited, r.summary.rejected, r.findings.filter((f) => f.category === 'input').map((f) => `${f.source?.line} ${f.message.en.replace(/\(\/.*\/log\.csv/, '(log.csv')}`)];
}

describe('CSV rows that say nothing', () => {
  const a = HAND('A');
  const b = HAND('B');

  it('the reference: two hands, both audited', async () => {
    expect(await outcome([...a, ...b])).toEqual([2, 2, 0, []]);
  });

  it('empty cells alone, three rows below the last hand (a spreadsheet\'s export): both hands audited', async () => {
    const empty = ','.repeat(WIDTH - 1);
    expect(await outcome([...a, ...b, empty, empty, empty])).toEqual([2, 2, 0, []]);
  });

  it('blank space alone (two spaces, a tab, a CR) inside a hand and after the last: both hands audited', async () => {
    expect(await outcome([...a.slice(0, 3), '  ', ...a.slice(3), '\t', ...b, '\r'])).toEqual([2, 2, 0, []]);
  });

  it('padded empty cells (` , ,`) between two hands: both audited', async () => {
    expect(await outcome([...a, Array.from({ length: WIDTH }, () => ' ').join(','), ...b])).toEqual([2, 2, 0, []]);
  });

  it('a row with one cell filled is still a row: a lone `x` inside hand A refuses it, with its line', async () => {
    const [hands, audited, rejected, input] = await outcome([...a.slice(0, 3), 'x', ...a.slice(3), ...b]);
    expect([hands, audited, rejected]).toEqual([2, 1, 1]);
    expect(input).toEqual([`5 Unreadable record (log.csv:5): row has 1 fields, the header has ${WIDTH}`]);
  });
});
