import { marbellaBlackJack as rs } from '../../../rules-catalog/es-marbella-black-jack/index.js';
import { testRule } from '../../helpers/rule-tester.js';
import { act, back, deal, pay, take } from '../../helpers/bj.js';
import { euro } from '../../helpers/marbella.js';

const DES = 'Desarrollo del juego';

testRule(rs, 'dealer-draws-to-17', {
  valid: [
    { name: 'stands on a soft 17 (6 then ace)', hand: euro(['Tc', '6h'], '6c', 40, [act(1, 'stand'), deal('dealer', 'Ah'), take(1, 40)]) },
    { name: 'draws on 16, stands on 19', hand: euro(['Tc', '8h'], '9c', 40, [act(1, 'stand'), deal('dealer', '7h'), deal('dealer', '3d'), take(1, 40)]) },
    {
      name: 'a soft 16 draws, the hard 16 it becomes draws again',
      hand: euro(['Tc', '9h'], 'Ac', 40, [act(1, 'stand'), deal('dealer', '5s'), deal('dealer', 'Td'), deal('dealer', '2c'), pay(1, 40)]),
    },
    { name: 'every player hand busted: the dealer need not draw', hand: euro(['Tc', '6h'], '9c', 40, [act(1, 'hit'), deal('seat:1', 'Kd'), take(1, 40)]) },
  ],
  invalid: [
    {
      name: 'drew on a soft 17',
      hand: euro(['Tc', '8h'], '6c', 40, [act(1, 'stand'), deal('dealer', 'Ah'), deal('dealer', '2d'), take(1, 40)]),
      findings: [{ rule: 'dealer-draws-to-17', article: DES, event: 7 }],
    },
    {
      name: 'stood on 16',
      hand: euro(['Tc', '8h'], '9c', 40, [act(1, 'stand'), deal('dealer', '7h'), pay(1, 40)]),
      findings: [{ rule: 'dealer-draws-to-17', article: DES, event: 6 }],
    },
    {
      name: 'European deal: never took a second card while a hand was live',
      hand: euro(['Tc', '8h'], '9c', 40, [act(1, 'stand'), pay(1, 40)]),
      findings: [{ rule: 'dealer-draws-to-17', article: DES, event: 3 }],
    },
  ],
});

testRule(rs, 'surrender-not-provided', {
  valid: [{ name: 'the player stands', hand: euro(['Tc', '6h'], '9c', 50, [act(1, 'stand'), deal('dealer', '9d'), take(1, 50)]) }],
  invalid: [
    {
      name: 'a surrender (a warning: the text is silent, not prohibitive)',
      hand: euro(['Tc', '6h'], '9c', 50, [act(1, 'surrender'), take(1, 25)]),
      findings: [{ rule: 'surrender-not-provided', article: DES, event: 5, seat: 1, hand: 1, severity: 'warning' }],
    },
  ],
});

testRule(rs, 'bust-loses-wager', {
  valid: [
    { name: 'a bust collected', hand: euro(['Tc', '5c'], '6h', 30, [act(1, 'hit'), deal('seat:1', 'Kd'), take(1, 30), deal('dealer', 'Th'), deal('dealer', '9c')]) },
  ],
  invalid: [
    {
      name: 'a bust returned because the dealer also busted',
      hand: euro(['Tc', '5c'], '6h', 30, [act(1, 'hit'), deal('seat:1', 'Kd'), deal('dealer', 'Th'), deal('dealer', '9c'), back(1, 30)]),
      findings: [{ rule: 'bust-loses-wager', article: DES, event: 9, seat: 1, hand: 1, expected: -30, actual: 0 }],
    },
  ],
});

testRule(rs, 'win-pays-1-to-1', {
  valid: [
    { name: '20 against 19', hand: euro(['Th', 'Qc'], '9s', 25, [act(1, 'stand'), deal('dealer', 'Th'), pay(1, 25)]) },
    { name: 'the dealer busts: a 12 still on the layout is paid', hand: euro(['9h', '3d'], '6h', 20, [act(1, 'stand'), deal('dealer', 'Th'), deal('dealer', '9c'), pay(1, 20)]) },
    { name: 'a doubled hand is paid on its whole wager', hand: euro(['6h', '5c'], '9d', 20, [act(1, 'double', { amount: 20 }), deal('seat:1', 'Th'), deal('dealer', '8h'), pay(1, 40)]) },
  ],
  invalid: [
    {
      name: 'a win paid short',
      hand: euro(['Th', 'Qc'], '9s', 25, [act(1, 'stand'), deal('dealer', 'Th'), pay(1, 20)]),
      findings: [{ rule: 'win-pays-1-to-1', article: DES, event: 7, seat: 1, hand: 1, expected: 25, actual: 20 }],
    },
    {
      name: 'the dealer busts but the 12 is collected',
      hand: euro(['9h', '3d'], '6h', 20, [act(1, 'stand'), deal('dealer', 'Th'), deal('dealer', '9c'), take(1, 20)]),
      findings: [{ rule: 'win-pays-1-to-1', article: DES, event: 8, seat: 1, hand: 1, expected: 20, actual: -20 }],
    },
  ],
});

testRule(rs, 'loss-collected', {
  valid: [{ name: '17 against 19 collected', hand: euro(['7h', 'Ts'], '9s', 40, [act(1, 'stand'), deal('dealer', 'Th'), take(1, 40)]) }],
  invalid: [
    {
      name: '17 against 19 returned',
      hand: euro(['7h', 'Ts'], '9s', 40, [act(1, 'stand'), deal('dealer', 'Th'), back(1, 40)]),
      findings: [{ rule: 'loss-collected', article: DES, event: 7, seat: 1, hand: 1, expected: -40, actual: 0 }],
    },
  ],
});

testRule(rs, 'tie-returned', {
  valid: [
    { name: '19 against 19 returned', hand: euro(['9d', 'Ks'], '9s', 35.5, [act(1, 'stand'), deal('dealer', 'Th'), back(1, 35.5)]) },
    { name: 'a three-card 21 against a three-card 21', hand: euro(['5d', '6s'], '9s', 10, [act(1, 'hit'), deal('seat:1', 'Th'), act(1, 'stand'), deal('dealer', '2h'), deal('dealer', 'Tc'), back(1, 10)]) },
  ],
  invalid: [
    {
      name: 'a tie collected',
      hand: euro(['9d', 'Ks'], '9s', 35.5, [act(1, 'stand'), deal('dealer', 'Th'), take(1, 35.5)]),
      findings: [{ rule: 'tie-returned', article: DES, event: 7, seat: 1, hand: 1, expected: 0, actual: -35.5 }],
    },
  ],
});
