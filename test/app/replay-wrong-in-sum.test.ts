// A replay line that sums a box and the bet behind it (judged apart, each with its own finding) said «nothing owed —
// correct» when the box was paid 20 short and the bet behind 20 over: right in sum, wrong to each player (clause29). The
// line now says the table got it wrong and that the sum hides each player's money, in both languages.
import { describe, expect, it } from 'vitest';
import { bet, deal, act } from '../helpers/bj.js';
import { marbella } from '../helpers/marbella.js';
import { writeFiles } from '../helpers/audit-files.js';
import { replayOf } from '../helpers/replay.js';
import { wagerOwedText } from '../../reports/replay/labels.js';

const pay = (amount: number, o: Record<string, unknown> = {}) => ({ type: 'payout', seat: 1, spot: 'main', hand: 1, amount, ...o });
const hand = (box: number, behind: number) => marbella([
  bet(1, 100, 'main', { player: 'P1' }), bet(1, 20, 'main', { behind: true, player: 'P8' }), deal('seat:1', 'Th'), deal('dealer', '9h'),
  deal('seat:1', 'Qd'), act(1, 'stand', { player: 'P1' }), deal('dealer', '8d'), pay(box, { player: 'P1' }), pay(behind, { behind: true, player: 'P8' }),
]);

describe('a wager line right in sum, wrong player by player', () => {
  it('says the table got it wrong, the balance per player', async () => {
    const [log] = writeFiles({ 'in-sum.ndjson': JSON.stringify({ ...hand(80, 40), currency: 'EUR' }) + '\n' });
    for (const [lang, verdict] of [['en', 'the table got it wrong: the sum is right'], ['es', 'la mesa se equivocó: la suma cuadra']] as const) {
      const doc = await replayOf(log!, 'T-1', lang);
      const line = doc.wagers.find((w) => w.key === '1|main|1|')!;
      expect([line.required, line.actual, line.owed, line.wrong]).toEqual([12000, 12000, 0, true]);
      expect(wagerOwedText(line, doc)).toContain(verdict);
      expect(doc.balance.seats.map((s) => [s.player, s.total])).toEqual([[undefined, 2000], ['P8', -2000]]);
    }
  });

  it('settled right to each: correct', async () => {
    const [log] = writeFiles({ 'right.ndjson': JSON.stringify({ ...hand(100, 20), currency: 'EUR' }) + '\n' });
    const doc = await replayOf(log!, 'T-1', 'en');
    const line = doc.wagers.find((w) => w.key === '1|main|1|')!;
    expect(line.wrong).toBe(false);
    expect(doc.balance.seats).toEqual([]);
  });
});
