import { testRule } from '../../helpers/rule-tester.js';
import { D6, bet, coup, hand, proc } from './hands.js';

const A = 'Art. 4º';

// Two ties (7 against 7) that share only the Ts.
const first = [bet(1, 'tie', 10), ...coup(['Ts', '7h'], ['Ks', '7d'])];

testRule(D6, 'new-decks-complete', {
  valid: [
    { name: '8 decks counted 416', hand: hand([proc('new_deck', { decks: 8 }), proc('count', { count: 416 }), ...first]) },
    { name: 'the table\'s decks when new_deck gives none', hand: hand([proc('new_deck'), proc('count', { count: 416 }), ...first]) },
    { name: 'a count with no new decks is not this check', hand: hand([proc('count', { count: 5 }), ...first]) },
  ],
  invalid: [
    {
      name: 'two cards missing',
      hand: hand([proc('new_deck', { decks: 8 }), proc('count', { count: 414 }), ...first]),
      findings: [{ rule: 'new-decks-complete', article: A, event: 2 }],
    },
    {
      name: 'jokers left in',
      hand: hand([proc('new_deck', { decks: 8 }), proc('count', { count: 432 }), ...first]),
      findings: [{ rule: 'new-decks-complete', article: A, event: 2 }],
    },
  ],
});
