// A log that names the bet behind a box on its settlements (format 1.1) names it on the seat, not hand by hand (clause29).
// The box (P1, 50) splits 8s with P8's 20 behind it riding hand 1; hand 1 busts and only the box's 50 is collected; hand
// 2 wins and the table pays the box and, marked as P8's, 20 on hand 2 (where P8 has no bet). Hand 1 was judged «with the
// bets behind it, settled together» (its settlements named none), charging the box's player 20 for P8's bet: the box's
// 50 was collected right. Now P8's bet on hand 1 is judged on its own (nothing settled: 20 owed by P8), and the box's too.
import { describe, expect, it } from 'vitest';
import { marbellaBlackJack as mb } from '../../../../rules-catalog/es-marbella-black-jack/index.js';
import { act, bet, deal } from '../../../helpers/bj.js';
import { marbella } from '../../../helpers/marbella.js';
import { findingsOf } from '../../../helpers/rule-tester.js';
import { writeFiles } from '../../../helpers/audit-files.js';
import { replayOf } from '../../../helpers/replay.js';

const s = (type: string, amount: number, o: Record<string, unknown> = {}) => ({ type, seat: 1, spot: 'main', hand: 1, amount, ...o });
const P8 = { behind: true, player: 'P8' };
const hand = (behindSettlement: Record<string, unknown>) => marbella([
  bet(1, 50, 'main', { player: 'P1' }), bet(1, 20, 'main', P8), deal('seat:1', '8h'), deal('dealer', '7h'), deal('seat:1', '8d'),
  act(1, 'split', { amount: 50, player: 'P1' }), deal('seat:1', '5c', { hand: 1 }), act(1, 'hit', { player: 'P1' }), deal('seat:1', 'Kc', { hand: 1 }),
  s('collect', 50), deal('seat:1', 'Ts', { hand: 2 }), act(1, 'stand', { hand: 2, player: 'P1' }), deal('dealer', 'Kd'),
  s('payout', 50, { hand: 2 }), behindSettlement,
]);
const money = (h: ReturnType<typeof hand>) => findingsOf(mb, h).filter((f) => f.owed_to_player !== undefined)
  .map((f) => [f.rule, f.event, f.hand, f.behind, f.player, f.owed_to_player]);

describe('a bet behind named on another hand than the one it rides', () => {
  it('paid on the split hand: every finding is P8\'s, none the box\'s', () => {
    expect(money(hand(s('payout', 20, { ...P8, hand: 2 })))).toEqual([
      ['settled-without-wager', 15, 2, true, 'P8', -2000],
      ['bust-loses-wager', undefined, 1, true, 'P8', -2000],
    ]);
  });

  it('collected on its own hand: no finding', () => {
    expect(money(hand(s('collect', 20, P8)))).toEqual([]);
  });

  it('the replay charges P8 the 40, the box\'s player nothing', async () => {
    const [log] = writeFiles({ 'behind-on-hand-2.ndjson': JSON.stringify({ ...hand(s('payout', 20, { ...P8, hand: 2 })), currency: 'EUR' }) + '\n' });
    const doc = await replayOf(log!, 'T-1', 'en');
    expect(doc.balance.seats.map((x) => [x.seat, x.player, x.total])).toEqual([[1, 'P8', -4000]]);
  });
});
