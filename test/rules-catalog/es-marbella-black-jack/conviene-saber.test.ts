import { marbellaBlackJack as rs } from '../../../rules-catalog/es-marbella-black-jack/index.js';
import { describe, expect, it } from 'vitest';
import { act, back, bet, deal, P, pay } from '../../helpers/bj.js';
import { marbella } from '../../helpers/marbella.js';
import { findingsOf, testRule } from '../../helpers/rule-tester.js';

const CON = 'Conviene saber';

testRule(rs, 'no-bets-after-first-card', {
  valid: [
    {
      name: 'every bet before the first card; burned cards at the shoe\'s start do not count',
      hand: marbella([P('shuffle'), P('burn', { cards: ['5c'] }), bet(1, 50), bet(2, 20), bet(2, 30, 'main', { player: 'P-9', behind: true }),
        deal('seat:1', 'Tc'), deal('seat:2', '9d'), deal('dealer', '7h'), deal('seat:1', 'Qd'), deal('seat:2', '9h'),
        act(1, 'stand'), act(2, 'stand'), deal('dealer', 'Ts'), pay(1, 50), pay(2, 20)]),
    },
    {
      name: 'a double and a split are plays, not new bets',
      hand: marbella([bet(1, 50), deal('seat:1', '8h'), deal('dealer', '7s'), deal('seat:1', '8d'), act(1, 'split', { amount: 50 }),
        deal('seat:1', '3c', { hand: 1 }), act(1, 'double', { amount: 50 }), deal('seat:1', 'Th', { hand: 1 }), deal('seat:1', 'Kc', { hand: 2 }),
        act(1, 'stand', { hand: 2 }), deal('dealer', 'Tc'), pay(1, 100), pay(1, 50, { hand: 2 })]),
    },
  ],
  invalid: [
    {
      name: 'a wager increased after the box\'s first card',
      hand: marbella([bet(1, 50), deal('seat:1', 'Tc'), bet(1, 50), deal('dealer', '7h'), deal('seat:1', 'Qd'), act(1, 'stand'), deal('dealer', 'Ts'), pay(1, 100)]),
      findings: [{ rule: 'no-bets-after-first-card', article: CON, event: 3, seat: 1 }],
    },
    {
      name: 'a bet behind placed after the dealer\'s first card',
      hand: marbella([bet(1, 50), deal('seat:1', 'Tc'), deal('dealer', '7h'), bet(1, 20, 'main', { player: 'P-9', behind: true }), deal('seat:1', 'Qd'), act(1, 'stand'), deal('dealer', 'Ts'), pay(1, 50)]),
      findings: [{ rule: 'no-bets-after-first-card', article: CON, event: 4, seat: 1 }],
    },
  ],
});

// review9-bj: a box dealt its first card (event 2) before its bet (event 3) was refused as «a card to seat 1, which has
// no wager»; it is the bet «una vez la primera carta haya salido del sabot» the text forbids, reported at the bet and
// judged on the stake placed before, none: a payout of 100 on it (event 12) is owed back; the chips handed back, right.
const betAfterOwnCard = (settle: Record<string, unknown>) => marbella([
  bet(2, 100), deal('seat:1', 'Th'), bet(1, 100), deal('seat:2', '9c'), deal('dealer', '7d'), deal('seat:1', '8c'), deal('seat:2', '9h'),
  act(1, 'stand'), act(2, 'stand'), deal('dealer', 'Ts'), pay(2, 100), settle,
]);

testRule(rs, 'no-bets-after-first-card', {
  valid: [],
  invalid: [{ name: 'a box bet on after its own first card', hand: betAfterOwnCard(pay(1, 100)), findings: [{ rule: 'no-bets-after-first-card', article: CON, event: 3, seat: 1 }] }],
});

describe('a box bet on after its own first card (review9-bj)', () => {
  it('is audited, not refused: the late bet reported, a payout on it owed back', () => {
    const f = findingsOf(rs, betAfterOwnCard(pay(1, 100)));
    expect(f.map((x) => [x.rule, x.article, x.event, x.seat, x.expected, x.actual, x.owed_to_player])).toEqual([
      ['no-bets-after-first-card', CON, 3, 1, undefined, undefined, undefined],
      ['win-pays-1-to-1', 'Desarrollo del juego', 12, 1, 0, 10000, -10000],
    ]);
  });

  it('the late chips handed back: only the late bet is reported', () => {
    expect(findingsOf(rs, betAfterOwnCard(back(1, 100))).map((x) => [x.rule, x.event])).toEqual([['no-bets-after-first-card', 3]]);
  });
});
