import { testRule } from '../../helpers/rule-tester.js';
import { D6, bet, cards, hand } from './hands.js';

testRule(D6, 'bets-with-chips', {
  valid: [{ name: 'chips (the default medium)', hand: hand([bet(1, 'banker', 10), bet(2, 'tie', 5, { medium: 'chips' }), ...cards]) }],
  invalid: [
    {
      name: 'a cash bet and a verbal bet',
      hand: hand([bet(1, 'banker', 10, { medium: 'cash' }), bet(2, 'tie', 5, { medium: 'verbal' }), ...cards]),
      findings: [
        { rule: 'bets-with-chips', article: 'Art. 7º', event: 1, seat: 1 },
        { rule: 'bets-with-chips', article: 'Art. 7º', event: 2, seat: 2 },
      ],
    },
  ],
});

testRule(D6, 'no-bet-after-first-card', {
  valid: [{ name: 'every bet before the first card', hand: hand([bet(1, 'banker', 10), bet(2, 'tie', 5), ...cards]) }],
  invalid: [
    {
      name: 'a bet after the first card left the shoe',
      hand: hand([bet(1, 'banker', 10), cards[0]!, bet(2, 'tie', 5), ...cards.slice(1)]),
      findings: [{ rule: 'no-bet-after-first-card', article: 'Art. 7º', event: 3, seat: 2 }],
    },
  ],
});
