// review10: the replay narrated a burn of one card as «1 cards are burned» / «Se queman 1 cartas», and a cut card
// one card from the base as «1 cards from the bottom» (Dragon Six: an ace drawn first burns one).
import { describe, expect, it } from 'vitest';
import { narrateEvent } from '../../../reports/replay/narrate.js';
import { WORDS } from '../../../engine/core/words.js';
import { parseCard } from '../../../engine/core/cards.js';
import type { HandEvent } from '../../../engine/core/types.js';

const card = (text: string) => { const p = parseCard(text); if (!p.ok) throw new Error(text); return p.card; };
const burn = (cards: string[]) => ({ type: 'procedure', name: 'burn', cards: cards.map(card) }) as unknown as HandEvent;
const cutCard = (position: number) => ({ type: 'procedure', name: 'place_cut_card', position }) as unknown as HandEvent;

describe('the replay words a count of one as one', () => {
  it('a burn of one card, and of two', () => {
    expect(narrateEvent(burn(['Ah']), WORDS.en)).toBe('1 card is burned: A♥.');
    expect(narrateEvent(burn(['Ah']), WORDS.es)).toBe('Se quema 1 carta: A♥.');
    expect(narrateEvent(burn(['Ah', '2c']), WORDS.en)).toBe('2 cards are burned: A♥ 2♣.');
    expect(narrateEvent(burn(['Ah', '2c']), WORDS.es)).toBe('Se queman 2 cartas: A♥ 2♣.');
  });
  it('a cut card one card from the base, and fourteen', () => {
    expect(narrateEvent(cutCard(1), WORDS.en)).toBe('The cut card is placed 1 card from the bottom.');
    expect(narrateEvent(cutCard(1), WORDS.es)).toBe('Se coloca la carta de corte a 1 carta de la base.');
    expect(narrateEvent(cutCard(14), WORDS.en)).toBe('The cut card is placed 14 cards from the bottom.');
    expect(narrateEvent(cutCard(14), WORDS.es)).toBe('Se coloca la carta de corte a 14 cartas de la base.');
  });
});
