import { marbellaBlackJack as rs } from '../../../rules-catalog/es-marbella-black-jack/index.js';
import { act, deal, pay, take } from '../../helpers/bj.js';
import { euro } from '../../helpers/marbella.js';
import { findingsOf, testRule } from '../../helpers/rule-tester.js';
import { describe, expect, it } from 'vitest';

const DOB = 'Dobles';

const split = (amount: number, hand = 1) => act(1, 'split', { amount, hand });

const to = (hand: number, card: string) => deal('seat:1', card, { hand });

// Dobles «podrá jugar a dos manos»: each hand of a split pair is dealt its card.
testRule(rs, 'split-hand-dealt', {
  valid: [
    {
      name: 'both split eights dealt their card',
      hand: euro(['8h', '8c'], '9d', 50, [split(50), to(1, 'Th'), act(1, 'stand'), to(2, 'Kc'), act(1, 'stand', { hand: 2 }), deal('dealer', '8h'), pay(1, 50), pay(1, 50, { hand: 2 })]),
    },
    {
      name: 'an ace on a split ace split again: every ace dealt its card',
      hand: euro(['Ah', 'Ac'], '9d', 50, [split(50), to(1, 'Ad'), split(50), to(1, '9h'), to(2, 'Tc'), to(3, '8c'), deal('dealer', '8h'), pay(1, 50), pay(1, 50, { hand: 2 }), pay(1, 50, { hand: 3 })]),
    },
  ],
  invalid: [
    {
      name: 'split hand 2 never dealt its card',
      hand: euro(['8h', '8c'], '9d', 50, [split(50), to(1, 'Th'), act(1, 'stand'), act(1, 'stand', { hand: 2 }), deal('dealer', '8h'), pay(1, 50), take(1, 50, { hand: 2 })]),
      // At the collection of hand 2 (event 11), where the table settled one card as a finished hand.
      findings: [{ rule: 'split-hand-dealt', article: DOB, event: 11, seat: 1, hand: 2 }],
    },
    {
      name: 'split ace 1 never dealt its card',
      hand: euro(['Ah', 'Ac'], '9d', 50, [split(50), to(2, 'Tc'), deal('dealer', '8h'), take(1, 50), pay(1, 50, { hand: 2 })]),
      findings: [{ rule: 'split-hand-dealt', article: DOB, event: 8, seat: 1, hand: 1 }],
    },
  ],
});

describe('split-hand-dealt names the missing card, at the hand\'s settlement', () => {
  it('split hand 2 left on its eight', () => {
    const f = findingsOf(rs, euro(['8h', '8c'], '9d', 50, [split(50), to(1, 'Th'), act(1, 'stand'), deal('dealer', '8h'), pay(1, 50), take(1, 50, { hand: 2 })]))
      .filter((x) => x.rule === 'split-hand-dealt');
    expect(f.map((x) => [x.event, x.seat, x.hand])).toEqual([[10, 1, 2]]);
    expect(f[0]!.message.en).toContain('Seat 1 hand 2, formed by a split, ended on its single card (8♣)');
    expect(f[0]!.message.es).toContain('La mano 2 del asiento 1, formada al separar, terminó con su única carta (8♣)');
  });

  it('a split hand never settled: no event to point at', () => {
    const f = findingsOf(rs, euro(['8h', '8c'], '9d', 50, [split(50), to(1, 'Th'), act(1, 'stand'), deal('dealer', '8h'), pay(1, 50)]))
      .filter((x) => x.rule === 'split-hand-dealt');
    expect(f.map((x) => [x.event, x.seat, x.hand])).toEqual([[undefined, 1, 2]]);
  });
});
