import { describe, expect, it } from 'vitest';
import { detailWords, formatFigure, groupWords } from '../../../audit/stats/figures.js';
import type { Measure } from '../../../audit/stats/figures.js';
import { NO_GROUP } from '../../../audit/stats/accumulator.js';
import { PLAYER_BINS } from '../../../audit/stats/facts.js';

describe('a statistic\'s detail and group in the reader\'s words', () => {
  it('words every detail the run makes in Spanish, and keeps the English key as it is', () => {
    const cases: [string, string][] = [
      ['6 decks', '6 barajas'],
      ['1 decks', '1 baraja'],
      ['up card A, 6 decks', 'carta descubierta A, 6 barajas'],
      ['up card 10, 8 decks', 'carta descubierta 10, 8 barajas'],
      ['ace-king or better', 'as-rey o mejor'],
      ['1 to 7', '1 a 7'],
      ['cards burned against the first card', 'cartas quemadas según la primera carta'],
      ['ace to king', 'del as al rey'],
      [PLAYER_BINS.join(', '), 'carta alta, un par, doble par, trío o mejor'],
      ['first 312 of 416 cards, 8 decks', 'primeras 312 de 416 cartas, 8 barajas'],
      ['first 40 of 52 cards, null decks', 'primeras 40 de 52 cartas'],
      ['3 Banca, 2 Punto', '3 Banca, 2 Punto'],
      ['Art. 13º', 'Art. 13º'],
    ];
    for (const [en, es] of cases) {
      expect(detailWords(en, 'es'), en).toBe(es);
      expect(detailWords(en, 'en')).toBe(en);
    }
    expect(detailWords(null, 'es')).toBeNull();
  });

  it('names a hand without a dealer or a shoe "(ninguno)" in Spanish', () => {
    expect(groupWords(NO_GROUP, 'es')).toBe('(ninguno)');
    expect(groupWords(`T-01 ${NO_GROUP}`, 'es')).toBe('T-01 (ninguno)');
    expect(groupWords(NO_GROUP, 'en')).toBe('(none)');
    expect(groupWords('D-205', 'es')).toBe('D-205');
  });

  it('writes a chi-square\'s degrees of freedom in the reader\'s abbreviation', () => {
    const m = { test: 'chi-square', observed: 24, dof: 6, rate: 24, expected_rate: 6, measure: 'rng_uniformity' } as Measure;
    expect(formatFigure(m, 'expected', 'es')).toBe('6 g.l.');
    expect(formatFigure(m, 'expected', 'en')).toBe('6 dof');
    expect(formatFigure(m, 'observed', 'es')).toBe('χ² 24.00');
  });
});
