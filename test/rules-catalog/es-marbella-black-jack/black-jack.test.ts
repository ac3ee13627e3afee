import { marbellaBlackJack as rs } from '../../../rules-catalog/es-marbella-black-jack/index.js';
import { testRule } from '../../helpers/rule-tester.js';
import { act, back, bet, deal, hole, pay, reveal, take } from '../../helpers/bj.js';
import { HOLE_CARD_TABLE, MARBELLA_TABLE, euro, marbella } from '../../helpers/marbella.js';

const BJ = 'Black Jack';
const OBO = { ...MARBELLA_TABLE, original_bets_only: true };

/** Seat 1 doubles 10 into 19 for 100 + 100; the dealer's king then ace is a blackjack. */
const doubledAgainstDealerBj = (settle: Record<string, unknown>[], table: Record<string, unknown> = MARBELLA_TABLE) =>
  euro(['6h', '4d'], 'Kh', 100, [act(1, 'double', { amount: 100 }), deal('seat:1', '9c', { hand: 1 }), deal('dealer', 'Ac'), ...settle], table);

testRule(rs, 'blackjack-pays-3-to-2', {
  valid: [
    { name: '3 to 2 on 100', hand: euro(['Ah', 'Kd'], '9c', 100, [pay(1, 150), deal('dealer', '8s')]) },
    { name: '3 to 2 on 25 is 37.50', hand: euro(['Ah', 'Kd'], '9c', 25, [pay(1, 37.5), deal('dealer', '8s')]) },
    { name: 'a tie against a dealer blackjack', hand: euro(['Ah', 'Kd'], 'Kc', 40, [deal('dealer', 'As'), back(1, 40)]) },
  ],
  invalid: [
    {
      name: 'paid 1 to 1',
      hand: euro(['Ah', 'Kd'], '9c', 100, [pay(1, 100), deal('dealer', '8s')]),
      findings: [{ rule: 'blackjack-pays-3-to-2', article: BJ, event: 5, seat: 1, hand: 1, expected: 150, actual: 100 }],
    },
    {
      name: 'paid against a dealer blackjack (a tie)',
      hand: euro(['Ah', 'Kd'], 'Tc', 40, [pay(1, 60), deal('dealer', 'As')]),
      findings: [{ rule: 'blackjack-pays-3-to-2', article: BJ, event: 5, seat: 1, hand: 1, expected: 0, actual: 60 }],
    },
  ],
});

testRule(rs, 'dealer-blackjack-takes', {
  valid: [
    { name: 'a dealer blackjack takes the whole doubled wager', hand: doubledAgainstDealerBj([take(1, 200)]) },
    { name: 'original_bets_only: only the original is lost (collect and return)', hand: doubledAgainstDealerBj([take(1, 100), back(1, 100)], OBO) },
    { name: 'original_bets_only: false is the default, every wager', hand: doubledAgainstDealerBj([take(1, 200)], { ...MARBELLA_TABLE, original_bets_only: false }) },
    {
      name: 'hole-card table: a dealer blackjack beats a three-card 21',
      hand: marbella([bet(1, 30), deal('seat:1', '7h'), deal('dealer', 'Ad'), deal('seat:1', '4c'), hole('Kd'), act(1, 'hit'), deal('seat:1', 'Th'), act(1, 'stand'), reveal('Kd'), take(1, 30)], HOLE_CARD_TABLE),
    },
    {
      name: 'original_bets_only: a split hand beyond the first loses nothing',
      hand: euro(['8h', '8d'], 'Tc', 50, [
        act(1, 'split', { amount: 50 }), deal('seat:1', '3h', { hand: 1 }), act(1, 'stand'), deal('seat:1', 'Kc', { hand: 2 }),
        act(1, 'stand', { hand: 2 }), deal('dealer', 'As'), take(1, 50), back(1, 50, { hand: 2 }),
      ], OBO),
    },
  ],
  invalid: [
    {
      name: 'the dealer blackjack took only the original of a doubled wager (no original_bets_only)',
      hand: doubledAgainstDealerBj([take(1, 100), back(1, 100)]),
      findings: [{ rule: 'dealer-blackjack-takes', article: BJ, event: 9, seat: 1, hand: 1, expected: -200, actual: -100 }],
    },
    {
      name: 'original_bets_only: the table took the doubled part too',
      hand: doubledAgainstDealerBj([take(1, 200)], OBO),
      findings: [{ rule: 'dealer-blackjack-takes', article: BJ, event: 8, seat: 1, hand: 1, expected: -100, actual: -200 }],
    },
    {
      name: 'both split hands lost to a dealer blackjack: the second was returned',
      hand: euro(['8h', '8d'], 'Tc', 50, [
        act(1, 'split', { amount: 50 }), deal('seat:1', '3h', { hand: 1 }), act(1, 'stand'), deal('seat:1', 'Kc', { hand: 2 }),
        act(1, 'stand', { hand: 2 }), deal('dealer', 'As'), take(1, 50), back(1, 50, { hand: 2 }),
      ]),
      findings: [{ rule: 'dealer-blackjack-takes', article: BJ, event: 12, seat: 1, hand: 2, expected: -50, actual: 0 }],
    },
  ],
});
