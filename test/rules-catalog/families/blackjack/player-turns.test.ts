import { marbellaBlackJack as marbellaRs } from '../../../../rules-catalog/es-marbella-black-jack/index.js';
import { potLuckBlackJack as potLuckRs } from '../../../../rules-catalog/pe-pot-luck-black-jack/index.js';
import { act, bet, deal, heads, hole, P, pay, potLuck, reveal, take } from '../../../helpers/bj.js';
import { HOLE_CARD_TABLE, euro, marbella } from '../../../helpers/marbella.js';
import { findingsOf, testRule } from '../../../helpers/rule-tester.js';
import { describe, expect, it } from 'vitest';

const h = (hand: number) => ({ hand });

testRule(potLuckRs, 'dealer-after-players', {
  valid: [
    { name: 'reveal after the last player', hand: heads(['Th', '8c'], '9d', '7h', 10, [act(1, 'stand'), reveal('7h'), pay(1, 10)]) },
    {
      // The hole card dealt late, face down, after a player split (Art. 8º reports it, dealer-cards-face): it is
      // not the dealer's turn, and the split hands played after it are not played "after the dealer began".
      name: 'a hole card dealt late, face down, does not begin the dealer\'s turn',
      hand: potLuck([bet(1, 100), deal('seat:1', '8s'), deal('dealer', '6d'), deal('seat:1', '8h'), act(1, 'split', { amount: 100 }), hole('Tc'),
        deal('seat:1', '3c', h(1)), act(1, 'stand', h(1)), deal('seat:1', '9s', h(2)), act(1, 'stand', h(2)), reveal('Tc'), deal('dealer', '9h'),
        pay(1, 100, h(1)), pay(1, 100, h(2))]),
    },
  ],
  invalid: [
    {
      name: 'a player hits after the dealer revealed',
      hand: heads(['Th', '2c'], '9d', '8h', 10, [reveal('8h'), act(1, 'hit'), deal('seat:1', '7s'), act(1, 'stand'), pay(1, 10)]),
      findings: [{ rule: 'dealer-after-players', article: 'Art. 14º', event: 7, seat: 1 }],
    },
  ],
});

// Marbella, Desarrollo del juego: the players decide, then the dealer plays his hand; in the European deal his turn
// begins with his second card.
testRule(marbellaRs, 'dealer-after-players', {
  valid: [
    { name: 'European deal: the second card after the stand', hand: euro(['Th', '8c'], '9d', 100, [act(1, 'stand'), deal('dealer', '8h'), take(1, 100)]) },
    {
      name: 'two boxes played, then the dealer',
      hand: marbella([bet(1, 100), bet(2, 100), deal('seat:1', 'Th'), deal('seat:2', '5h'), deal('dealer', '9d'), deal('seat:1', '8c'), deal('seat:2', '6c'),
        act(1, 'stand'), act(2, 'hit'), deal('seat:2', 'Tc'), act(2, 'stand'), deal('dealer', '8h'), pay(1, 100), pay(2, 100)]),
    },
  ],
  invalid: [
    {
      name: 'European deal: the dealer took his second card before seat 2 played',
      hand: marbella([bet(1, 100), bet(2, 100), deal('seat:1', 'Th'), deal('seat:2', '5h'), deal('dealer', '9d'), deal('seat:1', '8c'), deal('seat:2', '6c'),
        act(1, 'stand'), deal('dealer', '8h'), act(2, 'hit'), deal('seat:2', 'Tc'), act(2, 'stand'), pay(1, 100), pay(2, 100)]),
      findings: [{ rule: 'dealer-after-players', article: 'Desarrollo del juego', event: 10, seat: 2 }],
    },
    {
      name: 'hole-card table: the player hits after the hole card was turned',
      hand: marbella([bet(1, 100), deal('seat:1', 'Th'), deal('dealer', '9d'), deal('seat:1', '2c'), hole('8h'), reveal('8h'), act(1, 'hit'), deal('seat:1', '7s'),
        act(1, 'stand'), pay(1, 100)], HOLE_CARD_TABLE),
      findings: [{ rule: 'dealer-after-players', article: 'Desarrollo del juego', event: 7, seat: 1 }],
    },
  ],
});

// Events are 1-based. Art. 11º: each split hand is played "hasta terminar su juego. Luego..." the next; after a resplit the
// text does not say whether the new hand or the hand already waiting comes next. The order of a seat's split hands is
// Art. 11º's (not Art. 14º's, which orders the players).
testRule(potLuckRs, 'split-hand-order', {
  valid: [
    {
      name: 'a resplit hand (3) played beside the hand it came from, before the waiting hand 2',
      hand: heads(['8h', '8d'], '6c', 'Ts', 100, [
        act(1, 'split', { amount: 100 }), deal('seat:1', '8c', h(1)), act(1, 'split', { amount: 100 }), deal('seat:1', 'Tc', h(1)), act(1, 'stand'),
        deal('seat:1', 'Kc', h(3)), act(1, 'stand', h(3)), deal('seat:1', 'Jd', h(2)), act(1, 'stand', h(2)),
        reveal('Ts'), deal('dealer', '7c'), pay(1, 100), pay(1, 100, h(2)), pay(1, 100, h(3)),
      ]),
    },
    {
      name: 'the same resplit played in index order 1, 2, 3',
      hand: heads(['8h', '8d'], '6c', 'Ts', 100, [
        act(1, 'split', { amount: 100 }), deal('seat:1', '8c', h(1)), act(1, 'split', { amount: 100 }), deal('seat:1', 'Tc', h(1)), act(1, 'stand'),
        deal('seat:1', 'Jd', h(2)), act(1, 'stand', h(2)), deal('seat:1', 'Kc', h(3)), act(1, 'stand', h(3)),
        reveal('Ts'), deal('dealer', '7c'), pay(1, 100), pay(1, 100, h(2)), pay(1, 100, h(3)),
      ]),
    },
  ],
  invalid: [
    {
      name: 'back to hand 1 after hand 2 received its card',
      hand: heads(['8h', '8d'], '6c', 'Ts', 100, [
        act(1, 'split', { amount: 100 }), deal('seat:1', '5c', h(1)), deal('seat:1', '9d', h(2)), act(1, 'hit'), deal('seat:1', '5s', h(1)), act(1, 'stand'), act(1, 'stand', h(2)),
        reveal('Ts'), deal('dealer', '7c'), pay(1, 100), pay(1, 100, h(2)),
      ]),
      findings: [{ rule: 'split-hand-order', article: 'Art. 11º', event: 9, seat: 1, hand: 1 }],
    },
    {
      // Art. 11º «Recibirá por su primera mano la carta con la que completa la entrega obligatoria de cartas ... Luego,
      // se le entregará por su segunda mano la carta...»: hand 2 served while hand 1 still holds one card.
      name: 'hand 2 served before hand 1 received its completing card',
      hand: heads(['8h', '8d'], '6c', 'Ts', 100, [
        act(1, 'split', { amount: 100 }), deal('seat:1', '9d', h(2)), act(1, 'stand', h(2)), deal('seat:1', '5c', h(1)), act(1, 'stand'),
        reveal('Ts'), deal('dealer', '7c'), pay(1, 100, h(2)), pay(1, 100),
      ]),
      findings: [{ rule: 'split-hand-order', article: 'Art. 11º', event: 7, seat: 1, hand: 1 }],
    },
  ],
});

testRule(potLuckRs, 'player-order', {
  valid: [],
  invalid: [
    {
      name: 'seat 1 after seat 2',
      hand: potLuck([bet(1, 100), bet(2, 100), deal('seat:1', 'Th'), deal('seat:2', 'Td'), deal('dealer', '9c'), deal('seat:1', '5d'), deal('seat:2', '8d'), hole('8s'),
        act(2, 'stand'), act(1, 'hit'), deal('seat:1', '4c'), act(1, 'stand'), reveal('8s'), pay(1, 100), pay(2, 100)]),
      findings: [{ rule: 'player-order', article: 'Art. 14º', event: 10, seat: 1 }],
    },
  ],
});

// A decision recorded in the middle of the initial deal (seat 2 «stands» holding one card, before the dealer's first
// card): the dealing goes on, the dealer's card is his up card, not the start of his turn. Found by the review8-bj
// mutation run, where the stray record made every later decision «play after the dealer had begun his hand».
// Events 1-based: the double after the dealer's second card (event 13) is still play after the dealer began.
const strayStand = (late: Record<string, unknown>[]) => marbella([bet(1, 100), bet(2, 100), deal('seat:1', 'Th'), act(2, 'stand'), deal('seat:2', '5h'),
  deal('dealer', '9d'), deal('seat:1', '8c'), deal('seat:2', '6c'), act(1, 'stand'), act(2, 'hit'), deal('seat:2', 'Tc'), act(2, 'stand'), deal('dealer', '8h'), ...late]);

testRule(marbellaRs, 'dealer-after-players', {
  valid: [{ name: 'a stand recorded in the middle of the initial deal', hand: strayStand([take(1, 100), pay(2, 100)]) }],
  invalid: [{
    name: 'a stand recorded in the middle of the initial deal, and a decision after the dealer\'s second card',
    hand: strayStand([act(1, 'hit'), take(1, 100), pay(2, 100)]),
    findings: [{ rule: 'dealer-after-players', article: 'Desarrollo del juego', event: 14, seat: 1 }],
  }],
});

// Pot Luck: a hit recorded before the dealer's first card by a box holding one card; the deal goes on and ends with
// the hole card (event 9): the players' decisions after it are in their turn.
testRule(potLuckRs, 'dealer-after-players', {
  valid: [{
    name: 'a hit recorded in the middle of the mandatory dealing',
    hand: potLuck([bet(1, 100), deal('seat:1', '9c'), act(1, 'hit'), deal('dealer', 'Ad'), deal('seat:1', 'Js'), hole('2h'), act(1, 'stand'), reveal('2h'), deal('dealer', '6c'), { type: 'return', seat: 1, spot: 'main', hand: 1, amount: 100 }]),
  }],
  invalid: [],
});

// Art. 14º «Si vuela, el jugador pierde su apuesta, la cual es inmediatamente recogida por el dealer, así como sus
// cartas»: seat 1 (T-6) hits a king and busts at event 12; P9 bets 40 behind it; seat 2 plays after. review13bj: a
// collection of the bet behind cleared the box's pending collection (and the bet behind's was never awaited), so a
// box collected only at the end drew no finding when the bet behind was collected at once.
const bust = (after: Record<string, unknown>[]) => potLuck([bet(1, 100), bet(1, 40, 'main', { behind: true, player: 'P9' }), bet(2, 100),
  deal('seat:1', 'Ts'), deal('seat:2', 'Tc'), deal('dealer', '9h'), deal('seat:1', '6d'), deal('seat:2', '8c'), hole('Th'), P('offer_surrender'),
  act(1, 'hit'), deal('seat:1', 'Kc'), ...after]);
const bustBox = take(1, 100);
const bustBehind = take(1, 40, { behind: true, player: 'P9' });
const bustRest = [act(2, 'stand'), reveal('Th'), take(2, 100, { seat: 2 })];
testRule(potLuckRs, 'bust-collected-at-once', {
  valid: [
    { name: 'the box and the bet behind collected at once', hand: bust([bustBox, bustBehind, ...bustRest]) },
    { name: 'the bet behind collected first, then the box, at once', hand: bust([bustBehind, bustBox, ...bustRest]) },
    { name: 'the box and the bets behind it collected in one sum, at once', hand: bust([take(1, 140), ...bustRest]) },
  ],
  invalid: [
    {
      name: 'the bet behind collected at once, the box only at the end',
      hand: bust([bustBehind, ...bustRest.slice(0, 2), bustBox, bustRest[2]!]),
      findings: [{ rule: 'bust-collected-at-once', article: 'Art. 14º', event: 16, seat: 1, hand: 1 }],
    },
    {
      name: 'the box collected at once, the bet behind only at the end',
      hand: bust([bustBox, ...bustRest.slice(0, 2), bustBehind, bustRest[2]!]),
      findings: [{ rule: 'bust-collected-at-once', article: 'Art. 14º', event: 16, seat: 1, hand: 1 }],
    },
  ],
});

describe('a late collection of a bet behind names it', () => {
  it('es and en', () => {
    const f = findingsOf(potLuckRs, bust([bustBox, ...bustRest.slice(0, 2), bustBehind, bustRest[2]!])).filter((x) => x.rule === 'bust-collected-at-once');
    expect(f.map((x) => x.message.en)).toEqual(['Seat 1 hand 1 (the bet behind the box, P9) busted (event 12) and was not collected at once: play went on before the collection (Art. 14º).']);
    expect(f.map((x) => x.message.es)).toEqual(['La mano 1 del asiento 1 (apuesta de detrás de la casilla, P9) se pasó (evento 12) y no se recogió de inmediato: el juego siguió antes del cobro (Art. 14º).']);
  });
});

// compound21: a card a doubled hand had no right to (Art. 12º «sólo una carta»; one_card_extra_cards_count false) is no
// part of it: 6 5 doubled, its card a 2 (13), then a K (25 as dealt) is no bust, and is collected once the dealer (9 8)
// has his 17; the K is double-one-card's. A hand that busts on its own card is still collected at once.
testRule(potLuckRs, 'bust-collected-at-once', {
  valid: [
    {
      name: 'a double dealt a card after its one: 13, not 25, collected after the dealer',
      hand: heads(['6h', '5d'], '9c', '8s', 100, [act(1, 'double', { amount: 100 }), deal('seat:1', '2c', h(1)), deal('seat:1', 'Kc', h(1)), reveal('8s'), take(1, 200)]),
    },
  ],
  invalid: [
    {
      name: 'a double bust on its own one card (6 9 then a K: 25), collected only after the reveal',
      hand: heads(['6h', '9d'], '9c', '8s', 100, [act(1, 'double', { amount: 100 }), deal('seat:1', 'Kc', h(1)), reveal('8s'), take(1, 200)]),
      findings: [{ rule: 'bust-collected-at-once', article: 'Art. 14º', event: 9, seat: 1, hand: 1 }],
    },
  ],
});
