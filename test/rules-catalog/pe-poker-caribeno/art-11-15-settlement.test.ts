import { describe, expect, it } from 'vitest';
import { pokerCaribeno } from '../../../rules-catalog/pe-poker-caribeno/index.js';
import { findingsOf, shape, testRule } from '../../helpers/rule-tester.js';
import { DEALER_AK, DEALER_NINES, DEALER_NO_HAND, FLUSH, JACK_HIGH, PAIR_OF_KINGS, ROYAL, STRAIGHT, TABLE, TIES_DEALER_AK, at, csHand, edit, win, withParam } from './hand.js';

const lose = (ante: number, bet: number) => [
  { type: 'collect' as const, spot: 'ante' as const, amount: ante },
  { type: 'collect' as const, spot: 'bet' as const, amount: bet },
];

// ---- Art. 11º: a fold loses the ante, and nothing else is settled --------------------------------------

const folded = (settle?: { type: 'payout' | 'collect' | 'return'; spot: 'ante' | 'bet'; amount: number }[]) =>
  csHand({ seats: { 1: { ante: 10, cards: FLUSH, decision: 'fold', ...(settle ? { settle } : {}) } }, dealer: DEALER_NO_HAND });

const capped = (payout: number, table: Record<string, unknown> = { ...TABLE, max_payout: 500 }) =>
  csHand({ seats: { 1: { ante: 10, cards: ROYAL, decision: 'bet', settle: win(10, payout) } }, dealer: DEALER_AK, table });

testRule(pokerCaribeno, 'fold-forfeits-ante', {
  valid: [
    { name: 'a fold\'s ante is collected', hand: folded() },
    { name: 'a fold next to a winner', hand: csHand({ seats: { 1: { ante: 10, cards: JACK_HIGH, decision: 'fold' }, 2: { ante: 10, cards: FLUSH, decision: 'bet', settle: win(10, 100) } }, dealer: DEALER_AK }) },
  ],
  invalid: [
    (() => {
      const hand = folded([{ type: 'return', spot: 'ante', amount: 10 }]);
      return { name: 'the folded ante handed back', hand, findings: [{ rule: 'fold-forfeits-ante', article: 'Art. 11º', event: at(hand, { type: 'return' }), seat: 1, expected: -10, actual: 0 }] };
    })(),
    (() => {
      // The dealer has no hand and pays "every" ante, the folded one too: a fold is out of the game (Art. 13º pays those still in).
      const hand = folded([{ type: 'payout', spot: 'ante', amount: 10 }]);
      return { name: 'a folded ante paid when the dealer has no hand', hand, findings: [{ rule: 'fold-forfeits-ante', article: 'Art. 11º', event: at(hand, { type: 'payout' }), seat: 1, expected: -10, actual: 10 }] };
    })(),
    (() => {
      const hand = folded([{ type: 'collect', spot: 'ante', amount: 10 }, { type: 'payout', spot: 'bet', amount: 20 }]);
      return { name: 'a folded hand compared and its "bet" paid', hand, findings: [{ rule: 'fold-forfeits-ante', article: 'Art. 11º', event: at(hand, { type: 'payout' }), seat: 1, expected: 0, actual: 20 }] };
    })(),
    (() => {
      const hand = folded([{ type: 'collect', spot: 'ante', amount: 5 }]);
      return { name: 'half the folded ante collected', hand, findings: [{ rule: 'fold-forfeits-ante', article: 'Art. 11º', event: at(hand, { type: 'collect' }), seat: 1, expected: -10, actual: -5 }] };
    })(),
  ],
});

// A zone that neither bet nor folded (its decision event left out), settled as `settle` says after the dealer's reveal.
const undecided = (settle: { type: 'payout' | 'collect' | 'return'; spot: 'ante' | 'bet'; amount: number }[], dealer = DEALER_AK) =>
  edit(csHand({ seats: { 1: { ante: 10, cards: FLUSH, decision: 'bet', settle } }, dealer }), (ev) => ev.filter((e) => e['type'] !== 'decision'));

testRule(pokerCaribeno, 'fold-forfeits-ante', {
  valid: [
    { name: 'no bet nor fold recorded, the ante collected: lost as Art. 11º says (the missing decision is the procedure finding)', hand: undecided([{ type: 'collect', spot: 'ante', amount: 10 }]) },
  ],
  invalid: [
    // Left unsettled, the lost ante is owed to the house as a folded one left uncollected is; no settlement to point at.
    { name: 'no bet nor fold recorded and nothing settled: the ante owed', hand: undecided([]), findings: [{ rule: 'fold-forfeits-ante', article: 'Art. 11º', seat: 1, expected: -10, actual: 0 }] },
    (() => {
      // Only a bet continues in the game (Art. 11º): with none, the ante is lost although the flush beats ace-king.
      const hand = undecided([{ type: 'payout', spot: 'ante', amount: 10 }]);
      return { name: 'no bet nor fold, the ante paid 1 to 1 as a winner', hand, findings: [{ rule: 'fold-forfeits-ante', article: 'Art. 11º', event: at(hand, { type: 'payout' }), seat: 1, expected: -10, actual: 10 }] };
    })(),
    (() => {
      // Art. 13º pays the antes «a los jugadores que queden en la partida»: a zone that made no bet is not among them.
      const hand = undecided([{ type: 'payout', spot: 'ante', amount: 10 }], DEALER_NO_HAND);
      return { name: 'no bet nor fold, the ante paid because the dealer has no hand', hand, findings: [{ rule: 'fold-forfeits-ante', article: 'Art. 11º', event: at(hand, { type: 'payout' }), seat: 1, expected: -10, actual: 10 }] };
    })(),
    (() => {
      const hand = undecided([{ type: 'return', spot: 'ante', amount: 10 }]);
      return { name: 'no bet nor fold, the ante handed back', hand, findings: [{ rule: 'fold-forfeits-ante', article: 'Art. 11º', event: at(hand, { type: 'return' }), seat: 1, expected: -10, actual: 0 }] };
    })(),
    (() => {
      const hand = undecided([{ type: 'collect', spot: 'ante', amount: 10 }, { type: 'payout', spot: 'bet', amount: 20 }]);
      return { name: 'no bet made, yet a bet paid', hand, findings: [{ rule: 'fold-forfeits-ante', article: 'Art. 11º', event: at(hand, { type: 'payout' }), seat: 1, expected: 0, actual: 20 }] };
    })(),
  ],
});

// ---- Art. 12º: the comparison, tie-breaks, and ties --------------------------------------------------

// An ante behind the zone (Art. 9º a: a second player, no wager of the zone) lies on the spot: handed back it is
// settled right, paid or collected it is money on no wager, judged with the zone's ante.
const behind = (hand: Record<string, unknown>, extra: { type: string; spot: string; amount: number }[]) => edit(hand, (ev) => {
  const i = ev.findIndex((e) => e['type'] === 'bet' && e['seat'] === 1);
  ev.splice(i + 1, 0, { type: 'bet', seat: 1, spot: 'ante', amount: 5, player: 'P-9', behind: true });
  const v = ev.findIndex((e) => e['type'] === 'procedure' && e['name'] === 'verify_card_count' && e['participant'] === 'seat:1');
  ev.splice(v, 0, ...extra.map((x) => ({ ...x, seat: 1 })));
  return ev;
});
const folds = () => csHand({ seats: { 1: { ante: 10, cards: JACK_HIGH, decision: 'fold' } }, dealer: DEALER_AK });

testRule(pokerCaribeno, 'fold-forfeits-ante', {
  valid: [
    { name: 'the folded ante collected, the 5 behind it handed back: no gain for the return', hand: behind(folds(), [{ type: 'return', spot: 'ante', amount: 5 }]) },
    { name: 'the folded ante collected, the 5 behind it left alone', hand: behind(folds(), []) },
  ],
  invalid: [
    (() => {
      const hand = behind(folds(), [{ type: 'collect', spot: 'ante', amount: 5 }]);
      return {
        name: 'the 5 behind the folded zone collected with its ante: taken on no wager, owed back',
        hand, findings: [{ rule: 'fold-forfeits-ante', article: 'Art. 11º', event: at(hand, { type: 'collect', spot: 'ante' }, 2), seat: 1, expected: -10, actual: -15 }],
      };
    })(),
  ],
});

testRule(pokerCaribeno, 'settlement-follows-comparison', {
  valid: [
    { name: 'a loss collects ante and bet', hand: csHand({ seats: { 1: { ante: 10, cards: JACK_HIGH, decision: 'bet', settle: lose(10, 20) } }, dealer: DEALER_NINES }) },
    { name: 'a tie returns both wagers (push)', hand: csHand({ seats: { 1: { ante: 10, cards: TIES_DEALER_AK, decision: 'bet', settle: [{ type: 'return', spot: 'ante', amount: 10 }, { type: 'return', spot: 'bet', amount: 20 }] } }, dealer: DEALER_AK }) },
    { name: 'a tie with no settlement event leaves both stakes with the player', hand: csHand({ seats: { 1: { ante: 10, cards: TIES_DEALER_AK, decision: 'bet' } }, dealer: DEALER_AK }) },
    { name: 'two pair against the same two pair: the fifth card decides (4 beats 3)', hand: csHand({ seats: { 1: { ante: 10, cards: 'Qh Qc 7h 7c 4s', decision: 'bet', settle: win(10, 40) } }, dealer: 'Qs Qd 7s 7d 3c' }) },
    { name: 'the wheel is a five-high straight and loses to six-high', hand: csHand({ seats: { 1: { ante: 10, cards: 'As 2d 3h 4s 5h', decision: 'bet', settle: lose(10, 20) } }, dealer: '6s 5d 4h 3c 2s' }) },
  ],
  invalid: [
    (() => {
      const hand = csHand({ seats: { 1: { ante: 10, cards: JACK_HIGH, decision: 'bet', settle: win(10, 20) } }, dealer: DEALER_NINES });
      return {
        name: 'a losing hand paid as a winner', hand,
        findings: [
          { rule: 'settlement-follows-comparison', article: 'Art. 12º', event: at(hand, { type: 'payout', spot: 'ante' }), seat: 1, expected: -10, actual: 10 },
          { rule: 'settlement-follows-comparison', article: 'Art. 12º', event: at(hand, { type: 'payout', spot: 'bet' }), seat: 1, expected: -20, actual: 20 },
        ],
      };
    })(),
    (() => {
      const hand = csHand({ seats: { 1: { ante: 10, cards: FLUSH, decision: 'bet', settle: lose(10, 20) } }, dealer: DEALER_AK });
      return {
        name: 'a winning flush collected', hand,
        findings: [
          { rule: 'settlement-follows-comparison', article: 'Art. 12º', event: at(hand, { type: 'collect', spot: 'ante' }), seat: 1, expected: 10, actual: -10 },
          { rule: 'settlement-follows-comparison', article: 'Art. 12º', event: at(hand, { type: 'collect', spot: 'bet' }), seat: 1, expected: 100, actual: -20 },
        ],
      };
    })(),
    (() => {
      const hand = csHand({ seats: { 1: { ante: 10, cards: 'Qh Qc 7h 7c 4s', decision: 'bet', settle: lose(10, 20) } }, dealer: 'Qs Qd 7s 7d 3c' });
      return {
        name: 'equal two pairs settled for the dealer although the player\'s fifth card is higher', hand,
        findings: [
          { rule: 'settlement-follows-comparison', article: 'Art. 12º', event: at(hand, { type: 'collect', spot: 'ante' }), seat: 1, expected: 10, actual: -10 },
          { rule: 'settlement-follows-comparison', article: 'Art. 12º', event: at(hand, { type: 'collect', spot: 'bet' }), seat: 1, expected: 40, actual: -20 },
        ],
      };
    })(),
    (() => {
      const hand = csHand({ seats: { 1: { ante: 10, cards: 'As 2d 3h 4s 5h', decision: 'bet', settle: win(10, 80) } }, dealer: '6s 5d 4h 3c 2s' });
      return {
        name: 'the wheel paid as if ace-high', hand,
        findings: [
          { rule: 'settlement-follows-comparison', article: 'Art. 12º', event: at(hand, { type: 'payout', spot: 'ante' }), seat: 1, expected: -10, actual: 10 },
          { rule: 'settlement-follows-comparison', article: 'Art. 12º', event: at(hand, { type: 'payout', spot: 'bet' }), seat: 1, expected: -20, actual: 80 },
        ],
      };
    })(),
    (() => {
      const hand = csHand({ seats: { 1: { ante: 10, cards: TIES_DEALER_AK, decision: 'bet', settle: lose(10, 20) } }, dealer: DEALER_AK });
      return {
        name: 'a tie collected', hand,
        findings: [
          { rule: 'settlement-follows-comparison', article: 'Art. 12º', event: at(hand, { type: 'collect', spot: 'ante' }), seat: 1, expected: 0, actual: -10 },
          { rule: 'settlement-follows-comparison', article: 'Art. 12º', event: at(hand, { type: 'collect', spot: 'bet' }), seat: 1, expected: 0, actual: -20 },
        ],
      };
    })(),
  ],
});

describe('tie_settlement parameter', () => {
  it('"dealer-wins" collects a tie instead of returning it', () => {
    const rs = withParam('tie_settlement', 'dealer-wins');
    const pushed = csHand({ seats: { 1: { ante: 10, cards: TIES_DEALER_AK, decision: 'bet', settle: [{ type: 'return', spot: 'ante', amount: 10 }, { type: 'return', spot: 'bet', amount: 20 }] } }, dealer: DEALER_AK });
    expect(findingsOf(rs, pushed).map(shape).map((f) => [f.rule, f.expected, f.actual])).toEqual([
      ['settlement-follows-comparison', -10, 0],
      ['settlement-follows-comparison', -20, 0],
    ]);
  });
  it('«No hay mano» called on a tie with a qualifying dealer (ante paid, bet returned): Art. 13º misapplied, judged as a tie by either reading', () => {
    // clause29-other: it was Art. 12º's, as any tie settled wrong; a loss so settled is Art. 13º's (qualified-loss).
    const hand = csHand({ seats: { 1: { ante: 10, cards: TIES_DEALER_AK, decision: 'bet', settle: [{ type: 'payout', spot: 'ante', amount: 10 }, { type: 'return', spot: 'bet', amount: 20 }] } }, dealer: DEALER_AK });
    expect(findingsOf(pokerCaribeno, hand).map(shape)).toEqual([
      { rule: 'no-hand-pays-antes', article: 'Art. 13º', event: at(hand, { type: 'payout', spot: 'ante' }), seat: 1, expected: 0, actual: 10 },
    ]);
    expect(findingsOf(withParam('tie_settlement', 'dealer-wins'), hand).map(shape).map((f) => [f.rule, f.article, f.expected, f.actual])).toEqual([
      ['no-hand-pays-antes', 'Art. 13º', -10, 10],
      ['no-hand-pays-antes', 'Art. 13º', -20, 0],
    ]);
  });
});

// ---- Art. 13º: the dealer without a hand ------------------------------------------------------------

testRule(pokerCaribeno, 'no-hand-pays-antes', {
  valid: [
    { name: 'ante paid 1 to 1, bet returned', hand: csHand({ seats: { 1: { ante: 10, cards: JACK_HIGH, decision: 'bet', settle: [{ type: 'payout', spot: 'ante', amount: 10 }, { type: 'return', spot: 'bet', amount: 20 }] } }, dealer: DEALER_NO_HAND }) },
    { name: 'ante paid, bet left untouched with no event', hand: csHand({ seats: { 1: { ante: 10, cards: FLUSH, decision: 'bet', settle: [{ type: 'payout', spot: 'ante', amount: 10 }] } }, dealer: DEALER_NO_HAND }) },
    { name: 'ace-queen high is no hand either', hand: csHand({ seats: { 1: { ante: 10, cards: JACK_HIGH, decision: 'bet', settle: [{ type: 'payout', spot: 'ante', amount: 10 }] } }, dealer: 'As Qd 8d 4h 2c' }) },
  ],
  invalid: [
    (() => {
      const hand = csHand({ seats: { 1: { ante: 10, cards: FLUSH, decision: 'bet', settle: win(10, 100) } }, dealer: DEALER_NO_HAND });
      return { name: 'the bet paid by the pay table although the dealer has no hand', hand, findings: [{ rule: 'no-hand-pays-antes', article: 'Art. 13º', event: at(hand, { type: 'payout', spot: 'bet' }), seat: 1, expected: 0, actual: 100 }] };
    })(),
    (() => {
      const hand = csHand({ seats: { 1: { ante: 10, cards: JACK_HIGH, decision: 'bet', settle: [{ type: 'return', spot: 'ante', amount: 10 }, { type: 'collect', spot: 'bet', amount: 20 }] } }, dealer: DEALER_NO_HAND });
      return {
        name: 'ante returned instead of paid, bet collected', hand,
        findings: [
          { rule: 'no-hand-pays-antes', article: 'Art. 13º', event: at(hand, { type: 'return', spot: 'ante' }), seat: 1, expected: 10, actual: 0 },
          { rule: 'no-hand-pays-antes', article: 'Art. 13º', event: at(hand, { type: 'collect', spot: 'bet' }), seat: 1, expected: 0, actual: -20 },
        ],
      };
    })(),
    (() => {
      // review8-cards: a return of 0 was read as no settlement (the bet left on the spot, nothing owed), while a return of
      // 1 kept the other 19: a return of nothing hands back nothing
      const hand = csHand({ seats: { 1: { ante: 10, cards: JACK_HIGH, decision: 'bet', settle: [{ type: 'payout', spot: 'ante', amount: 10 }, { type: 'return', spot: 'bet', amount: 0 }] } }, dealer: DEALER_NO_HAND });
      return {
        name: 'the void bet "returned" with 0: the whole bet kept', hand,
        findings: [{ rule: 'no-hand-pays-antes', article: 'Art. 13º', event: at(hand, { type: 'return', spot: 'bet' }), seat: 1, expected: 0, actual: -20 }],
      };
    })(),
    (() => {
      // «No hay mano» called on a dealer who qualifies (A-K-8-4-2, exactly ace-king): the ante paid 1 to 1 and the bet
      // handed back on a hand the dealer wins. The article misapplied is Art. 13º (its no hand is «una combinación menor a
      // un As y una K»); it was cited under Art. 12º alone, as any lost wager paid (clause29-other's lead).
      const hand = csHand({ seats: { 1: { ante: 10, cards: JACK_HIGH, decision: 'bet', settle: [{ type: 'payout', spot: 'ante', amount: 10 }, { type: 'return', spot: 'bet', amount: 20 }] } }, dealer: DEALER_AK });
      return {
        name: 'no hand called on a dealer with ace-king who beats the zone: ante paid, bet returned', hand,
        findings: [
          { rule: 'no-hand-pays-antes', article: 'Art. 13º', event: at(hand, { type: 'payout', spot: 'ante' }), seat: 1, expected: -10, actual: 10 },
          { rule: 'no-hand-pays-antes', article: 'Art. 13º', event: at(hand, { type: 'return', spot: 'bet' }), seat: 1, expected: -20, actual: 0 },
        ],
      };
    })(),
    (() => {
      // The same with the dealer's pair of nines and the void bet left on the spot (no return recorded): the ante alone moved.
      const hand = csHand({ seats: { 1: { ante: 10, cards: JACK_HIGH, decision: 'bet', settle: [{ type: 'payout', spot: 'ante', amount: 10 }] } }, dealer: DEALER_NINES });
      return {
        name: 'no hand called on a pair of nines: ante paid, bet untouched', hand,
        findings: [
          { rule: 'no-hand-pays-antes', article: 'Art. 13º', event: at(hand, { type: 'payout', spot: 'ante' }), seat: 1, expected: -10, actual: 10 },
          { rule: 'no-hand-pays-antes', article: 'Art. 13º', seat: 1, expected: -20, actual: 0 },
        ],
      };
    })(),
  ],
});

// ---- Art. 14º: the ante 1 to 1 and the bet by the pay table ---------------------------------------------

testRule(pokerCaribeno, 'winning-wagers-paid-per-table', {
  valid: [
    { name: 'a flush: ante 10, bet 5 to 1 on 20', hand: csHand({ seats: { 1: { ante: 10, cards: FLUSH, decision: 'bet', settle: win(10, 100) } }, dealer: DEALER_AK }) },
    { name: 'ace-king-queen beats ace-king-eight: 1 to 1', hand: csHand({ seats: { 1: { ante: 10, cards: 'Ah Kh Qd 7c 3s', decision: 'bet', settle: win(10, 20) } }, dealer: DEALER_AK }) },
    { name: 'a posted flush line of 6 is paid', hand: csHand({ seats: { 1: { ante: 10, cards: FLUSH, decision: 'bet', settle: win(10, 120) } }, dealer: DEALER_AK, table: { ...TABLE, bet_paytable: { ...TABLE.bet_paytable, flush: 6 } } }) },
    {
      name: 'a line that does not divide the stake into cents accepts either rounding',
      hand: csHand({ seats: { 1: { ante: 0.05, cards: 'Js Jh Jc 5s 5d', decision: 'bet', bet: 0.05, settle: win(0.05, 0.38) } }, dealer: DEALER_AK, table: { ...TABLE, min_bet: 0.05, bet_paytable: { ...TABLE.bet_paytable, full_house: 7.5 } } }),
    },
  ],
  invalid: [
    (() => {
      // review8-cards: 7.5 to 1 on 0.05 is 0.375, 0.37 or 0.38 accepted: paid 0.50, 0.12 is owed back, not 0.13
      const hand = csHand({ seats: { 1: { ante: 0.05, cards: 'Js Jh Jc 5s 5d', decision: 'bet', bet: 0.05, settle: win(0.05, 0.5) } }, dealer: DEALER_AK, table: { ...TABLE, min_bet: 0.05, bet_paytable: { ...TABLE.bet_paytable, full_house: 7.5 } } });
      return {
        name: 'a line that does not divide the stake into cents, overpaid: measured from the cent above', hand,
        findings: [{ rule: 'winning-wagers-paid-per-table', article: 'Art. 14º', event: at(hand, { type: 'payout', spot: 'bet' }), seat: 1, expected: 0.38, actual: 0.5, severity: 'warning' }],
      };
    })(),
    (() => {
      const hand = csHand({ seats: { 1: { ante: 0.05, cards: 'Js Jh Jc 5s 5d', decision: 'bet', bet: 0.05, settle: win(0.05, 0.3) } }, dealer: DEALER_AK, table: { ...TABLE, min_bet: 0.05, bet_paytable: { ...TABLE.bet_paytable, full_house: 7.5 } } });
      return {
        name: 'a line that does not divide the stake into cents, underpaid: measured from the cent below', hand,
        findings: [{ rule: 'winning-wagers-paid-per-table', article: 'Art. 14º', event: at(hand, { type: 'payout', spot: 'bet' }), seat: 1, expected: 0.37, actual: 0.3 }],
      };
    })(),
    (() => {
      // clause31-other (judged, no change): A-K-8-4-3 beats A-K-8-4-2 on the fifth card (Art. 12º's last rule) and the
      // table handed both wagers back as a tie. Art. 14º is the article that makes it «una apuesta ganadora» the
      // explotador «pagará»: each unpaid winner is its finding, as clause28-other C28-CS-F01 (J-J-5-5-A pushed) expects.
      const hand = csHand({ seats: { 1: { ante: 10, cards: 'Ah Kc 8s 4c 3d', decision: 'bet', settle: [{ type: 'return', spot: 'ante', amount: 10 }, { type: 'return', spot: 'bet', amount: 20 }] } }, dealer: DEALER_AK });
      return {
        name: 'a winner on the fifth card pushed as a tie: both wagers unpaid winners', hand,
        findings: [
          { rule: 'winning-wagers-paid-per-table', article: 'Art. 14º', event: at(hand, { type: 'return', spot: 'ante' }), seat: 1, expected: 10, actual: 0 },
          { rule: 'winning-wagers-paid-per-table', article: 'Art. 14º', event: at(hand, { type: 'return', spot: 'bet' }), seat: 1, expected: 20, actual: 0 },
        ],
      };
    })(),
    (() => {
      const hand = csHand({ seats: { 1: { ante: 10, cards: FLUSH, decision: 'bet', settle: win(10, 80) } }, dealer: DEALER_AK });
      return { name: 'a flush paid on the straight line', hand, findings: [{ rule: 'winning-wagers-paid-per-table', article: 'Art. 14º', event: at(hand, { type: 'payout', spot: 'bet' }), seat: 1, expected: 100, actual: 80 }] };
    })(),
    (() => {
      const hand = csHand({ seats: { 1: { ante: 10, cards: FLUSH, decision: 'bet', settle: win(5, 100) } }, dealer: DEALER_AK });
      return { name: 'the winning ante paid half', hand, findings: [{ rule: 'winning-wagers-paid-per-table', article: 'Art. 14º', event: at(hand, { type: 'payout', spot: 'ante' }), seat: 1, expected: 10, actual: 5 }] };
    })(),
    (() => {
      const hand = csHand({ seats: { 1: { ante: 10, cards: STRAIGHT, decision: 'bet', settle: win(10, 100) } }, dealer: DEALER_AK });
      return {
        name: 'a straight paid as a flush: an overpayment the "no less than" clause allows is a warning', hand,
        findings: [{ rule: 'winning-wagers-paid-per-table', article: 'Art. 14º', event: at(hand, { type: 'payout', spot: 'bet' }), seat: 1, expected: 80, actual: 100, severity: 'warning' as const }],
      };
    })(),
    (() => {
      const hand = csHand({ seats: { 1: { ante: 10, cards: FLUSH, decision: 'bet', settle: win(10, 100) } }, dealer: DEALER_AK, table: { ...TABLE, bet_paytable: { ...TABLE.bet_paytable, flush: 6 } } });
      return { name: 'a posted line above the minimum paid below even the minimum is Art. 14º, against the posted line', hand: edit(hand, (ev) => ev.map((e) => (e['type'] === 'payout' && e['spot'] === 'bet' ? { ...e, amount: 40 } : e))), findings: [{ rule: 'winning-wagers-paid-per-table', article: 'Art. 14º', event: at(hand, { type: 'payout', spot: 'bet' }), seat: 1, expected: 120, actual: 40 }] };
    })(),
    (() => {
      const hand = csHand({ seats: { 1: { ante: 10, cards: FLUSH, decision: 'bet', settle: win(10, 80) } }, dealer: DEALER_AK, table: { ...TABLE, bet_paytable: { ...TABLE.bet_paytable, flush: 4 } } });
      return { name: 'a posted line below the minimum does not lower what is owed', hand, findings: [{ rule: 'winning-wagers-paid-per-table', article: 'Art. 14º', event: at(hand, { type: 'payout', spot: 'bet' }), seat: 1, expected: 100, actual: 80 }] };
    })(),
    (() => {
      const hand = csHand({ seats: { 1: { ante: 10, cards: PAIR_OF_KINGS, decision: 'bet' } }, dealer: DEALER_AK });
      return {
        name: 'a winner never paid',
        hand,
        findings: [
          { rule: 'winning-wagers-paid-per-table', article: 'Art. 14º', seat: 1, expected: 10, actual: 0 },
          { rule: 'winning-wagers-paid-per-table', article: 'Art. 14º', seat: 1, expected: 20, actual: 0 },
        ],
      };
    })(),
  ],
});

testRule(pokerCaribeno, 'winning-wagers-paid-per-table', {
  valid: [],
  invalid: [
    (() => {
      const base = csHand({ seats: { 1: { ante: 10, cards: FLUSH, decision: 'bet', settle: win(10, 100) } }, dealer: DEALER_AK });
      const hand = behind(base, [{ type: 'payout', spot: 'ante', amount: 5 }]);
      return {
        name: 'the 5 behind a winning zone paid as if a wager: paid on no wager, an error (not the warning of a generous ante)',
        hand, findings: [{ rule: 'winning-wagers-paid-per-table', article: 'Art. 14º', event: at(hand, { type: 'payout', spot: 'ante' }, 2), seat: 1, expected: 10, actual: 15 }],
      };
    })(),
  ],
});

testRule(pokerCaribeno, 'bet-payout-posted-cap', {
  valid: [
    { name: 'a royal flush on 20 (2,000) paid the posted 500 cap', hand: capped(500) },
    { name: 'a cap above the amount does not bite', hand: capped(2000, TABLE) },
    { name: 'a flush under the cap is not the cap\'s business', hand: csHand({ seats: { 1: { ante: 10, cards: FLUSH, decision: 'bet', settle: win(10, 80) } }, dealer: DEALER_AK, table: { ...TABLE, max_payout: 500 } }) },
  ],
  invalid: [
    (() => {
      const hand = capped(400);
      return { name: 'paid under the cap-adjusted amount', hand, findings: [{ rule: 'bet-payout-posted-cap', article: 'Art. 15º', event: at(hand, { type: 'payout', spot: 'bet' }), seat: 1, expected: 500, actual: 400 }] };
    })(),
    (() => {
      const hand = capped(2000);
      return { name: 'paid the full table over the posted cap (a warning)', hand, findings: [{ rule: 'bet-payout-posted-cap', article: 'Art. 15º', event: at(hand, { type: 'payout', spot: 'bet' }), seat: 1, expected: 500, actual: 2000, severity: 'warning' as const }] };
    })(),
  ],
});

describe('Art. 14º and Art. 15º share a shortfall by what explains it', () => {
  const { max_payout: _, ...unposted } = TABLE;
  it('a 500 cap applied at a table that posts none: Art. 15º\'s cap does not apply, the royal flush is owed Art. 14º\'s 100 to 1', () => {
    const hand = capped(500, unposted);
    expect(findingsOf(pokerCaribeno, hand).map(shape)).toEqual([
      { rule: 'winning-wagers-paid-per-table', article: 'Art. 14º', event: at(hand, { type: 'payout', spot: 'bet' }), seat: 1, expected: 2000, actual: 500 },
    ]);
  });
  it('a royal flush paid on the straight-flush line at a table with no cap is Art. 14º', () => {
    expect(findingsOf(pokerCaribeno, capped(1000, unposted)).map(shape)).toEqual([
      { rule: 'winning-wagers-paid-per-table', article: 'Art. 14º', event: expect.any(Number), seat: 1, expected: 2000, actual: 1000 },
    ]);
  });
  it('a flush paid the article\'s 5 to 1 where the table posts 6 breaks the posted table, not Art. 14º nor Art. 15º: a warning', () => {
    const hand = csHand({ seats: { 1: { ante: 10, cards: FLUSH, decision: 'bet', settle: win(10, 100) } }, dealer: DEALER_AK, table: { ...unposted, bet_paytable: { ...TABLE.bet_paytable, flush: 6 } } });
    expect(findingsOf(pokerCaribeno, hand).map(shape)).toEqual([
      { rule: 'bet-paid-per-posted-line', article: 'Tabla publicada', event: at(hand, { type: 'payout', spot: 'bet' }), seat: 1, expected: 120, actual: 100, severity: 'warning' },
    ]);
    // Between the minimum and the posted line (55 of 60): the same.
    const between = edit(hand, (ev) => ev.map((e) => (e['type'] === 'payout' && e['spot'] === 'bet' ? { ...e, amount: 110 } : e)));
    expect(findingsOf(pokerCaribeno, between).map(shape)).toEqual([
      { rule: 'bet-paid-per-posted-line', article: 'Tabla publicada', event: at(hand, { type: 'payout', spot: 'bet' }), seat: 1, expected: 120, actual: 110, severity: 'warning' },
    ]);
    // With the reading switched off, Art. 14º judges it as before, an error.
    expect(findingsOf(withParam('posted_line_short_cites_posted_table', false), hand).map(shape)).toEqual([
      { rule: 'winning-wagers-paid-per-table', article: 'Art. 14º', event: at(hand, { type: 'payout', spot: 'bet' }), seat: 1, expected: 120, actual: 100 },
    ]);
  });
  it('with cap_shortfall_off_the_table true, a shortfall that is no line of the table is cited as a cap nobody posted (Art. 15º)', () => {
    const rs = withParam('cap_shortfall_off_the_table', true);
    expect(findingsOf(rs, capped(500, unposted)).map(shape)).toEqual([
      { rule: 'bet-payout-posted-cap', article: 'Art. 15º', event: expect.any(Number), seat: 1, expected: 2000, actual: 500 },
    ]);
    // A shortfall equal to another line (the straight flush's) is Art. 14º's either way.
    expect(findingsOf(rs, capped(1000, unposted)).map((f) => f.article)).toEqual(['Art. 14º']);
  });
});

describe('fractional_line_rounding parameter (Art. 14º: the text sets proportions, not the rounding of a posted line)', () => {
  // A full house posted at 7.5 to 1 on a bet of 0.05: 0.375, between 0.37 and 0.38.
  const fullAt = (paid: number) => csHand({
    seats: { 1: { ante: 0.05, cards: 'Js Jh Jc 5s 5d', decision: 'bet', bet: 0.05, settle: win(0.05, paid) } },
    dealer: DEALER_AK, table: { ...TABLE, min_bet: 0.05, bet_paytable: { ...TABLE.bet_paytable, full_house: 7.5 } },
  });
  it('"either" (the value shipped) accepts 0.37 and 0.38, and nothing else', () => {
    expect(pokerCaribeno.parameters['fractional_line_rounding']!.value).toBe('either');
    expect(findingsOf(pokerCaribeno, fullAt(0.37))).toEqual([]);
    expect(findingsOf(pokerCaribeno, fullAt(0.38))).toEqual([]);
    // 0.36 is still at least Art. 14º's 7 to 1 (0.35): short of the posted line only.
    const short = fullAt(0.36);
    expect(findingsOf(pokerCaribeno, short).map(shape)).toEqual([
      { rule: 'bet-paid-per-posted-line', article: 'Tabla publicada', event: at(short, { type: 'payout', spot: 'bet' }), seat: 1, expected: 0.37, actual: 0.36, severity: 'warning' },
    ]);
    // 0.34 is under the article's own line: Art. 14º.
    const under = fullAt(0.34);
    expect(findingsOf(pokerCaribeno, under).map(shape)).toEqual([
      { rule: 'winning-wagers-paid-per-table', article: 'Art. 14º', event: at(under, { type: 'payout', spot: 'bet' }), seat: 1, expected: 0.37, actual: 0.34 },
    ]);
  });
  it('"down" accepts only the cent below: 0.38 is an overpayment (a warning, «no menor»)', () => {
    const rs = withParam('fractional_line_rounding', 'down');
    expect(findingsOf(rs, fullAt(0.37))).toEqual([]);
    const over = fullAt(0.38);
    expect(findingsOf(rs, over).map(shape)).toEqual([
      { rule: 'winning-wagers-paid-per-table', article: 'Art. 14º', event: at(over, { type: 'payout', spot: 'bet' }), seat: 1, expected: 0.37, actual: 0.38, severity: 'warning' },
    ]);
  });
  it('"up" accepts only the cent above: 0.37 is a cent short of the posted line', () => {
    const rs = withParam('fractional_line_rounding', 'up');
    expect(findingsOf(rs, fullAt(0.38))).toEqual([]);
    const short = fullAt(0.37);
    const found = findingsOf(rs, short);
    expect(found.map(shape)).toEqual([
      { rule: 'bet-paid-per-posted-line', article: 'Tabla publicada', event: at(short, { type: 'payout', spot: 'bet' }), seat: 1, expected: 0.38, actual: 0.37, severity: 'warning' },
    ]);
    expect(found[0]!.owed_to_player).toBe(1); // minor units: one cent owed to the player
  });
});

// left10: the ante paid on the 5 behind the zone read «requires the winning ante paid 1 to 1 on 10.00 = 10.00; owed by
// the player 5.00»: no word of the bet behind the zone that the 5 over was paid on. The requirement now names the chips
// on the spot that are no wager of the zone (an ante behind it, an ante after the deal).
describe('the chips on the ante spot that are no wager, in words', () => {
  it('an ante behind a winning zone paid: the requirement names the 5 behind the zone, in both languages', () => {
    const base = csHand({ seats: { 1: { ante: 10, cards: FLUSH, decision: 'bet', settle: win(10, 100) } }, dealer: DEALER_AK });
    const hand = behind(base, [{ type: 'payout', spot: 'ante', amount: 5 }]);
    const f = findingsOf(pokerCaribeno, hand).filter((x) => x.rule === 'winning-wagers-paid-per-table');
    expect(f.map((x) => [x.event, x.seat, x.expected, x.actual, x.owed_to_player])).toEqual([[at(hand, { type: 'payout', spot: 'ante' }, 2), 1, 1000, 1500, -500]]);
    expect(f[0]!.message.en).toContain('requires the winning ante paid 1 to 1 on 10.00 = 10.00, and the 5.00 bet behind the zone, no wager of the zone, handed back whole; owed by the player 5.00.');
    expect(f[0]!.message.es).toContain('exige el ante ganador pagado 1 a 1 sobre 10.00 = 10.00, y devolver enteros los 5.00 apostados detrás de la zona, que no son apuesta de la zona; debido por el jugador 5.00.');
  });
  it('the folded zone\'s 5 behind collected with its ante: named too', () => {
    const hand = behind(folds(), [{ type: 'collect', spot: 'ante', amount: 5 }]);
    const [f] = findingsOf(pokerCaribeno, hand).filter((x) => x.rule === 'fold-forfeits-ante');
    expect(f!.message.en).toContain('the folded player\'s 10.00 ante collected, and the 5.00 bet behind the zone, no wager of the zone, handed back whole; owed to the player 5.00.');
  });
  it('a zone with nothing behind it and no late ante: the requirement alone, as before', () => {
    const hand = csHand({ seats: { 1: { ante: 10, cards: FLUSH, decision: 'bet', settle: win(15, 100) } }, dealer: DEALER_AK });
    const [f] = findingsOf(pokerCaribeno, hand).filter((x) => x.spot === 'ante');
    expect(f!.message.en).toContain('requires the winning ante paid 1 to 1 on 10.00 = 10.00; ');
    expect(f!.severity).toBe('warning');
  });
});
