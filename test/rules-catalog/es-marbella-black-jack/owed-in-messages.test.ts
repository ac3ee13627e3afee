// findings-format.md: «Every text a person reads ... words money one way only: what is owed to the player,
// or by the player, with its currency.» The bet behind a box and the insurance used to read a signed
// difference («Diferencia para el jugador: EUR -25.00») or none at all.
import { describe, expect, it } from 'vitest';
import { marbellaBlackJack as rs } from '../../../rules-catalog/es-marbella-black-jack/index.js';
import { act, bet, deal, pay } from '../../helpers/bj.js';
import { euro, marbella } from '../../helpers/marbella.js';
import { findingsOf } from '../../helpers/rule-tester.js';

describe('Marbella money words in settlement messages', () => {
  it('a bet behind the box paid short: owed to the player, no signed difference', () => {
    const hand = marbella([
      bet(1, 100, 'main', { player: 'p1' }), bet(1, 50, 'main', { behind: true, player: 'p2' }),
      deal('seat:1', 'Th'), deal('dealer', '9d'), deal('seat:1', '8c'), act(1, 'stand'), deal('dealer', '8h'),
      pay(1, 100), pay(1, 25, { behind: true, player: 'p2' }),
    ]);
    const f = findingsOf(rs, hand).find((x) => x.rule === 'win-pays-1-to-1')!;
    expect([f.event, f.expected, f.actual]).toEqual([9, 5000, 2500]);
    expect(f.message.es).toContain('debido al jugador 25.00');
    expect(f.message.en).toContain('owed to the player 25.00');
    expect(f.message.es).not.toContain('Diferencia');
  });

  it('insurance not collected: owed by the player', () => {
    const hand = euro(['Th', '8c'], 'Ad', 100, [
      { type: 'procedure', name: 'offer_insurance' }, act(1, 'insurance', { amount: 50 }), act(1, 'stand'), deal('dealer', '9h'), pay(1, 100),
    ]);
    const f = findingsOf(rs, hand).find((x) => x.rule === 'insurance-pays-2-to-1')!;
    expect([f.event, f.expected, f.actual]).toEqual([6, -5000, 0]);
    expect(f.message.es).toContain('debido por el jugador 50.00');
    expect(f.message.en).toContain('owed by the player 50.00');
  });
});
