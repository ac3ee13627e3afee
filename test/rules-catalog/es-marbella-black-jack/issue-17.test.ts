// Issue 17's classes under Marbella's house rules: bets behind a box, the dealer paying before he
// finished his hand, a dealer Black Jack's own rule id (ESLint RuleTester style).
import { marbellaBlackJack as rs } from '../../../rules-catalog/es-marbella-black-jack/index.js';
import { testRule } from '../../helpers/rule-tester.js';
import { act, back, bet, deal, hole, pay, reveal, take } from '../../helpers/bj.js';
import { HOLE_CARD_TABLE, MARBELLA_TABLE, euro, marbella } from '../../helpers/marbella.js';

const DJ = 'Desarrollo del juego';
/** Seat 2 (T T = 20, 100 on the box, 50 behind by P-8) against the dealer's 9 then 8 (17). */
const behindBox = (settle: Record<string, unknown>[]) => marbella([
  bet(2, 100, 'main', { player: 'P-2' }), bet(2, 50, 'main', { player: 'P-8', behind: true }),
  deal('seat:2', 'Tc'), deal('dealer', '9h'), deal('seat:2', 'Ts'), act(2, 'stand', { player: 'P-2' }), deal('dealer', '8c'),
  ...settle.map((e) => ({ ...e, seat: 2 })),
]);

testRule(rs, 'win-pays-1-to-1', {
  valid: [
    { name: 'the box and the bet behind settled together: 150', hand: behindBox([pay(2, 150)]) },
    { name: 'settled by name', hand: behindBox([pay(2, 100), pay(2, 50, { behind: true, player: 'P-8' })]) },
  ],
  invalid: [
    { name: 'together: only the box paid (was "expected 100, actual 150" the other way round before 1.1)', hand: behindBox([pay(2, 100)]), findings: [{ rule: 'win-pays-1-to-1', article: DJ, event: 8, seat: 2, hand: 1, expected: 150, actual: 100 }] },
    { name: 'by name: the bet behind paid half', hand: behindBox([pay(2, 100), pay(2, 25, { behind: true, player: 'P-8' })]), findings: [{ rule: 'win-pays-1-to-1', article: DJ, event: 9, seat: 2, hand: 1, expected: 50, actual: 25 }] },
  ],
});

testRule(rs, 'settled-before-hand-ended', {
  valid: [{ name: 'the dealer finished, then the 20 collected', hand: marbella([bet(1, 100), deal('seat:1', 'Kd'), deal('dealer', '9c'), deal('seat:1', 'Qh'), hole('7s'), act(1, 'stand'), reveal('7s'), deal('dealer', '5h'), take(1, 100)], HOLE_CARD_TABLE) }],
  invalid: [
    { name: 'stood on 20, paid, then the dealer on 16 drew to 21', hand: marbella([bet(1, 100), deal('seat:1', 'Kd'), deal('dealer', '9c'), deal('seat:1', 'Qh'), hole('7s'), act(1, 'stand'), reveal('7s'), pay(1, 100), deal('dealer', '5h')], HOLE_CARD_TABLE), findings: [{ rule: 'settled-before-hand-ended', article: DJ, event: 8, seat: 1, hand: 1 }] },
    { name: 'European deal: paid before the dealer\'s second card', hand: euro(['Kd', 'Qh'], '9c', 100, [act(1, 'stand'), pay(1, 100), deal('dealer', '8s')]), findings: [{ rule: 'settled-before-hand-ended', article: DJ, event: 6, seat: 1, hand: 1 }] },
  ],
});

testRule(rs, 'loss-collected', {
  valid: [],
  invalid: [{ name: 'the payout judged on the dealer\'s final 21', hand: marbella([bet(1, 100), deal('seat:1', 'Kd'), deal('dealer', '9c'), deal('seat:1', 'Qh'), hole('7s'), act(1, 'stand'), reveal('7s'), pay(1, 100), deal('dealer', '5h')], HOLE_CARD_TABLE), findings: [{ rule: 'loss-collected', article: DJ, event: 8, seat: 1, hand: 1, expected: -100, actual: 100 }] }],
});

testRule(rs, 'dealer-blackjack-takes', {
  valid: [{ name: 'a doubled hand loses both stakes (no original_bets_only posted)', hand: euro(['6h', '4d'], 'Kh', 100, [act(1, 'double', { amount: 100 }), deal('seat:1', '9c', { hand: 1 }), deal('dealer', 'Ac'), take(1, 200)]) }],
  invalid: [
    { name: 'original_bets_only posted: the doubled part must come back', hand: euro(['6h', '4d'], 'Kh', 100, [act(1, 'double', { amount: 100 }), deal('seat:1', '9c', { hand: 1 }), deal('dealer', 'Ac'), take(1, 200)], { ...MARBELLA_TABLE, original_bets_only: true }), findings: [{ rule: 'dealer-blackjack-takes', article: 'Black Jack', event: 8, seat: 1, hand: 1, expected: -100, actual: -200 }] },
    { name: 'a split hand returned (no original_bets_only posted)', hand: euro(['8h', '8d'], 'Tc', 50, [act(1, 'split', { amount: 50 }), deal('seat:1', '3h', { hand: 1 }), act(1, 'stand'), deal('seat:1', 'Kc', { hand: 2 }), act(1, 'stand', { hand: 2 }), deal('dealer', 'As'), take(1, 50), back(1, 50, { hand: 2 })]), findings: [{ rule: 'dealer-blackjack-takes', article: 'Black Jack', event: 12, seat: 1, hand: 2, expected: -50, actual: 0 }] },
  ],
});

testRule(rs, 'blackjack-pays-3-to-2', {
  valid: [{ name: 'a dealer Black Jack\'s losses are not this rule\'s', hand: euro(['6h', '4d'], 'Kh', 100, [act(1, 'double', { amount: 100 }), deal('seat:1', '9c', { hand: 1 }), deal('dealer', 'Ac'), take(1, 100)]) }],
  invalid: [],
});
