// clause29: a step settling a bet behind the box read as the box's («The table pays seat 1 EUR 30.00 on the main bet»),
// so a dispute over who was paid what could not be told from the steps; and a decision named no player, so an insurance
// taken by a player behind read as the box's. Both now name him, as a bet behind always did.
import { describe, expect, it } from 'vitest';
import { narrateEvent } from '../../../reports/replay/narrate.js';
import { WORDS } from '../../../engine/core/words.js';
import type { HandEvent } from '../../../engine/core/types.js';

const ev = (o: Record<string, unknown>) => o as unknown as HandEvent;
const P8 = { seat: 1, spot: 'main', hand: 1, behind: true, player: 'P8' };

describe('the replay names the player behind the box on his settlements and decisions', () => {
  it('a payout, a collection and a return of his bet behind', () => {
    expect(narrateEvent(ev({ type: 'payout', amount: 3000, ...P8 }), WORDS.en, 'EUR')).toBe('The table pays player P8, behind seat 1, EUR 30.00 on the main bet, hand 1.');
    expect(narrateEvent(ev({ type: 'payout', amount: 3000, ...P8 }), WORDS.es, 'EUR')).toBe('La mesa paga EUR 30.00 al jugador P8, de detrás del asiento 1, por la apuesta principal, mano 1.');
    expect(narrateEvent(ev({ type: 'collect', amount: 2000, ...P8 }), WORDS.en, 'EUR')).toBe('The table collects EUR 20.00 from player P8, behind seat 1, on the main bet, hand 1.');
    expect(narrateEvent(ev({ type: 'collect', amount: 2000, ...P8 }), WORDS.es, 'EUR')).toBe('La mesa cobra EUR 20.00 al jugador P8, de detrás del asiento 1, de la apuesta principal, mano 1.');
    expect(narrateEvent(ev({ type: 'return', amount: 2000, ...P8, player: undefined }), WORDS.en, 'EUR')).toBe('The table returns EUR 20.00 to the player behind seat 1, from the main bet, hand 1.');
    expect(narrateEvent(ev({ type: 'return', amount: 2000, ...P8, player: undefined }), WORDS.es, 'EUR')).toBe('La mesa devuelve EUR 20.00 a quien apuesta detrás del asiento 1, de la apuesta principal, mano 1.');
  });

  it('the box\'s own settlement reads as before', () => {
    expect(narrateEvent(ev({ type: 'payout', seat: 1, spot: 'main', hand: 1, amount: 10000, player: 'P1' }), WORDS.en, 'EUR')).toBe('The table pays seat 1 EUR 100.00 on the main bet, hand 1.');
  });

  it('a decision names who took it', () => {
    expect(narrateEvent(ev({ type: 'decision', seat: 1, hand: 1, action: 'insurance', amount: 1000, player: 'P8' }), WORDS.en, 'EUR')).toBe('Seat 1 (player P8), hand 1, takes insurance of EUR 10.00.');
    expect(narrateEvent(ev({ type: 'decision', seat: 1, hand: 1, action: 'insurance', amount: 1000, player: 'P8' }), WORDS.es, 'EUR')).toBe('El asiento 1 (el jugador P8), mano 1, toma un seguro de EUR 10.00.');
  });
});
