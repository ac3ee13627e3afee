import { describe, expect, it } from 'vitest';
import { baccaratValue } from '../../../engine/baccarat/values.js';
import { parseCard } from '../../../engine/core/cards.js';
import type { Card } from '../../../engine/core/cards.js';
import { findingsOf, shape, testRule } from '../../helpers/rule-tester.js';
import { D6, bet, coup, deal, hand } from './hands.js';

// Every combination of two-card totals and Punto third-card values, played as whole hands through the
// engine and the rule: dealt as the tableau in this test says, no finding; with either decision
// reversed, exactly one finding of the rule.
const PUNTO = 'DDDDDDSS';

const BANCA: Record<number, string> = {
  0: 'DDDDDDDDDD', 1: 'DDDDDDDDDD', 2: 'DDDDDDDDDD', 3: 'DDDDDDDDSD',
  4: 'SSDDDDDDSS', 5: 'SSSSDDDDSS', 6: 'SSSSSSDDSS', 7: 'SSSSSSSSSS',
};

const CARD_FOR_VALUE = ['Ks', 'As', '2s', '3s', '4s', '5s', '6s', '7s', '8s', '9s'];

const twoCards = (total: number): string[] => (total === 0 ? ['Kh', 'Qd'] : ['Kc', CARD_FOR_VALUE[total]!.replace('s', 'h')]);

function play(p: number, b: number, third: number | undefined, flip: 'none' | 'punto' | 'banca') {
  const natural = p >= 8 || b >= 8;
  let puntoDraws = !natural && PUNTO[p] === 'D';
  if (flip === 'punto') puntoDraws = !puntoDraws;
  const t = puntoDraws ? (third ?? 0) : undefined;
  let bancaDraws = !natural && (t === undefined ? b <= 5 : BANCA[b]![t] === 'D');
  if (flip === 'banca') bancaDraws = !bancaDraws;
  const punto = [...twoCards(p), ...(t !== undefined ? [CARD_FOR_VALUE[t]!] : [])];
  const banca = [...twoCards(b), ...(bancaDraws ? ['2d'] : [])];
  return hand([bet(1, 'tie', 10), ...coup(punto, banca)]);
}

testRule(D6, 'third-card-tableau', {
  valid: [
    { name: 'naturals stop both', hand: hand([bet(1, 'banker', 10), ...coup(['9s', 'Kh'], ['2s', '3d'])]) },
    { name: 'Banca 3 stands against an 8', hand: hand([bet(1, 'banker', 10), ...coup(['As', '2h', '8c'], ['Ks', '3d'])]) },
    { name: 'Banca 6 draws against a 7', hand: hand([bet(1, 'banker', 10), ...coup(['As', '2h', '7c'], ['Ks', '6d', '4c'])]) },
  ],
  invalid: [
    {
      name: 'Punto draws on 6',
      hand: hand([bet(1, 'banker', 10), ...coup(['4s', '2h', '5c'], ['Ks', '7d'])]),
      findings: [{ rule: 'third-card-tableau', article: 'Art. 10º', event: 6 }],
    },
    {
      // fix13: the missing third card was due after the fourth card, the hand's last event: pointed at that card
      // (whereCardWasDue), where it had no event before.
      name: 'Punto stands on 5 (Banca then judged as with Punto standing: 7 stands)',
      hand: hand([bet(1, 'banker', 10), ...coup(['4s', 'Ah'], ['Ks', '7d'])]),
      findings: [{ rule: 'third-card-tableau', article: 'Art. 10º', event: 5 }],
    },
    {
      name: 'Banca 3 draws against an 8',
      hand: hand([bet(1, 'banker', 10), ...coup(['As', '2h', '8c'], ['Ks', '3d', '4h'])]),
      findings: [{ rule: 'third-card-tableau', article: 'Art. 10º', event: 7 }],
    },
    {
      name: 'Banca 6 stands against a 7 (the card was due after Punto\'s third)',
      hand: hand([bet(1, 'banker', 10), ...coup(['As', '2h', '7c'], ['Ks', '6d']), { type: 'collect', seat: 1, spot: 'banker', amount: 10 }]),
      findings: [{ rule: 'third-card-tableau', article: 'Art. 10º', event: 7 }],
    },
    {
      name: 'Banca\'s third card before Punto\'s',
      hand: hand([bet(1, 'banker', 10), deal('player', 'As'), deal('banker', 'Ks'), deal('player', '2h'), deal('banker', '2d'), deal('banker', '5h'), deal('player', '7c')]),
      findings: [{ rule: 'third-card-tableau', article: 'Art. 10º', event: 6 }],
    },
    {
      name: 'a fourth card to Punto',
      hand: hand([bet(1, 'banker', 10), ...coup(['As', '2h', '4c'], ['Ks', '7d']), deal('player', '2c')]),
      findings: [{ rule: 'third-card-tableau', article: 'Art. 10º', event: 7 }],
    },
  ],
});

describe('Art. 10º tableau, every total and third card through the engine and the rule', () => {
  it('the test\'s helper cards have the values it assumes', () => {
    const v = (t: string) => baccaratValue((parseCard(t) as { card: Card }).card);
    expect(CARD_FOR_VALUE.map(v)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
  it('as the table says: no finding; either decision reversed: one finding', () => {
    let hands = 0;
    for (let p = 0; p <= 9; p++) for (let b = 0; b <= 9; b++) {
      const thirds = !(p >= 8 || b >= 8) && PUNTO[p] === 'D' ? [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] : [undefined];
      for (const third of thirds) {
        const rule = (h: Record<string, unknown>) => findingsOf(D6, h).filter((f) => f.rule === 'third-card-tableau').map(shape);
        expect(rule(play(p, b, third, 'none')), `${p}/${b}/${third}`).toEqual([]);
        expect(rule(play(p, b, third, 'banca')), `${p}/${b}/${third} banca flipped`).toHaveLength(1);
        hands += 2;
      }
    }
    // Flipping Punto's decision changes what Banca faces; it must still be reported on Punto.
    for (let p = 0; p <= 7; p++) {
      const f = findingsOf(D6, play(p, 7, 3, 'punto')).filter((x) => x.rule === 'third-card-tableau');
      expect(f.length, `punto ${p}`).toBeGreaterThanOrEqual(1);
      expect(f[0]!.message.en.startsWith('Punto'), f[0]!.message.en).toBe(true);
    }
    expect(hands).toBe(2 * (36 + 16 + 48 * 10));
  });
});
