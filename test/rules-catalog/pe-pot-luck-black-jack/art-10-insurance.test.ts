import { describe, expect, it } from 'vitest';
import { potLuckBlackJack as rs } from '../../../rules-catalog/pe-pot-luck-black-jack/index.js';
import { act, back, bet, deal, heads, hole, P, pay, potLuck, reveal, take } from '../../helpers/bj.js';
import { findingsOf, testRule } from '../../helpers/rule-tester.js';
import { firstDown } from './hands.js';

// Class 8: Pot Luck's timing and face rules.
const insured = (after: Record<string, unknown>[]) => heads(['Th', '7d'], 'Ac', '5s', 100, [P('offer_insurance'), act(1, 'insurance', { amount: 50 }), ...after]);

const insTake = { type: 'collect', seat: 1, spot: 'insurance', amount: 50 };

testRule(rs, 'insurance-allowed', {
  valid: [
    { name: 'insurance after the ace dealt down was turned up with the hole card', hand: firstDown('Ac', true, [act(1, 'insurance', { amount: 50 }), act(1, 'stand'), reveal('8s'), take(1, 50, { spot: 'insurance', hand: undefined }), pay(1, 100)]) },
  ],
  invalid: [
    { name: 'insurance against an ace still face down', hand: firstDown('Ac', false, [act(1, 'insurance', { amount: 50 }), act(1, 'stand'), reveal('8s'), take(1, 50, { spot: 'insurance', hand: undefined }), pay(1, 100)]), findings: [{ rule: 'insurance-allowed', article: 'Art. 10º', event: 6, seat: 1, hand: 1 }] },
  ],
});

// Art. 10º «luego de culminada la entrega obligatoria de cartas ... el dealer preguntará a los jugadores si desean
// un seguro»: an insurance placed before the mandatory dealing ended (the player's second card, event 4 of 5) is
// reported; its money (no stake, handed back whole) is insurance-pays-2-to-1's (families/blackjack/insurance.test.ts).
const earlyInsured = (settle: Record<string, unknown>[]) => potLuck([
  bet(1, 100), deal('seat:1', 'Th'), deal('dealer', 'Ad'), act(1, 'insurance', { amount: 50 }), deal('seat:1', '8c'), hole('Kh'),
  act(1, 'stand'), reveal('Kh'), ...settle,
]);
testRule(rs, 'insurance-allowed', {
  valid: [],
  invalid: [{ name: 'insured before the mandatory dealing ended', hand: earlyInsured([{ type: 'return', seat: 1, spot: 'insurance', amount: 50 }, take(1, 100)]), findings: [{ rule: 'insurance-allowed', article: 'Art. 10º', event: 4, seat: 1, hand: 1 }] }],
});

testRule(rs, 'insurance-decided-at-reveal', {
  valid: [{ name: 'collected at the reveal', hand: insured([act(1, 'stand'), reveal('5s'), insTake, deal('dealer', '2h'), take(1, 100)]) }],
  invalid: [
    { name: 'collected before the hole card was revealed', hand: insured([insTake, act(1, 'stand'), reveal('5s'), deal('dealer', '2h'), take(1, 100)]), findings: [{ rule: 'insurance-decided-at-reveal', article: 'Art. 10º', event: 8, seat: 1 }] },
    { name: 'insurance taken after the reveal', hand: heads(['Th', '7d'], 'Ac', '5s', 100, [P('offer_insurance'), reveal('5s'), act(1, 'insurance', { amount: 50 }), insTake, deal('dealer', '2h'), take(1, 100)]), findings: [{ rule: 'insurance-decided-at-reveal', article: 'Art. 10º', event: 8, seat: 1, hand: 1 }] },
  ],
});

testRule(rs, 'insurance-loss-collected-at-once', {
  valid: [
    { name: 'collected right after the reveal', hand: insured([act(1, 'stand'), reveal('5s'), insTake, deal('dealer', '2h'), take(1, 100)]) },
    {
      // The first card left face down (Art. 8º's error) and turned first in the dealer's turn: the hole card is
      // uncovered only by the second reveal, and the collection right after it is at once.
      name: 'a first card left face down turned before the hole card: collected right after the hole card',
      hand: potLuck([bet(1, 100), deal('seat:1', 'Th'), deal('dealer', 'Ac', { face: 'down' }), deal('seat:1', '7d'), hole('5s'), P('offer_insurance'),
        act(1, 'insurance', { amount: 50 }), act(1, 'stand'), reveal('Ac'), reveal('5s'), insTake, deal('dealer', '2h'), take(1, 100)]),
    },
  ],
  invalid: [{ name: 'collected at the end of the round', hand: insured([act(1, 'stand'), reveal('5s'), deal('dealer', '2h'), take(1, 100), insTake]), findings: [{ rule: 'insurance-loss-collected-at-once', article: 'Art. 10º', event: 12, seat: 1 }] }],
});

testRule(rs, 'insurance-allowed', {
  valid: [{ name: 'half the wager against an ace', hand: heads(['Th', '9c'], 'Ad', '7h', 100, [act(1, 'insurance', { amount: 50 }), act(1, 'stand'), reveal('7h'), { type: 'collect', seat: 1, spot: 'insurance', amount: 50 }, pay(1, 100)]) }],
  invalid: [
    {
      name: 'against a king',
      hand: heads(['Th', '9c'], 'Kd', '7h', 100, [act(1, 'insurance', { amount: 50 }), act(1, 'stand'), reveal('7h'), { type: 'collect', seat: 1, spot: 'insurance', amount: 50 }, back(1, 100)]),
      findings: [{ rule: 'insurance-allowed', article: 'Art. 10º', event: 6, seat: 1, hand: 1 }],
    },
    {
      name: 'after a hit',
      hand: heads(['5h', '6c'], 'Ad', '7h', 100, [act(1, 'hit'), deal('seat:1', '8s'), act(1, 'insurance', { amount: 50 }), act(1, 'stand'), reveal('7h'), { type: 'collect', seat: 1, spot: 'insurance', amount: 50 }, pay(1, 100)]),
      findings: [{ rule: 'insurance-allowed', article: 'Art. 10º', event: 8, seat: 1, hand: 1 }],
    },
  ],
});

// Art. 10º «hasta por la mitad de la apuesta original»: each player's own original wager. Seat 1 holds 100 on the
// box (P-1) and 100 behind it (P-8); T 9 against the dealer's ace, hole 7. The insurance decisions are events 6 on.
const behindInsured = (decisions: Record<string, unknown>[]) => potLuck([
  bet(1, 100, 'main', { player: 'P-1' }), bet(1, 100, 'main', { player: 'P-8', behind: true }),
  deal('seat:1', 'Th'), deal('dealer', 'Ac'), deal('seat:1', '9d'), hole('7s'), ...decisions,
  act(1, 'stand'), reveal('7s'), { type: 'collect', seat: 1, spot: 'insurance', amount: decisions.reduce((a, d) => a + (d.amount as number), 0) },
  pay(1, 100), pay(1, 100, { behind: true, player: 'P-8' }),
]);

testRule(rs, 'insurance-allowed', {
  valid: [
    {
      name: 'the box and the player behind it each insure half his own wager (100 on the seat in all)',
      hand: behindInsured([act(1, 'insurance', { amount: 50, player: 'P-1' }), act(1, 'insurance', { amount: 50, player: 'P-8' })]),
    },
    {
      name: 'the box\'s insurance unnamed, the player behind named',
      hand: behindInsured([act(1, 'insurance', { amount: 50 }), act(1, 'insurance', { amount: 50, player: 'P-8' })]),
    },
  ],
  invalid: [
    {
      name: 'the player behind insures 60 on his 100',
      hand: behindInsured([act(1, 'insurance', { amount: 60, player: 'P-8' })]),
      findings: [{ rule: 'insurance-allowed', article: 'Art. 10º', event: 7, seat: 1, hand: 1 }],
    },
    {
      name: 'the box insures 100 on its 100, bets behind or not',
      hand: behindInsured([act(1, 'insurance', { amount: 100 })]),
      findings: [{ rule: 'insurance-allowed', article: 'Art. 10º', event: 7, seat: 1, hand: 1 }],
    },
  ],
});

// «hasta por la mitad de la apuesta original» on a wager of odd cents (interpretation PL-10º-3): the half of 25.05 is
// 12.525, which no chip makes; the limit is 12.52, and 12.53 is over the half.
const oddInsured = (amount: number) => heads(['Th', '7d'], 'Ac', '5s', 25.05, [P('offer_insurance'), act(1, 'insurance', { amount }), act(1, 'stand'), reveal('5s')]);
testRule(rs, 'insurance-allowed', {
  valid: [{ name: '12.52 on 25.05: the half rounded down', hand: oddInsured(12.52) }],
  invalid: [{ name: '12.53 on 25.05: over the half (12.525)', hand: oddInsured(12.53), findings: [{ rule: 'insurance-allowed', article: 'Art. 10º', event: 7, seat: 1, hand: 1 }] }],
});

describe('insurance over the limit names whose wager bounds it', () => {
  it('the player behind: half his bet behind the box', () => {
    const f = findingsOf(rs, behindInsured([act(1, 'insurance', { amount: 50, player: 'P-1' }), act(1, 'insurance', { amount: 60, player: 'P-8' })]))
      .filter((x) => x.rule === 'insurance-allowed');
    expect(f.map((x) => x.event)).toEqual([8]);
    expect(f[0]!.message.en).toBe('P-8, betting behind seat 1, insured 60.00; Art. 10º limits insurance to half his original wager, the bet behind the box, 100.00: 50.00.');
  });
});

// A box left short a card in the mandatory dealing (seat 1's second card never dealt; deal-order reports it), the
// dealer's ace up and his hole card dealt (event 7): the stage is over for the insurance (Art. 8º ends it with the hole
// card). Seat 2's insurance of 50, offered and placed then, wins 2 to 1 against the dealer's Black Jack. Found by the
// review8-bj mutation run, where it was voided as «before the mandatory dealing had ended» and its 100 claimed back.
const shortBoxInsured = (insPaid: number) => potLuck([bet(1, 10), bet(2, 100),
  deal('seat:1', 'Th'), deal('seat:2', '7d'), deal('dealer', 'Ac'), deal('seat:2', '9c'), hole('Ks'),
  P('offer_insurance'), act(2, 'insurance', { amount: 50 }), act(1, 'hit'), deal('seat:1', '8h'), act(1, 'stand'), act(2, 'stand'), reveal('Ks'),
  { type: 'payout', seat: 2, spot: 'insurance', amount: insPaid }, take(1, 10), take(2, 100)]);

testRule(rs, 'insurance-allowed', {
  valid: [{ name: 'a box left short a card: an insurance after the hole card is in time', hand: shortBoxInsured(100) }],
  invalid: [],
});

// review9-bj, a compound dealer error found by the review8-bj mutation run: the dealer's first card, an ace, dealt face
// down (Art. 8º's error, event 3), his hole card K (event 5), then a card drawn before any box played (5♥, event 6: the
// dealer's own procedure finding, Art. 14º), then the ace turned up (event 7) before the offer. The players were offered
// insurance and played against the ace that was up: their insurance is judged on it (2 to 1 against the Black Jack A-K),
// not voided as «without an ace up» with its winnings claimed back. The card drawn is never the up card.
const aceTurnedAfterEarlyDraw = (insPaid: number, beforeTurn: Record<string, unknown>[] = []) => potLuck([
  P('shuffle'), bet(1, 100), deal('seat:1', 'Th'), deal('dealer', 'Ac', { face: 'down' }), deal('seat:1', '7d'), hole('Kd'), deal('dealer', '5h'),
  ...beforeTurn, reveal('Ac'), P('offer_insurance'), act(1, 'insurance', { amount: 50 }), act(1, 'stand'), reveal('Kd'),
  { type: 'payout', seat: 1, spot: 'insurance', amount: insPaid }, take(1, 100),
]);

testRule(rs, 'insurance-allowed', {
  valid: [{ name: 'an ace dealt down, turned up after an early draw and before any box played', hand: aceTurnedAfterEarlyDraw(100) }],
  invalid: [],
});

describe('an ace first card turned up late, after the dealer drew early (review9-bj)', () => {
  // The stand (event 11) came after the dealer had begun his hand with the early draw.
  it('reports the two dealer errors and settles the insurance on the ace that was up', () => {
    const f = findingsOf(rs, aceTurnedAfterEarlyDraw(100));
    expect(f.map((x) => [x.rule, x.article, x.event])).toEqual([
      ['dealer-cards-face', 'Art. 8º', 4],
      ['dealer-reveals-before-drawing', 'Art. 14º', 7],
      ['dealer-draws-to-17', 'Art. 14º', 7],
      ['dealer-after-players', 'Art. 14º', 11],
    ]);
  });

  it('an insurance paid 1 to 1 there is owed its other 50', () => {
    const f = findingsOf(rs, aceTurnedAfterEarlyDraw(50)).filter((x) => x.category === 'payout');
    expect(f.map((x) => [x.rule, x.article, x.event, x.seat, x.expected, x.actual, x.owed_to_player])).toEqual([
      ['insurance-pays-2-to-1', 'Art. 10º', 13, 1, 10000, 5000, 5000],
    ]);
  });

  it('an ace turned up only after a box played is still no ace up at the offer', () => {
    const hand = potLuck([
      P('shuffle'), bet(1, 100), deal('seat:1', 'Th'), deal('dealer', 'Ac', { face: 'down' }), deal('seat:1', '7d'), hole('Kd'),
      P('offer_insurance'), act(1, 'insurance', { amount: 50 }), act(1, 'stand'), reveal('Ac'), reveal('Kd'),
      { type: 'payout', seat: 1, spot: 'insurance', amount: 100 }, take(1, 100),
    ]);
    const f = findingsOf(rs, hand);
    expect(f.filter((x) => x.rule === 'insurance-allowed').map((x) => [x.event, x.seat])).toEqual([[8, 1]]);
    expect(f.filter((x) => x.rule === 'insurance-pays-2-to-1').map((x) => [x.event, x.expected, x.actual])).toEqual([[12, 0, 10000]]);
  });
});

// clause28: «Sólo se podrá permitir la apuesta de seguro en las manos originales». An insurance on hand 1 once the seat
// had split was told «Seat 1 insured hand 1, which is not an original hand»: hand 1 is the hand the box was dealt, and a
// resolver reading that sentence finds it false. What makes it no original hand is the split, which the words now name.
describe('insurance on hand 1 after the seat split', () => {
  it('names the split and its event, in both languages', () => {
    const hand = potLuck([bet(1, 50), deal('seat:1', 'Ad'), deal('dealer', 'Ah'), deal('seat:1', 'Ac'), hole('Kc'), P('offer_insurance'),
      act(1, 'split', { amount: 50 }), act(1, 'insurance', { amount: 25 }), deal('seat:1', 'Kd', { hand: 1 }), deal('seat:1', '7s', { hand: 2 }),
      reveal('Kc'), { type: 'payout', seat: 1, spot: 'insurance', amount: 50 }, take(1, 50), back(1, 50, { hand: 2 })]);
    const f = findingsOf(rs, hand).filter((x) => x.rule === 'insurance-allowed');
    expect(f.map((x) => [x.article, x.event, x.seat, x.hand])).toEqual([['Art. 10º', 8, 1, 1]]);
    expect(f[0]!.message.en).toBe('Seat 1 took insurance after splitting (event 7): once split, its hands are no longer the original hand (Art. 10º).');
    expect(f[0]!.message.es).toBe('El asiento 1 aseguró después de separar cartas (evento 7): separadas, sus manos ya no son la mano original (Art. 10º).');
  });
});

// clause29: the box's player (P1) and a player behind him (P8) both insure; no dealer Black Jack. Art. 10º has each
// lost insurance collected «inmediatamente»: the box's collected at the reveal cleared the seat, so P8's, collected only
// after the main bets were paid, was never reported. Each insurer's collection is now awaited on its own, named.
describe('insurance-loss-collected-at-once: each insurer\'s own collection', () => {
  const P8 = { behind: true, player: 'P8' };
  const ins = (amount: number, extra: Record<string, unknown>) => ({ type: 'collect', seat: 1, spot: 'insurance', amount, ...extra });
  const hand = (after: Record<string, unknown>[]) => potLuck([
    bet(1, 100, 'main', { player: 'P1' }), bet(1, 20, 'main', P8), deal('seat:1', 'Tc'), deal('dealer', 'Ah'), deal('seat:1', '8c'), hole('6s'),
    P('offer_insurance'), act(1, 'insurance', { amount: 50, player: 'P1' }), act(1, 'insurance', { amount: 10, player: 'P8' }),
    act(1, 'stand', { player: 'P1' }), reveal('6s'), ...after,
  ]);
  const late = (h: ReturnType<typeof hand>) => findingsOf(rs, h).filter((f) => f.rule === 'insurance-loss-collected-at-once')
    .map((f) => [f.event, f.seat, f.behind, f.player]);

  it('both collected at the reveal: nothing', () => {
    expect(late(hand([ins(50, { player: 'P1' }), ins(10, P8), pay(1, 100), pay(1, 20, P8)]))).toEqual([]);
  });

  it('P8\'s collected after the main bets were paid: reported, naming him', () => {
    const h = hand([ins(50, { player: 'P1' }), pay(1, 100), pay(1, 20, P8), ins(10, P8)]);
    expect(late(h)).toEqual([[15, 1, true, 'P8']]);
    const f = findingsOf(rs, h).find((x) => x.rule === 'insurance-loss-collected-at-once')!;
    expect(f.message.en).toBe("Seat 1's lost insurance (P8's, betting behind the box) was not collected at once when the dealer revealed (event 11): play went on before the collection (Art. 10º).");
    expect(f.message.es).toBe('El seguro perdido del asiento 1 (de P8, que apuesta detrás de la casilla) no se recogió inmediatamente al descubrir el dealer su carta (evento 11): el juego siguió antes del cobro (Art. 10º).');
  });

  it('the box\'s collected late, P8\'s at once: the box\'s reported, not named behind', () => {
    expect(late(hand([ins(10, P8), pay(1, 100), ins(50, { player: 'P1' }), pay(1, 20, P8)]))).toEqual([[14, 1, undefined, undefined]]);
  });
});

// clause29: insurance-decided-at-reveal told a player behind the box's insurance as the seat's, once per seat: P8's
// insurance taken after the reveal named nobody, and P8's settled before the reveal went unreported once the box's was.
describe('insurance-decided-at-reveal: each insurer named, each reported', () => {
  const P8 = { behind: true, player: 'P8' };
  const start = [
    bet(1, 100, 'main', { player: 'P1' }), bet(1, 20, 'main', P8), deal('seat:1', 'Tc'), deal('dealer', 'Ah'), deal('seat:1', '8c'), hole('6s'),
    P('offer_insurance'),
  ];
  const rows = (h: ReturnType<typeof potLuck>) => findingsOf(rs, h).filter((f) => f.rule === 'insurance-decided-at-reveal')
    .map((f) => [f.event, f.seat, f.behind, f.player]);
  it('both settled before the reveal: the box\'s and P8\'s each reported', () => {
    const h = potLuck([...start, act(1, 'insurance', { amount: 50, player: 'P1' }), act(1, 'insurance', { amount: 10, player: 'P8' }),
      { type: 'collect', seat: 1, spot: 'insurance', amount: 50, player: 'P1' }, { type: 'collect', seat: 1, spot: 'insurance', amount: 10, ...P8 },
      act(1, 'stand', { player: 'P1' }), reveal('6s'), pay(1, 100), pay(1, 20, P8)]);
    expect(rows(h)).toEqual([[10, 1, undefined, undefined], [11, 1, true, 'P8']]);
    expect(findingsOf(rs, h).find((f) => f.player === 'P8' && f.rule === 'insurance-decided-at-reveal')!.message.en)
      .toBe("Seat 1's insurance (P8's, betting behind the box) was settled before the dealer revealed the hole card; Art. 10º decides it when he reveals it.");
  });
  it('P8 insures after the reveal: named', () => {
    const h = potLuck([...start, act(1, 'stand', { player: 'P1' }), reveal('6s'), act(1, 'insurance', { amount: 10, player: 'P8' }),
      { type: 'return', seat: 1, spot: 'insurance', amount: 10, ...P8 }, pay(1, 100), pay(1, 20, P8)]);
    expect(rows(h)).toEqual([[10, 1, true, 'P8']]);
    const f = findingsOf(rs, h).find((x) => x.rule === 'insurance-decided-at-reveal')!;
    expect(f.message.en).toBe('Seat 1 (P8, betting behind the box) took insurance after the dealer had revealed the hole card (event 9) (Art. 10º).');
    expect(f.message.es).toBe('El asiento 1 (P8, que apuesta detrás de la casilla) aseguró después de que el dealer descubriera su carta cubierta (evento 9) (Art. 10º).');
  });
});
