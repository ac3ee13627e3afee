// Issue 17's classes at Pot Luck: each new rule with the article it cites, the event it points at and the
// amounts it judges (ESLint RuleTester style: the findings of the rule under test, exactly).
import { potLuckBlackJack as rs } from '../../../rules-catalog/pe-pot-luck-black-jack/index.js';
import { testRule } from '../../helpers/rule-tester.js';
import { act, back, bet, deal, heads, hole, P, pay, potLuck, reveal, take, POT_LUCK_TABLE } from '../../helpers/bj.js';

const behind = (seat: number, amount: number, player: string) => bet(seat, amount, 'main', { player, behind: true });
/** Seat 1 (T T = 20) with 50 behind it against the dealer's 9 and 8 (17): the box wins, and the bet behind. */
const boxWithBehind = (settle: Record<string, unknown>[]) =>
  heads(['Th', 'Td'], '9c', '8s', 100, [act(1, 'stand'), reveal('8s'), ...settle]).events as Record<string, unknown>[];
const withBehind = (settle: Record<string, unknown>[]) => {
  const events = boxWithBehind(settle);
  return potLuck([events[0]!, behind(1, 50, 'P-8'), ...events.slice(1)]);
};

// Class 2: the box and the bets behind it.
testRule(rs, 'win-pays-1-to-1', {
  valid: [
    { name: 'settled together: 150 on 100 + 50 behind', hand: withBehind([pay(1, 150)]) },
    { name: 'settled by name: 100 to the box, 50 to the bet behind', hand: withBehind([pay(1, 100), pay(1, 50, { behind: true, player: 'P-8' })]) },
  ],
  invalid: [
    {
      name: 'settled together: only the box\'s 100 paid',
      hand: withBehind([pay(1, 100)]),
      findings: [{ rule: 'win-pays-1-to-1', article: 'Art. 15º', event: 9, seat: 1, hand: 1, expected: 150, actual: 100 }],
    },
    {
      name: 'settled by name: the bet behind paid half',
      hand: withBehind([pay(1, 100), pay(1, 25, { behind: true, player: 'P-8' })]),
      findings: [{ rule: 'win-pays-1-to-1', article: 'Art. 15º', event: 10, seat: 1, hand: 1, expected: 50, actual: 25 }],
    },
  ],
});

// Class 3: the first card dealt face down and turned up as the hole card is dealt is the up card.
const firstDown = (up: string, turned: boolean, after: Record<string, unknown>[]) => potLuck([
  bet(1, 100), deal('seat:1', 'Th'), deal('dealer', up, { face: 'down' }), deal('seat:1', '9d'), hole('8s'), ...(turned ? [reveal(up)] : []), ...after,
]);
testRule(rs, 'dealer-cards-face', {
  valid: [
    { name: 'first card down, turned up as the hole card is dealt', hand: firstDown('9c', true, [act(1, 'stand'), reveal('8s'), pay(1, 100)]) },
  ],
  invalid: [
    { name: 'first card down and never turned up in the mandatory dealing', hand: firstDown('9c', false, [act(1, 'stand'), reveal('8s'), pay(1, 100)]), findings: [{ rule: 'dealer-cards-face', article: 'Art. 8º', event: 3 }] },
    {
      name: 'a table posting dealer_hole_card false still owes Art. 8º\'s hole card (the European deal)',
      hand: potLuck([bet(1, 100), deal('seat:1', 'Th'), deal('dealer', '9c'), deal('seat:1', '9d'), act(1, 'stand'), deal('dealer', '8s'), pay(1, 100)], { ...POT_LUCK_TABLE, dealer_hole_card: false }),
      findings: [{ rule: 'dealer-cards-face', article: 'Art. 8º', event: 6 }],
    },
  ],
});
testRule(rs, 'insurance-allowed', {
  valid: [
    { name: 'insurance after the ace dealt down was turned up with the hole card', hand: firstDown('Ac', true, [act(1, 'insurance', { amount: 50 }), act(1, 'stand'), reveal('8s'), take(1, 50, { spot: 'insurance', hand: undefined }), pay(1, 100)]) },
  ],
  invalid: [
    { name: 'insurance against an ace still face down', hand: firstDown('Ac', false, [act(1, 'insurance', { amount: 50 }), act(1, 'stand'), reveal('8s'), take(1, 50, { spot: 'insurance', hand: undefined }), pay(1, 100)]), findings: [{ rule: 'insurance-allowed', article: 'Art. 10º', event: 6, seat: 1, hand: 1 }] },
  ],
});

// Class 4: stakes placed when the rule no longer allows them, and the payout on the stake lawfully placed.
const lateMain = (paid: number) => heads(['Kh', 'Qd'], '9c', '8s', 100, [bet(1, 400), act(1, 'stand'), reveal('8s'), pay(1, paid)]);
testRule(rs, 'main-bet-after-cards', {
  valid: [{ name: 'the bet before the cards', hand: heads(['Kh', 'Qd'], '9c', '8s', 100, [act(1, 'stand'), reveal('8s'), pay(1, 100)]) }],
  invalid: [{ name: 'a main bet added after the box holds K-Q', hand: lateMain(100), findings: [{ rule: 'main-bet-after-cards', article: 'Art. 12º', event: 6, seat: 1, hand: 1 }] }],
});
testRule(rs, 'win-pays-1-to-1', {
  valid: [{ name: 'the late stake not paid: 1 to 1 on the 100 placed before the cards', hand: lateMain(100) }],
  invalid: [{ name: 'the late stake paid too', hand: lateMain(500), findings: [{ rule: 'win-pays-1-to-1', article: 'Art. 15º', event: 9, seat: 1, hand: 1, expected: 100, actual: 500 }] }],
});
testRule(rs, 'pool-bet-after-dealing', {
  valid: [{ name: 'pool bets before the cards', hand: potLuck([bet(1, 100), bet(1, 10, 'pool'), deal('seat:1', 'Th'), deal('dealer', '9c'), deal('seat:1', '9d'), hole('8s'), act(1, 'stand'), reveal('8s'), pay(1, 100), { type: 'pool_award', seat: 1, amount: 9.5 }, { type: 'commission', spot: 'pool', amount: 0.5 }]) }],
  invalid: [{
    name: 'a pool bet by the seat holding 20, after the mandatory dealing',
    hand: potLuck([bet(1, 100), deal('seat:1', 'Th'), deal('dealer', '9c'), deal('seat:1', 'Td'), hole('8s'), bet(1, 10, 'pool'), act(1, 'stand'), reveal('8s'), pay(1, 100)]),
    findings: [{ rule: 'pool-bet-after-dealing', article: 'Art. 18º', event: 6, seat: 1 }],
  }],
});

// Class 7: paid before the dealer finished his hand.
testRule(rs, 'settled-before-hand-ended', {
  valid: [
    { name: 'the dealer drew to 21, then the 20 collected', hand: heads(['Kd', 'Qh'], '9c', '7s', 100, [act(1, 'stand'), reveal('7s'), deal('dealer', '5h'), take(1, 100)]) },
    { name: 'a Black Jack paid at once against a 9 does not rest on the dealer', hand: heads(['Ah', 'Kd'], '9c', '7s', 100, [pay(1, 150), reveal('7s'), deal('dealer', '5h')]) },
  ],
  invalid: [
    { name: 'stood on 20, paid, then the dealer on 16 drew to 21', hand: heads(['Kd', 'Qh'], '9c', '7s', 100, [act(1, 'stand'), reveal('7s'), pay(1, 100), deal('dealer', '5h')]), findings: [{ rule: 'settled-before-hand-ended', article: 'Art. 14º', event: 8, seat: 1, hand: 1 }] },
    { name: 'paid before the hole card was revealed', hand: heads(['Kd', 'Qh'], '9c', '8s', 100, [act(1, 'stand'), pay(1, 100), reveal('8s')]), findings: [{ rule: 'settled-before-hand-ended', article: 'Art. 14º', event: 7, seat: 1, hand: 1 }] },
  ],
});
testRule(rs, 'loss-collected', {
  valid: [],
  invalid: [{ name: 'the payout judged on the dealer\'s final 21: the player owes 200', hand: heads(['Kd', 'Qh'], '9c', '7s', 100, [act(1, 'stand'), reveal('7s'), pay(1, 100), deal('dealer', '5h')]), findings: [{ rule: 'loss-collected', article: 'Art. 16º', event: 8, seat: 1, hand: 1, expected: -100, actual: 100 }] }],
});

// Class 8: Pot Luck's timing and face rules.
const insured = (after: Record<string, unknown>[]) => heads(['Th', '7d'], 'Ac', '5s', 100, [P('offer_insurance'), act(1, 'insurance', { amount: 50 }), ...after]);
const insTake = { type: 'collect', seat: 1, spot: 'insurance', amount: 50 };
testRule(rs, 'insurance-decided-at-reveal', {
  valid: [{ name: 'collected at the reveal', hand: insured([act(1, 'stand'), reveal('5s'), insTake, deal('dealer', '2h'), take(1, 100)]) }],
  invalid: [
    { name: 'collected before the hole card was revealed', hand: insured([insTake, act(1, 'stand'), reveal('5s'), deal('dealer', '2h'), take(1, 100)]), findings: [{ rule: 'insurance-decided-at-reveal', article: 'Art. 10º', event: 8, seat: 1 }] },
    { name: 'insurance taken after the reveal', hand: heads(['Th', '7d'], 'Ac', '5s', 100, [P('offer_insurance'), reveal('5s'), act(1, 'insurance', { amount: 50 }), insTake, deal('dealer', '2h'), take(1, 100)]), findings: [{ rule: 'insurance-decided-at-reveal', article: 'Art. 10º', event: 8, seat: 1, hand: 1 }] },
  ],
});
testRule(rs, 'insurance-loss-collected-at-once', {
  valid: [{ name: 'collected right after the reveal', hand: insured([act(1, 'stand'), reveal('5s'), insTake, deal('dealer', '2h'), take(1, 100)]) }],
  invalid: [{ name: 'collected at the end of the round', hand: insured([act(1, 'stand'), reveal('5s'), deal('dealer', '2h'), take(1, 100), insTake]), findings: [{ rule: 'insurance-loss-collected-at-once', article: 'Art. 10º', event: 12, seat: 1 }] }],
});
testRule(rs, 'surrender-collected-at-once', {
  valid: [{ name: 'the half collected at once', hand: heads(['Th', '6c'], '7d', 'Th', 40, [P('offer_surrender'), act(1, 'surrender'), take(1, 20), reveal('Th')]) }],
  invalid: [{ name: 'the half collected after the reveal', hand: heads(['Th', '6c'], '7d', 'Th', 40, [P('offer_surrender'), act(1, 'surrender'), reveal('Th'), take(1, 20)]), findings: [{ rule: 'surrender-collected-at-once', article: 'Art. 9º', event: 9, seat: 1, hand: 1 }] }],
});
testRule(rs, 'double-card-face-up', {
  valid: [{ name: 'the card after the double face up', hand: heads(['6h', '5d'], '9c', '8s', 100, [act(1, 'double', { amount: 100 }), deal('seat:1', 'Th', { hand: 1 }), reveal('8s'), pay(1, 200)]) }],
  invalid: [{ name: 'the card after the double face down', hand: heads(['6h', '5d'], '9c', '8s', 100, [act(1, 'double', { amount: 100 }), deal('seat:1', 'Th', { hand: 1, face: 'down' }), reveal('8s'), pay(1, 200)]), findings: [{ rule: 'double-card-face-up', article: 'Art. 12º', event: 7, seat: 1, hand: 1 }] }],
});

// Class 11: a dealer Black Jack's own rule id.
testRule(rs, 'dealer-blackjack-takes', {
  valid: [{ name: 'a doubled hand loses only the original', hand: heads(['6h', '4d'], 'Kh', 'Ac', 100, [act(1, 'double', { amount: 100 }), deal('seat:1', '9c', { hand: 1 }), reveal('Ac'), take(1, 100), back(1, 100)]) }],
  invalid: [{ name: 'the doubled part taken too', hand: heads(['6h', '4d'], 'Kh', 'Ac', 100, [act(1, 'double', { amount: 100 }), deal('seat:1', '9c', { hand: 1 }), reveal('Ac'), take(1, 200)]), findings: [{ rule: 'dealer-blackjack-takes', article: 'Art. 13º', event: 9, seat: 1, hand: 1, expected: -100, actual: -200 }] }],
});
