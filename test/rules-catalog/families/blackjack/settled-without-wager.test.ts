import { marbellaBlackJack as marbellaRs } from '../../../../rules-catalog/es-marbella-black-jack/index.js';
import { potLuckBlackJack as potLuckRs } from '../../../../rules-catalog/pe-pot-luck-black-jack/index.js';
import { act, back, bet, deal, heads, hole, pay, potLuck, reveal, take } from '../../../helpers/bj.js';
import { marbella } from '../../../helpers/marbella.js';
import { testRule } from '../../../helpers/rule-tester.js';

// Pot Luck, Art. 15º (articles.json says why that article): money settled on the main spot for a wager never
// placed is judged against 0, net, whether paid, collected or returned.
const A15 = 'Art. 15º';

/** Seat 1 (T 9 = 19, 25 on the box) against the dealer's Q 8 (18): stood (event 6), revealed (7), paid 25 (8); `extra` from event 9. */
const paid19 = (extra: Record<string, unknown>[]) => heads(['Th', '9c'], 'Qd', '8h', 25, [act(1, 'stand'), reveal('8h'), pay(1, 25), ...extra]);

testRule(potLuckRs, 'settled-without-wager', {
  valid: [
    { name: 'payouts only to wagers', hand: paid19([]) },
    { name: 'a payout to seat 4 taken back at once: nothing settled, net', hand: paid19([pay(4, 25), take(4, 25)]) },
    {
      name: 'a bet behind the box settled on its own',
      hand: potLuck([
        bet(1, 25), bet(1, 10, 'main', { behind: true, player: 'P-8' }), deal('seat:1', 'Th'), deal('dealer', 'Qd'), deal('seat:1', '9c'), hole('8h'),
        act(1, 'stand'), reveal('8h'), pay(1, 25), pay(1, 10, { behind: true, player: 'P-8' }),
      ]),
    },
  ],
  invalid: [
    {
      name: 'a payout to an empty seat',
      hand: paid19([pay(4, 25)]),
      findings: [{ rule: 'settled-without-wager', article: A15, event: 9, seat: 4, hand: 1, expected: 0, actual: 25 }],
    },
    {
      name: 'a collection from an empty seat',
      hand: paid19([take(4, 25)]),
      findings: [{ rule: 'settled-without-wager', article: A15, event: 9, seat: 4, hand: 1, expected: 0, actual: -25 }],
    },
    {
      name: 'a stake "returned" to an empty seat: chips handed out for nothing',
      hand: paid19([back(4, 25)]),
      findings: [{ rule: 'settled-without-wager', article: A15, event: 9, seat: 4, hand: 1, expected: 0, actual: 25 }],
    },
    {
      name: 'a collection on a hand 2 that was never split',
      hand: paid19([take(1, 25, { hand: 2 })]),
      findings: [{ rule: 'settled-without-wager', article: A15, event: 9, seat: 1, hand: 2, expected: 0, actual: -25 }],
    },
    {
      name: 'a payout to a bet behind a box that has none',
      hand: paid19([pay(1, 10, { behind: true, player: 'P-8' })]),
      findings: [{ rule: 'settled-without-wager', article: A15, event: 9, seat: 1, hand: 1, expected: 0, actual: 10 }],
    },
    {
      name: 'seat 2 bet only on the pool: its main spot collected',
      hand: potLuck([
        bet(1, 25), bet(2, 10, 'pool'), deal('seat:1', 'Th'), deal('dealer', 'Qd'), deal('seat:1', '9c'), hole('8h'),
        act(1, 'stand'), reveal('8h'), pay(1, 25), take(2, 25),
      ]),
      findings: [{ rule: 'settled-without-wager', article: A15, event: 10, seat: 2, hand: 1, expected: 0, actual: -25 }],
    },
  ],
});

const DJ = 'Desarrollo del juego';

/** Seat 2 (T T = 20, 100 on the box, 50 behind by P-8) against the dealer's 9 then 8 (17). */
const behindBox = (settle: Record<string, unknown>[]) => marbella([
  bet(2, 100, 'main', { player: 'P-2' }), bet(2, 50, 'main', { player: 'P-8', behind: true }),
  deal('seat:2', 'Tc'), deal('dealer', '9h'), deal('seat:2', 'Ts'), act(2, 'stand', { player: 'P-2' }), deal('dealer', '8c'),
  ...settle.map((e) => ({ ...e, seat: 2 })),
]);

// Marbella, Desarrollo del juego: the dealer settles the wagers on the layout; money moved for a wager never placed is
// settled on nothing (expected 0).
/** Seat 2 (T T = 20, 100 on the box by P-2) against the dealer's 9 then 8 (17), paid 100 (event 7); `extra` from event 8. */
const paidBox = (extra: Record<string, unknown>[], behind: Record<string, unknown>[] = []) => marbella([
  bet(2, 100, 'main', { player: 'P-2' }), deal('seat:2', 'Tc'), deal('dealer', '9h'), deal('seat:2', 'Ts'), act(2, 'stand'), deal('dealer', '8c'),
  pay(2, 100), ...extra, ...behind,
]);

testRule(marbellaRs, 'settled-without-wager', {
  valid: [
    { name: 'a clean box', hand: paidBox([]) },
    { name: 'a bet behind the box settled on its own', hand: behindBox([pay(2, 100), pay(2, 50, { behind: true, player: 'P-8' })]) },
    {
      name: 'a bet behind an empty box handed back whole (behind-bet-limit reports the bet)',
      hand: marbella([bet(1, 100), bet(2, 50, 'main', { player: 'P-8', behind: true }), deal('seat:1', 'Tc'), deal('dealer', '9h'), deal('seat:1', 'Ts'), act(1, 'stand'), deal('dealer', '8c'), pay(1, 100), back(2, 50, { behind: true, player: 'P-8' })]),
    },
  ],
  invalid: [
    {
      name: 'a payout to seat 3, which has no bet',
      hand: paidBox([pay(3, 100)]),
      findings: [{ rule: 'settled-without-wager', article: DJ, event: 8, seat: 3, hand: 1, expected: 0, actual: 100 }],
    },
    {
      name: 'a payout to a hand 2 that was never split',
      hand: paidBox([pay(2, 100, { hand: 2 })]),
      findings: [{ rule: 'settled-without-wager', article: DJ, event: 8, seat: 2, hand: 2, expected: 0, actual: 100 }],
    },
    {
      name: 'a payout to a bet behind a box that has none',
      hand: paidBox([pay(2, 50, { behind: true, player: 'P-8' })]),
      findings: [{ rule: 'settled-without-wager', article: DJ, event: 8, seat: 2, hand: 1, expected: 0, actual: 50 }],
    },
  ],
});
