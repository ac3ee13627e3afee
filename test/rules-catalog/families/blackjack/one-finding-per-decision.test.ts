// One not-admitted decision is one finding. An insurance or a double the rules do not admit is void whole (its chips
// owed back): several reasons may hold at once (insurance on a split hand is also after the voluntary dealing began;
// a split ace doubled before its card is also a hand of one card; a double after a hit may also be over the original),
// and each was a finding of its own at the same event, so one decision read as two breaches of the article to the
// dealer's account. Found by clause17-bj (scripts/clause17-bj.mjs: C17-PL-10-F1, C17-MB-DO-F2). The reason given is
// the most specific one; an amount over the limit is not measured on a decision that is void whole.
import { marbellaBlackJack as marbellaRs } from '../../../../rules-catalog/es-marbella-black-jack/index.js';
import { potLuckBlackJack as potLuckRs } from '../../../../rules-catalog/pe-pot-luck-black-jack/index.js';
import { act, back, bet, deal, heads, pay, reveal } from '../../../helpers/bj.js';
import { euro, insTake, marbella } from '../../../helpers/marbella.js';
import { findingsOf } from '../../../helpers/rule-tester.js';
import { describe, expect, it } from 'vitest';

const insReturn = (seat: number, amount: number) => ({ type: 'return', seat, spot: 'insurance', amount });
const of = (rule: string, fs: ReturnType<typeof findingsOf>) => fs.filter((f) => f.rule === rule);

describe('Pot Luck Art. 10º: one insurance, one finding', () => {
  it('insurance on a split hand (after the voluntary dealing began): only «not an original hand»', () => {
    // heads: bet 1, deals 2-5; split 6, insurance on hand 2 at event 7.
    const hand = heads(['8h', '8d'], 'As', '6c', 100, [
      act(1, 'split', { amount: 100 }), act(1, 'insurance', { hand: 2, amount: 50 }), deal('seat:1', 'Tc', { hand: 1 }), act(1, 'stand'),
      deal('seat:1', 'Kd', { hand: 2 }), act(1, 'stand', { hand: 2 }), reveal('6c'), insReturn(1, 50), pay(1, 100), pay(1, 100, { hand: 2 }),
    ]);
    const fs = findingsOf(potLuckRs, hand);
    const f = of('insurance-allowed', fs);
    expect(f.map((x) => [x.event, x.seat, x.hand, x.article])).toEqual([[7, 1, 2, 'Art. 10º']]);
    expect(f[0]!.message.en).toBe('Seat 1 insured hand 2, which is not an original hand (Art. 10º).');
    expect(f[0]!.message.es).toBe('El asiento 1 aseguró la mano 2, que no es una mano original (Art. 10º).');
    expect(fs).toHaveLength(1);
  });

  it('80 insured on 100 after a hit: late, and the amount is not measured on a void insurance', () => {
    const hand = heads(['5h', '6d'], 'As', '6c', 100, [
      act(1, 'hit'), deal('seat:1', '9c', { hand: 1 }), act(1, 'insurance', { amount: 80 }), act(1, 'stand'), reveal('6c'),
      insReturn(1, 80), pay(1, 100),
    ]);
    const fs = findingsOf(potLuckRs, hand);
    expect(of('insurance-allowed', fs).map((x) => [x.event, x.message.en])).toEqual([[8, 'Seat 1 took insurance after the voluntary dealing had begun (Art. 10º).']]);
    expect(fs).toHaveLength(1);
  });

  it('80 insured on 100 in time: the amount over half is still reported', () => {
    const hand = heads(['Th', '9d'], 'As', '7c', 100, [act(1, 'insurance', { amount: 80 }), act(1, 'stand'), reveal('7c'), insTake(1, 50), insReturn(1, 30), pay(1, 100)]);
    expect(of('insurance-allowed', findingsOf(potLuckRs, hand)).map((x) => [x.event, x.message.en])).toEqual([
      [6, 'Seat 1 insured 80.00; Art. 10º limits insurance to half the original wager 100.00: 50.00.'],
    ]);
  });
});

describe('Marbella Seguro: one insurance, one finding', () => {
  it('insurance without an ace, after a third card: only «without an ace»', () => {
    // euro: bet 1, deals 2-4; hit 5, card 6, insurance 7.
    const hand = euro(['5h', '6d'], 'Kc', 100, [act(1, 'hit'), deal('seat:1', '9c', { hand: 1 }), act(1, 'insurance', { amount: 50 }), act(1, 'stand'), deal('dealer', '7h'), insReturn(1, 50), pay(1, 100)]);
    const fs = findingsOf(marbellaRs, hand);
    expect(of('insurance-allowed', fs).map((x) => [x.event, x.message.en])).toEqual([[7, 'Seat 1 took insurance without an ace as the dealer\'s first card (the «Seguro» section).']]);
    expect(fs).toHaveLength(1);
  });

  it('even money without a blackjack, after a third card: only «without a blackjack»', () => {
    const hand = marbellaTwo();
    const fs = of('insurance-allowed', findingsOf(marbellaRs, hand));
    expect(fs.map((x) => [x.event, x.seat, x.message.en])).toEqual([[10, 2, 'Seat 2 took even money without a blackjack (the «Seguro» section).']]);
    expect(fs[0]!.message.es).toBe('El asiento 2 tomó el pago simple sin tener Black Jack (apartado «Seguro»).');
  });
});

// Seat 1 (T 5) hits; seat 2 (T 9) then takes even money, having no blackjack, after seat 1's third card (event 10).
function marbellaTwo() {
  return marbella([
    bet(1, 40), bet(2, 40), deal('seat:1', 'Th'), deal('seat:2', 'Tc'), deal('dealer', 'Ad'), deal('seat:1', '5c'), deal('seat:2', '9h'),
    act(1, 'hit'), deal('seat:1', '4d', { hand: 1 }), act(2, 'even_money'), act(1, 'stand'), act(2, 'stand'),
    deal('dealer', '7h'), pay(1, 40), pay(2, 40),
  ]);
}

describe('Dobles / Art. 12º: one double, one finding', () => {
  it('Marbella: a split ace doubled before its card: only «a split ace»', () => {
    // euro: bet 1, deals 2-4; split 5, double 6.
    const hand = euro(['As', 'Ad'], '9s', 50, [
      act(1, 'split', { amount: 50 }), act(1, 'double', { amount: 50 }), deal('seat:1', '9c', { hand: 1 }), deal('seat:1', '7c', { hand: 2 }),
      deal('dealer', '8h'), pay(1, 50), back(1, 50), pay(1, 50, { hand: 2 }),
    ]);
    const fs = findingsOf(marbellaRs, hand);
    expect(of('double-allowed', fs).map((x) => [x.event, x.message.en])).toEqual([
      [6, 'Seat 1 doubled hand 1, a split ace; the «Dobles» section allows no more than a single card per split ace, and a double asks for another.'],
    ]);
    expect(fs).toHaveLength(1);
  });

  it('Marbella: a double on a three-card 12: only «holding 3 cards», not also «on a total of 12»', () => {
    const hand = euro(['5s', '2d'], '9s', 50, [act(1, 'hit'), deal('seat:1', '5c', { hand: 1 }), act(1, 'double', { amount: 50 }), deal('seat:1', '8c', { hand: 1 }), deal('dealer', '8h'), pay(1, 50), back(1, 50)]);
    const fs = findingsOf(marbellaRs, hand);
    expect(of('double-allowed', fs).map((x) => [x.event, x.message.en])).toEqual([
      [7, 'Seat 1 doubled hand 1 holding 3 cards; the «Dobles» section allows it after the first two.'],
    ]);
    expect(fs).toHaveLength(1);
  });

  it('Pot Luck: 150 doubled on 100 after a hit: only «holding 3 cards», the amount not measured', () => {
    const hand = heads(['2h', '3d'], '9s', '9c', 100, [act(1, 'hit'), deal('seat:1', '6c', { hand: 1 }), act(1, 'double', { amount: 150 }), deal('seat:1', 'Tc', { hand: 1 }), reveal('9c'), pay(1, 100), back(1, 150)]);
    const fs = findingsOf(potLuckRs, hand);
    expect(of('double-allowed', fs).map((x) => [x.event, x.message.en])).toEqual([
      [8, 'Seat 1 doubled hand 1 holding 3 cards; Art. 12º allows it after the first two.'],
    ]);
    expect(fs).toHaveLength(1);
  });

  it('Pot Luck: 150 doubled on 100 on the first two cards: the amount is reported', () => {
    const hand = heads(['5h', '6d'], '9s', '9c', 100, [act(1, 'double', { amount: 150 }), deal('seat:1', 'Tc', { hand: 1 }), reveal('9c'), pay(1, 200), back(1, 50)]);
    expect(of('double-allowed', findingsOf(potLuckRs, hand)).map((x) => [x.event, x.message.en])).toEqual([
      [6, 'Seat 1 doubled 150.00 on an original wager of 100.00; Art. 12º allows up to 100.00.'],
    ]);
  });
});
