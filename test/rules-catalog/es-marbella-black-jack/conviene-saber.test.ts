import { marbellaBlackJack as rs } from '../../../rules-catalog/es-marbella-black-jack/index.js';
import { act, bet, deal, P, pay } from '../../helpers/bj.js';
import { marbella } from '../../helpers/marbella.js';
import { testRule } from '../../helpers/rule-tester.js';

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
