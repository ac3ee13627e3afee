// Whose insurance money (clause28 replay). Marbella's Seguro, Pot Luck Art. 10º: a player betting only behind the box
// insures against his own bet behind it (insurerOf). Where every insurance on the seat is his, the money the table paid
// or took on it is his: the finding names him (`behind`, `player`) and the replay's balance charges or owes him. It was
// told as the seat's («owed by the player of seat 1 EUR 20.00»), charging the box's player, who had insured nothing.
import { describe, expect, it } from 'vitest';
import { marbellaBlackJack as mb } from '../../../../rules-catalog/es-marbella-black-jack/index.js';
import { act, bet, deal, take } from '../../../helpers/bj.js';
import { insPay, marbella } from '../../../helpers/marbella.js';
import { findingsOf } from '../../../helpers/rule-tester.js';
import { writeFiles } from '../../../helpers/audit-files.js';
import { replayOf } from '../../../helpers/replay.js';

// Box P1 100, P8 20 behind it; P8 insures 20 (half of his own bet is 10); the dealer has Black Jack; 40 paid.
const events = (payout: Record<string, unknown>) => [
  bet(1, 100, 'main', { player: 'P1' }), bet(1, 20, 'main', { behind: true, player: 'P8' }), deal('seat:1', '9h'), deal('dealer', 'Ah'),
  deal('seat:1', '9d'), act(1, 'insurance', { amount: 20, player: 'P8' }), act(1, 'stand', { player: 'P1' }), deal('dealer', 'Kd'),
  payout, take(1, 100), take(1, 20, { behind: true, player: 'P8' }),
];

describe('an insurance by a player behind the box, paid over what his half admits', () => {
  it('the money finding names him, in both languages', () => {
    const f = findingsOf(mb, marbella(events(insPay(1, 40)))).find((x) => x.rule === 'insurance-pays-2-to-1')!;
    expect([f.article, f.event, f.seat, f.spot, f.behind, f.player, f.expected, f.actual, f.owed_to_player]).toEqual(['Seguro', 9, 1, 'insurance', true, 'P8', 2000, 4000, -2000]);
    expect(f.message.en).toContain("Seat 1's 20.00 insurance (P8's, betting behind the box), of which");
    expect(f.message.es).toContain('Seguro de 20.00 del asiento 1 (de P8, que apuesta detrás de la casilla), de los que');
  });

  it('the replay charges him, not the box\'s player, and names the insurance', async () => {
    const [log] = writeFiles({ 'behind-insurance.ndjson': JSON.stringify({ ...marbella(events(insPay(1, 40))), currency: 'EUR' }) + '\n' });
    const doc = await replayOf(log!, 'T-1', 'en');
    expect(doc.balance.seats.map((s) => [s.seat, s.player, s.terms.map((t) => [t.label, t.amount])])).toEqual([
      [1, 'P8', [['Seat 1, the bet behind the box (P8), insurance', -2000]]],
    ]);
  });

  it('an insurance by the box\'s player stays the seat\'s', () => {
    const own = [
      bet(1, 100, 'main', { player: 'P1' }), deal('seat:1', '9h'), deal('dealer', 'Ah'), deal('seat:1', '9d'),
      act(1, 'insurance', { amount: 50, player: 'P1' }), act(1, 'stand', { player: 'P1' }), deal('dealer', 'Kd'), insPay(1, 90), take(1, 100),
    ];
    const f = findingsOf(mb, marbella(own)).find((x) => x.rule === 'insurance-pays-2-to-1')!;
    expect([f.seat, f.behind, f.player, f.owed_to_player]).toEqual([1, undefined, undefined, 1000]);
    expect(f.message.en).toContain("Seat 1's 50.00 insurance: the table settled");
  });
});

// clause29: the box's player and the player behind it both insure. Each insures against his own bet (P1 up to 50, P8 up
// to 10); the dealer has Black Jack. Where the settlements say whose (`behind`, `player`), each insurance is judged on its
// own and the finding names its player; the box's was judged with the other's, as the seat's, so a box paid 20 short and
// a player behind paid 20 over read right (120 paid on 60 admitted), and an excess was charged to the seat.
const both = (p8: number, settlements: Record<string, unknown>[]) => [
  bet(1, 100, 'main', { player: 'P1' }), bet(1, 20, 'main', { behind: true, player: 'P8' }), deal('seat:1', '9h'), deal('dealer', 'Ah'),
  deal('seat:1', '9d'), act(1, 'insurance', { amount: p8, player: 'P8' }), act(1, 'insurance', { amount: 50, player: 'P1' }),
  act(1, 'stand', { player: 'P1' }), deal('dealer', 'Kd'), ...settlements, take(1, 100), take(1, 20, { behind: true, player: 'P8' }),
];
const boxPay = (amount: number) => ({ ...insPay(1, amount), player: 'P1' });
const behindPay = (amount: number, player = 'P8') => ({ ...insPay(1, amount), behind: true, player });
const money = (fs: ReturnType<typeof findingsOf>) => fs.filter((x) => x.rule === 'insurance-pays-2-to-1')
  .map((f) => [f.event, f.seat, f.behind, f.player, f.expected, f.actual, f.owed_to_player]);

describe('the box\'s player and a player behind it both insure, settled apart', () => {
  it('right in sum, wrong player by player: each judged on his own stake, named', () => {
    const fs = findingsOf(mb, marbella(both(10, [boxPay(80), behindPay(40)])));
    expect(money(fs)).toEqual([
      [10, 1, undefined, undefined, 10000, 8000, 2000],
      [11, 1, true, 'P8', 2000, 4000, -2000],
    ]);
    expect(fs.find((x) => x.player === 'P8' && x.rule === 'insurance-pays-2-to-1')!.message.en).toContain("Seat 1's 10.00 insurance (P8's, betting behind the box): the table settled a payout of 40.00");
  });

  it('the player behind over his half: the excess is his, the box\'s insurance right', () => {
    const fs = findingsOf(mb, marbella(both(20, [boxPay(100), behindPay(40)])));
    expect(money(fs)).toEqual([[11, 1, true, 'P8', 2000, 4000, -2000]]);
    expect(fs.find((x) => x.rule === 'insurance-allowed')).toMatchObject({ behind: true, player: 'P8', event: 6 });
  });

  it('settled right to each: no finding on the money', () => {
    expect(money(findingsOf(mb, marbella(both(10, [boxPay(100), behindPay(20)]))))).toEqual([]);
  });

  it('a payout behind the box to a player who did not insure: his, against nothing placed', () => {
    const fs = findingsOf(mb, marbella(both(10, [boxPay(100), behindPay(20), behindPay(20, 'P9')])));
    expect(money(fs)).toEqual([[12, 1, true, 'P9', 0, 2000, -2000]]);
  });

  it('settlements that do not say whose: judged together, as the seat\'s, and the message says so', () => {
    const fs = findingsOf(mb, marbella(both(20, [insPay(1, 140)])));
    expect(money(fs)).toEqual([[10, 1, undefined, undefined, 12000, 14000, -2000]]);
    expect(fs.find((x) => x.rule === 'insurance-pays-2-to-1')!.message.en).toContain("Seat 1's 70.00 insurance (the box's and those betting behind it, settled together), of which");
  });

  it('the replay\'s balance is player by player, and the insurance line says the sum hides it', async () => {
    const [log] = writeFiles({ 'both-insure.ndjson': JSON.stringify({ ...marbella(both(10, [boxPay(80), behindPay(40)])), currency: 'EUR' }) + '\n' });
    const doc = await replayOf(log!, 'T-1', 'en');
    expect(doc.balance.seats.map((s) => [s.seat, s.player, s.total])).toEqual([[1, undefined, 2000], [1, 'P8', -2000]]);
    const line = doc.wagers.find((w) => w.label === 'Seat 1, insurance')!;
    expect([line.required, line.actual, line.owed, line.wrong]).toEqual([12000, 12000, 0, true]);
    expect(line.requiredWhy).toBe("the box's insurance: the dealer has blackjack: insurance wins 2 to 1 on EUR 50.00 = EUR +100.00; the insurance behind the box (P8): the dealer has blackjack: insurance wins 2 to 1 on EUR 10.00 = EUR +20.00");
  });
});
