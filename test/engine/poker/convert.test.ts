import { describe, expect, it } from 'vitest';
import { RANKS, SUITS, parseCard as parseCoreCard } from '../../../engine/core/cards.js';
import type { Card } from '../../../engine/core/cards.js';
import { cardName, parseCard as parseEvaluatorCard } from '../../../engine/poker/evaluator.js';
import { fromCard } from '../../../engine/poker/convert.js';
import { reasonText } from '../../../engine/core/reasons.js';

function coreCard(text: string): Card {
  const p = parseCoreCard(text);
  if (!p.ok) throw new Error(reasonText(p.reason));
  return p.card;
}

describe('fromCard', () => {
  it('maps every one of the 52 core cards to the evaluator code of the same card', () => {
    const seen = new Set<number>();
    for (const r of RANKS) {
      for (const s of SUITS) {
        const text = r + s;
        const code = fromCard(coreCard(text));
        expect(code, text).toBe(parseEvaluatorCard(text));
        expect(cardName(code)).toBe(text);
        seen.add(code);
      }
    }
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 52 }, (_, i) => i));
  });

  it('puts the ace on top and the deuce at the bottom', () => {
    expect(fromCard(coreCard('As'))).toBe(48);
    expect(fromCard(coreCard('Ac'))).toBe(51);
    expect(fromCard(coreCard('2s'))).toBe(0);
    expect(fromCard(coreCard('Kh'))).toBe(45);
  });
});
