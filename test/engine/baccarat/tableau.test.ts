import { describe, expect, it } from 'vitest';
import { RANKS, SUITS, parseCard } from '../../../engine/core/cards.js';
import type { Card } from '../../../engine/core/cards.js';
import { baccaratTotal, baccaratValue } from '../../../engine/baccarat/values.js';
import { bancaDraws, puntoDraws } from '../../../engine/baccarat/tableau.js';
import { reasonText } from '../../../engine/core/reasons.js';

// The tableau, written here from the words, independently of the engine:
//   naturals 8-9 stop both; Punto draws on 0-5 and stands on 6-7;
//   Banca, Punto standing: draws on 0-5; with a Punto third card:
//   0-2 draw, 3 draws unless that card is an 8, 4 on 2-7, 5 on 4-7, 6 on 6-7, 7 stands.
// BANCA[total][value of Punto's third card]: D draws, S stands.
const BANCA: Record<number, string> = {
  //   0123456789
  0: 'DDDDDDDDDD',
  1: 'DDDDDDDDDD',
  2: 'DDDDDDDDDD',
  3: 'DDDDDDDDSD',
  4: 'SSDDDDDDSS',
  5: 'SSSSDDDDSS',
  6: 'SSSSSSDDSS',
  7: 'SSSSSSSSSS',
};
const PUNTO = 'DDDDDDSS'; // totals 0-7; 8-9 are naturals
const BANCA_PUNTO_STOOD = 'DDDDDDSS';

function expectedDrawing(p: Card[], b: Card[], third: Card | undefined) {
  const pt = baccaratTotal(p);
  const bt = baccaratTotal(b);
  if (pt >= 8 || bt >= 8) return { punto: false, banca: false };
  const punto = PUNTO[pt] === 'D';
  if (!punto) return { punto, banca: BANCA_PUNTO_STOOD[bt] === 'D' };
  return { punto, banca: BANCA[bt]![baccaratValue(third!)] === 'D' };
}

const oneOfEachRank: Card[] = RANKS.map((r, i) => {
  const c = parseCard(r + SUITS[i % 4]);
  if (!c.ok) throw new Error(reasonText(c.reason));
  return c.card;
});

describe('Art. 3º card values', () => {
  it('tens and figures are 0, the ace 1, two to nine their face', () => {
    expect(oneOfEachRank.map(baccaratValue)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0, 0]);
  });
  it('a total over 9 keeps only its right-hand digit', () => {
    const c = (t: string) => (parseCard(t) as { card: Card }).card;
    expect(baccaratTotal([c('9s'), c('8h')])).toBe(7);
    expect(baccaratTotal([c('Ks'), c('Qh'), c('Td')])).toBe(0);
    expect(baccaratTotal([c('7s'), c('7h'), c('7d')])).toBe(1);
  });
});

describe('standard Punto Banco tableau, every two- and three-card combination', () => {
  it('matches the table for all 13^4 two-card pairs and every Punto third card', () => {
    let checked = 0;
    for (const p1 of oneOfEachRank) for (const p2 of oneOfEachRank) {
      for (const b1 of oneOfEachRank) for (const b2 of oneOfEachRank) {
        const p = [p1, p2];
        const b = [b1, b2];
        const pt = baccaratTotal(p);
        const bt = baccaratTotal(b);
        const exp = expectedDrawing(p, b, undefined);
        expect(puntoDraws(pt, bt)).toBe(exp.punto);
        if (!exp.punto) {
          expect(bancaDraws(bt, pt, undefined)).toBe(exp.banca);
          checked++;
          continue;
        }
        for (const third of oneOfEachRank) {
          const withThird = expectedDrawing(p, b, third);
          expect(bancaDraws(bt, pt, baccaratValue(third)), `${pt}/${bt}/${baccaratValue(third)}`).toBe(withThird.banca);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(13 ** 4);
  });
});
