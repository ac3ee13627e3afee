import { marbellaBlackJack as marbellaRs } from '../../../../rules-catalog/es-marbella-black-jack/index.js';
import { potLuckBlackJack as potLuckRs } from '../../../../rules-catalog/pe-pot-luck-black-jack/index.js';
import { act, bet, deal, heads, hole, pay, potLuck, reveal, take } from '../../../helpers/bj.js';
import { HOLE_CARD_TABLE, euro, marbella } from '../../../helpers/marbella.js';
import { testRule } from '../../../helpers/rule-tester.js';

const DJ = 'Desarrollo del juego';

// Class 7: paid before the dealer finished his hand.
testRule(potLuckRs, 'settled-before-hand-ended', {
  valid: [
    { name: 'the dealer drew to 21, then the 20 collected', hand: heads(['Kd', 'Qh'], '9c', '7s', 100, [act(1, 'stand'), reveal('7s'), deal('dealer', '5h'), take(1, 100)]) },
    { name: 'a Black Jack paid at once against a 9 does not rest on the dealer', hand: heads(['Ah', 'Kd'], '9c', '7s', 100, [pay(1, 150), reveal('7s'), deal('dealer', '5h')]) },
    // A stand adds no card and no stake: the log showing the paid Black Jack's player standing is not play after it.
    { name: 'a Black Jack paid at once, its player then recorded standing', hand: heads(['Ah', 'Kd'], '9c', '7s', 100, [pay(1, 150), act(1, 'stand'), reveal('7s'), deal('dealer', '5h')]) },
  ],
  invalid: [
    { name: 'stood on 20, paid, then the dealer on 16 drew to 21', hand: heads(['Kd', 'Qh'], '9c', '7s', 100, [act(1, 'stand'), reveal('7s'), pay(1, 100), deal('dealer', '5h')]), findings: [{ rule: 'settled-before-hand-ended', article: 'Art. 14º', event: 8, seat: 1, hand: 1 }] },
    { name: 'paid before the hole card was revealed', hand: heads(['Kd', 'Qh'], '9c', '8s', 100, [act(1, 'stand'), pay(1, 100), reveal('8s')]), findings: [{ rule: 'settled-before-hand-ended', article: 'Art. 14º', event: 7, seat: 1, hand: 1 }] },
    {
      name: 'a 12 collected, then hit (event 7)',
      hand: heads(['Kd', '2h'], '9c', '8s', 100, [take(1, 100), act(1, 'hit'), deal('seat:1', '5s'), act(1, 'stand'), reveal('8s')]),
      findings: [
        { rule: 'settled-before-hand-ended', article: 'Art. 14º', event: 6, seat: 1, hand: 1 },
        { rule: 'settled-before-hand-ended', article: 'Art. 14º', event: 7, seat: 1, hand: 1 },
      ],
    },
  ],
});

testRule(marbellaRs, 'settled-before-hand-ended', {
  valid: [
    { name: 'the dealer finished, then the 20 collected', hand: marbella([bet(1, 100), deal('seat:1', 'Kd'), deal('dealer', '9c'), deal('seat:1', 'Qh'), hole('7s'), act(1, 'stand'), reveal('7s'), deal('dealer', '5h'), take(1, 100)], HOLE_CARD_TABLE) },
    // A blackjack is its first two cards: one the table dealt a third card to (no-play-on-blackjack) rests on no dealer card.
    {
      name: 'a blackjack dealt a third card, paid 3 to 2 before the dealer drew',
      hand: marbella([
        bet(1, 100), bet(2, 100), deal('seat:1', 'Ah'), deal('seat:2', 'Th'), deal('dealer', '9c'), deal('seat:1', 'Kd'), deal('seat:2', '8h'),
        deal('seat:1', '5s', { hand: 1 }), pay(1, 150), act(2, 'stand'), deal('dealer', '7d'), deal('dealer', '5d'), take(2, 100),
      ]),
    },
  ],
  invalid: [
    { name: 'stood on 20, paid, then the dealer on 16 drew to 21', hand: marbella([bet(1, 100), deal('seat:1', 'Kd'), deal('dealer', '9c'), deal('seat:1', 'Qh'), hole('7s'), act(1, 'stand'), reveal('7s'), pay(1, 100), deal('dealer', '5h')], HOLE_CARD_TABLE), findings: [{ rule: 'settled-before-hand-ended', article: DJ, event: 8, seat: 1, hand: 1 }] },
    { name: 'European deal: paid before the dealer\'s second card', hand: euro(['Kd', 'Qh'], '9c', 100, [act(1, 'stand'), pay(1, 100), deal('dealer', '8s')]), findings: [{ rule: 'settled-before-hand-ended', article: DJ, event: 6, seat: 1, hand: 1 }] },
    // player_extra_cards_count false: the 5 dealt after the stand is no part of the hand (no-card-after-stand), so the
    // 20 that only looks bust on 25 rests on the dealer's hand, and collecting it before he drew is settling early.
    {
      name: 'stood on 20, dealt a 5 it had no right to, collected as bust before the dealer\'s second card',
      hand: euro(['Kd', 'Qh'], '9c', 100, [act(1, 'stand'), deal('seat:1', '5s'), take(1, 100), deal('dealer', '7d'), deal('dealer', '5d')]),
      findings: [{ rule: 'settled-before-hand-ended', article: DJ, event: 7, seat: 1, hand: 1 }],
    },
    {
      name: 'a double\'s 21 dealt a second card, collected as bust before the dealer\'s second card',
      hand: euro(['6d', '5h'], '9c', 100, [act(1, 'double', { amount: 100 }), deal('seat:1', 'Ts'), deal('seat:1', '9s'), take(1, 200), deal('dealer', '7d'), deal('dealer', '5d')]),
      findings: [{ rule: 'settled-before-hand-ended', article: DJ, event: 8, seat: 1, hand: 1 }],
    },
  ],
});

// Pot Luck, since interp22, reads Art. 14º-15º as Marbella does (player_extra_cards_count false): the 5 dealt after the
// stand is no part of the hand (no-card-after-stand), so the 20 rests on the dealer's hand, and collecting it before the
// reveal is settling early (the amount is right: the dealer's 16 draws to 21). Before, the 25 was a bust collected at once.
testRule(potLuckRs, 'settled-before-hand-ended', {
  valid: [],
  invalid: [
    {
      name: 'stood on 20, dealt a 5 it had no right to, collected as bust before the reveal',
      hand: heads(['Kd', 'Qh'], '9c', '7s', 100, [act(1, 'stand'), deal('seat:1', '5s'), take(1, 100), reveal('7s'), deal('dealer', '5h')]),
      findings: [{ rule: 'settled-before-hand-ended', article: 'Art. 14º', event: 8, seat: 1, hand: 1 }],
    },
  ],
});

// review13bj: a bet behind the box rides the box's hand and rests on the dealer's total as the box's wager does; it
// was skipped. P9 bets 40 behind seat 1's 20.
const behind40 = (amount: number) => pay(1, amount, { behind: true, player: 'P9' });
const plBehind = (after: Record<string, unknown>[]) => potLuck([bet(1, 100), bet(1, 40, 'main', { behind: true, player: 'P9' }),
  deal('seat:1', 'Kd'), deal('dealer', 'Th'), deal('seat:1', 'Qh'), hole('7s'), act(1, 'stand'), ...after]);
testRule(potLuckRs, 'settled-before-hand-ended', {
  valid: [{ name: 'the box and the bet behind paid after the reveal', hand: plBehind([reveal('7s'), pay(1, 100), behind40(40)]) }],
  invalid: [{
    name: 'the bet behind paid before the hole card was revealed, the box after',
    hand: plBehind([behind40(40), reveal('7s'), pay(1, 100)]),
    findings: [{ rule: 'settled-before-hand-ended', article: 'Art. 14º', event: 8, seat: 1, hand: 1 }],
  }],
});
const mbBehind = (after: Record<string, unknown>[]) => marbella([bet(1, 100), bet(1, 40, 'main', { behind: true, player: 'P9' }),
  deal('seat:1', 'Ts'), deal('dealer', '5h'), deal('seat:1', 'Kd'), act(1, 'stand'), deal('dealer', '7h'), ...after]);
testRule(marbellaRs, 'settled-before-hand-ended', {
  valid: [{ name: 'the box and the bet behind paid after the dealer drew to 17', hand: mbBehind([deal('dealer', '5c'), pay(1, 100), behind40(40)]) }],
  invalid: [{
    name: 'the bet behind paid before the dealer drew to 17, the box after',
    hand: mbBehind([behind40(40), deal('dealer', '5c'), pay(1, 100)]),
    findings: [{ rule: 'settled-before-hand-ended', article: DJ, event: 8, seat: 1, hand: 1 }],
  }],
});
// verify13: a settlement marked as a bet behind on a box that holds none rides no hand (settled-without-wager reports its
// money); it was taken for an early settlement of that box's hand, and, being the round's first, hid the real one.
const mbNoBehind = (after: Record<string, unknown>[]) => marbella([bet(1, 100), bet(2, 100), deal('seat:1', 'Ts'), deal('seat:2', '9s'),
  deal('dealer', '5h'), deal('seat:1', 'Kd'), deal('seat:2', 'Ts'), act(1, 'stand'), act(2, 'stand'), deal('dealer', '7h'), ...after]);
const phantom = pay(2, 40, { behind: true, player: 'P9' });
testRule(marbellaRs, 'settled-before-hand-ended', {
  valid: [{ name: 'a payout behind seat 2, which has no bet behind, before the dealer drew to 17', hand: mbNoBehind([phantom, deal('dealer', '5c'), pay(1, 100), pay(2, 100)]) }],
  invalid: [{
    name: 'the same, then seat 1 paid before the dealer drew to 17: seat 1\'s early payout is the finding',
    hand: mbNoBehind([phantom, pay(1, 100), deal('dealer', '5c'), pay(2, 100)]),
    findings: [{ rule: 'settled-before-hand-ended', article: DJ, event: 12, seat: 1, hand: 1 }],
  }],
});
