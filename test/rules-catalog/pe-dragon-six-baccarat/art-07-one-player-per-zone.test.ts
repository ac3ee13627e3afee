import { testRule } from '../../helpers/rule-tester.js';
import { D6, bet, cards, hand, withParams } from './hands.js';

testRule(D6, 'one-player-per-zone', {
  valid: [
    { name: 'one identified player per zone', hand: hand([bet(1, 'banker', 10, { player: 'A' }), bet(1, 'tie', 5, { player: 'A' }), bet(2, 'player', 10, { player: 'B' }), ...cards]) },
    { name: 'bets without player ids are one player', hand: hand([bet(1, 'banker', 10), bet(1, 'tie', 5), ...cards]) },
    {
      name: 'betting behind when every zone is occupied',
      hand: hand([bet(1, 'banker', 10), bet(2, 'banker', 10), bet(3, 'player', 10), bet(2, 'banker', 20, { behind: true, player: 'C' }), ...cards], { table: { decks: 8, seats: 3 } }),
    },
  ],
  invalid: [
    {
      name: 'two players on one zone',
      hand: hand([bet(1, 'banker', 10, { player: 'A' }), bet(1, 'tie', 5, { player: 'B' }), ...cards]),
      findings: [{ rule: 'one-player-per-zone', article: 'Art. 7º', event: 2, seat: 1 }],
    },
    {
      name: 'betting behind with free zones',
      hand: hand([bet(1, 'banker', 10), bet(1, 'banker', 20, { behind: true }), ...cards]),
      findings: [{ rule: 'one-player-per-zone', article: 'Art. 7º', event: 2, seat: 1 }],
    },
  ],
});

testRule(withParams({ betting_behind_allowed: false }), 'one-player-per-zone', {
  valid: [],
  invalid: [{
    name: 'a house that does not allow betting behind',
    hand: hand([bet(1, 'banker', 10), bet(2, 'banker', 10), bet(3, 'player', 10), bet(2, 'banker', 20, { behind: true }), ...cards], { table: { decks: 8, seats: 3 } }),
    findings: [{ rule: 'one-player-per-zone', article: 'Art. 7º', event: 4, seat: 2 }],
  }],
});
