import { potLuckBlackJack as rs } from '../../../rules-catalog/pe-pot-luck-black-jack/index.js';
import { act, back, bet, deal, heads, hole, P, pay, potLuck, reveal, take } from '../../helpers/bj.js';
import { testRule } from '../../helpers/rule-tester.js';
import { firstDown } from './hands.js';

// Class 8: Pot Luck's timing and face rules.
const insured = (after: Record<string, unknown>[]) => heads(['Th', '7d'], 'Ac', '5s', 100, [P('offer_insurance'), act(1, 'insurance', { amount: 50 }), ...after]);

const insTake = { type: 'collect', seat: 1, spot: 'insurance', amount: 50 };

testRule(rs, 'insurance-allowed', {
  valid: [
    { name: 'insurance after the ace dealt down was turned up with the hole card', hand: firstDown('Ac', true, [act(1, 'insurance', { amount: 50 }), act(1, 'stand'), reveal('8s'), take(1, 50, { spot: 'insurance', hand: undefined }), pay(1, 100)]) },
  ],
  invalid: [
    { name: 'insurance against an ace still face down', hand: firstDown('Ac', false, [act(1, 'insurance', { amount: 50 }), act(1, 'stand'), reveal('8s'), take(1, 50, { spot: 'insurance', hand: undefined }), pay(1, 100)]), findings: [{ rule: 'insurance-allowed', article: 'Art. 10º', event: 6, seat: 1, hand: 1 }] },
  ],
});

testRule(rs, 'insurance-decided-at-reveal', {
  valid: [{ name: 'collected at the reveal', hand: insured([act(1, 'stand'), reveal('5s'), insTake, deal('dealer', '2h'), take(1, 100)]) }],
  invalid: [
    { name: 'collected before the hole card was revealed', hand: insured([insTake, act(1, 'stand'), reveal('5s'), deal('dealer', '2h'), take(1, 100)]), findings: [{ rule: 'insurance-decided-at-reveal', article: 'Art. 10º', event: 8, seat: 1 }] },
    { name: 'insurance taken after the reveal', hand: heads(['Th', '7d'], 'Ac', '5s', 100, [P('offer_insurance'), reveal('5s'), act(1, 'insurance', { amount: 50 }), insTake, deal('dealer', '2h'), take(1, 100)]), findings: [{ rule: 'insurance-decided-at-reveal', article: 'Art. 10º', event: 8, seat: 1, hand: 1 }] },
  ],
});

testRule(rs, 'insurance-loss-collected-at-once', {
  valid: [
    { name: 'collected right after the reveal', hand: insured([act(1, 'stand'), reveal('5s'), insTake, deal('dealer', '2h'), take(1, 100)]) },
    {
      // The first card left face down (Art. 8º's error) and turned first in the dealer's turn: the hole card is
      // uncovered only by the second reveal, and the collection right after it is at once.
      name: 'a first card left face down turned before the hole card: collected right after the hole card',
      hand: potLuck([bet(1, 100), deal('seat:1', 'Th'), deal('dealer', 'Ac', { face: 'down' }), deal('seat:1', '7d'), hole('5s'), P('offer_insurance'),
        act(1, 'insurance', { amount: 50 }), act(1, 'stand'), reveal('Ac'), reveal('5s'), insTake, deal('dealer', '2h'), take(1, 100)]),
    },
  ],
  invalid: [{ name: 'collected at the end of the round', hand: insured([act(1, 'stand'), reveal('5s'), deal('dealer', '2h'), take(1, 100), insTake]), findings: [{ rule: 'insurance-loss-collected-at-once', article: 'Art. 10º', event: 12, seat: 1 }] }],
});

testRule(rs, 'insurance-allowed', {
  valid: [{ name: 'half the wager against an ace', hand: heads(['Th', '9c'], 'Ad', '7h', 100, [act(1, 'insurance', { amount: 50 }), act(1, 'stand'), reveal('7h'), { type: 'collect', seat: 1, spot: 'insurance', amount: 50 }, pay(1, 100)]) }],
  invalid: [
    {
      name: 'against a king',
      hand: heads(['Th', '9c'], 'Kd', '7h', 100, [act(1, 'insurance', { amount: 50 }), act(1, 'stand'), reveal('7h'), { type: 'collect', seat: 1, spot: 'insurance', amount: 50 }, back(1, 100)]),
      findings: [{ rule: 'insurance-allowed', article: 'Art. 10º', event: 6, seat: 1, hand: 1 }],
    },
    {
      name: 'after a hit',
      hand: heads(['5h', '6c'], 'Ad', '7h', 100, [act(1, 'hit'), deal('seat:1', '8s'), act(1, 'insurance', { amount: 50 }), act(1, 'stand'), reveal('7h'), { type: 'collect', seat: 1, spot: 'insurance', amount: 50 }, pay(1, 100)]),
      findings: [{ rule: 'insurance-allowed', article: 'Art. 10º', event: 8, seat: 1, hand: 1 }],
    },
  ],
});
