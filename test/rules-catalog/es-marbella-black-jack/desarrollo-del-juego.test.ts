import { marbellaBlackJack as rs } from '../../../rules-catalog/es-marbella-black-jack/index.js';
import { act, deal, pay, take } from '../../helpers/bj.js';
import { euro } from '../../helpers/marbella.js';
import { findingsOf, shape, testRule } from '../../helpers/rule-tester.js';
import { describe, expect, it } from 'vitest';

const DES = 'Desarrollo del juego';

testRule(rs, 'surrender-not-provided', {
  valid: [{ name: 'the player stands', hand: euro(['Tc', '6h'], '9c', 50, [act(1, 'stand'), deal('dealer', '9d'), take(1, 50)]) }],
  invalid: [
    {
      name: 'a surrender (a warning: the text is silent, not prohibitive)',
      hand: euro(['Tc', '6h'], '9c', 50, [act(1, 'surrender'), take(1, 25)]),
      findings: [{ rule: 'surrender-not-provided', article: DES, event: 5, seat: 1, hand: 1, severity: 'warning' }],
    },
  ],
});

testRule(rs, 'no-play-on-blackjack', {
  valid: [
    { name: 'a blackjack left alone, paid 3 to 2', hand: euro(['Ah', 'Kd'], '9c', 100, [deal('dealer', '7d'), pay(1, 150)]) },
    {
      name: 'an ace on a split ten is 21, not blackjack: the hand may still be hit',
      hand: euro(['Th', 'Td'], '6c', 100, [
        act(1, 'split', { amount: 100 }), deal('seat:1', 'As', { hand: 1 }), act(1, 'hit'), deal('seat:1', '5s', { hand: 1 }), act(1, 'stand'),
        deal('seat:1', '9c', { hand: 2 }), act(1, 'stand', { hand: 2 }), deal('dealer', 'Qd'), deal('dealer', '2d'),
        take(1, 100), pay(1, 100, { hand: 2 }),
      ]),
    },
    { name: 'a hit on a hard 21 of three cards (unusual, not blackjack)', hand: euro(['5h', '6d'], '6c', 100, [
      act(1, 'hit'), deal('seat:1', 'Ts', { hand: 1 }), act(1, 'hit'), deal('seat:1', '2s', { hand: 1 }), take(1, 100),
      deal('dealer', 'Td'), deal('dealer', '2d'),
    ]) },
  ],
  invalid: [
    {
      name: 'a blackjack hits: reported once, at the decision',
      hand: euro(['Ah', 'Kd'], '9c', 100, [act(1, 'hit'), deal('seat:1', '5s', { hand: 1 }), act(1, 'stand'), deal('dealer', '7d'), pay(1, 150)]),
      findings: [{ rule: 'no-play-on-blackjack', article: DES, event: 5, seat: 1, hand: 1 }],
    },
    {
      name: 'a card dealt to a blackjack with no decision',
      hand: euro(['Ah', 'Kd'], '9c', 100, [deal('seat:1', '5s', { hand: 1 }), deal('dealer', '7d'), pay(1, 150)]),
      findings: [{ rule: 'no-play-on-blackjack', article: DES, event: 5, seat: 1, hand: 1 }],
    },
    {
      name: 'a blackjack doubles',
      hand: euro(['Ah', 'Kd'], '9c', 100, [act(1, 'double', { amount: 100 }), deal('seat:1', '2s', { hand: 1 }), deal('dealer', '7d'), pay(1, 150)]),
      findings: [{ rule: 'no-play-on-blackjack', article: DES, event: 5, seat: 1, hand: 1 }],
    },
  ],
});

// «Si Vd. no tiene Black Jack, decide por su mano si desea pedir o no pedir más cartas»: a card dealt after the
// player stood is reported, and is no part of the hand (player_extra_cards_count = false).
testRule(rs, 'no-card-after-stand', {
  valid: [
    { name: 'a hit, then a stand', hand: euro(['Th', '2c'], '9c', 100, [act(1, 'hit'), deal('seat:1', '6c', { hand: 1 }), act(1, 'stand'), deal('dealer', '8h'), take(1, 100)]) },
    { name: 'a blackjack that stands and is dealt a card: no-play-on-blackjack\'s', hand: euro(['Ah', 'Kd'], '9c', 100, [act(1, 'stand'), deal('seat:1', '5s', { hand: 1 }), deal('dealer', '8h'), pay(1, 150)]) },
    {
      name: 'split hands each stand after their own card',
      hand: euro(['8h', '8c'], '9c', 50, [
        act(1, 'split', { amount: 50 }), deal('seat:1', 'Th', { hand: 1 }), act(1, 'stand'), deal('seat:1', 'Kc', { hand: 2 }), act(1, 'stand', { hand: 2 }),
        deal('dealer', '8h'), pay(1, 50), pay(1, 50, { hand: 2 }),
      ]),
    },
  ],
  invalid: [
    {
      name: 'a card after the stand, reported once',
      hand: euro(['Th', '8c'], '9c', 100, [act(1, 'stand'), deal('seat:1', 'Kc', { hand: 1 }), deal('seat:1', '2c', { hand: 1 }), deal('dealer', '8h'), pay(1, 100)]),
      findings: [{ rule: 'no-card-after-stand', article: DES, event: 6, seat: 1, hand: 1 }],
    },
    {
      name: 'a card to split hand 1 after it stood, dealt once hand 2 was played',
      hand: euro(['8h', '8c'], '9c', 50, [
        act(1, 'split', { amount: 50 }), deal('seat:1', 'Th', { hand: 1 }), act(1, 'stand'), deal('seat:1', 'Kc', { hand: 2 }), act(1, 'stand', { hand: 2 }),
        deal('seat:1', '2c', { hand: 1 }), deal('dealer', '8h'), pay(1, 50), pay(1, 50, { hand: 2 }),
      ]),
      findings: [{ rule: 'no-card-after-stand', article: DES, event: 10, seat: 1, hand: 1 }],
    },
  ],
});

// review12 (mutation run, MB-02-000258): a split hand settled while it held one card and played on afterwards was
// judged on that one card. Split tens; hand 2 collected (event 8) holding the ten alone, then dealt an ace (21) and
// paid (event 14): it was read as «10 against 17», lost, and the payout owed back by the player, though 21 beats 17.
// With fewer than two cards it was no hand yet: it is judged as played. Events: split 5, hand 1's card 6, its stand 7,
// hand 2 collected 8, its ace 9, its stand 10, the dealer's J 11 and A 12 (17), hand 1 paid 13, hand 2 paid 14.
describe('a split hand settled before its second card', () => {
  const hand = euro(['Th', 'Td'], '6c', 100, [
    act(1, 'split', { amount: 100 }), deal('seat:1', '9s', { hand: 1 }), act(1, 'stand'),
    take(1, 100, { hand: 2 }), deal('seat:1', 'Ac', { hand: 2 }), act(1, 'stand', { hand: 2 }),
    deal('dealer', 'Jd'), deal('dealer', 'Ah'), pay(1, 100), pay(1, 100, { hand: 2 }),
  ]);
  it('is judged as played (21 against 17: +100, the table settled 0 net), and the play after the settlement says so', () => {
    const f = findingsOf(rs, hand);
    expect(f.filter((x) => x.category === 'payout').map(shape)).toEqual([
      { rule: 'split-21-not-blackjack', article: 'Dobles', event: 14, seat: 1, hand: 2, expected: 100, actual: 0 },
    ]);
    const after = f.find((x) => x.rule === 'settled-before-hand-ended' && x.event === 9)!;
    expect(after.message.en).toBe('Seat 1 hand 2 was settled (event 8) while it held one card and was played on afterwards (event 9); with fewer than two cards it was no hand yet, and the settlement is judged on the hand as played (the «Desarrollo del juego» section).');
    expect(after.message.es).toBe('La mano 2 del asiento 1 se liquidó (evento 8) cuando tenía una carta y siguió jugándose después (evento 9); sin dos cartas aún no era una mano, y la liquidación se juzga con la mano jugada (apartado «Desarrollo del juego»).');
  });
});
