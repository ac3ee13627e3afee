import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import {
  CATEGORIES,
  type HandCategory,
  cardCode,
  categoryOf,
  describeHand,
  evaluate5,
  evaluateHand,
  evaluateShoe5,
  isAceKingOrBetter,
  parseCard,
  rankOf,
  suitOf,
} from '../../../engine/poker/evaluator.js';

const value = (hand: string): number => evaluateHand(hand.split(' ').map(parseCard));

/** Calls `visit` once for each of the C(52,5) hands. */
function forEveryHand(visit: (a: number, b: number, c: number, d: number, e: number) => void): void {
  for (let a = 0; a < 48; a++)
    for (let b = a + 1; b < 49; b++)
      for (let c = b + 1; c < 50; c++)
        for (let d = c + 1; d < 51; d++)
          for (let e = d + 1; e < 52; e++) visit(a, b, c, d, e);
}

/**
 * Deliberately naive, independent statement of the poker rules, packed as
 * category, then ranks ordered by (count desc, rank desc), 4 bits each.
 */
function referenceKey(cards: number[]): number {
  const counts = new Map<number, number>();
  for (const c of cards) counts.set(rankOf(c), (counts.get(rankOf(c)) ?? 0) + 1);
  const groups = [...counts].sort((x, y) => y[1] - x[1] || y[0] - x[0]);
  const ranks = groups.map(([r]) => r);
  const shape = groups.map(([, n]) => n).join('');
  const flush = cards.every((c) => suitOf(c) === suitOf(cards[0] ?? -1));
  let straightHigh = 0;
  if (ranks.length === 5) {
    if ((ranks[0] ?? 0) - (ranks[4] ?? 0) === 4) straightHigh = ranks[0] ?? 0;
    else if (ranks.join() === '14,5,4,3,2') straightHigh = 5;
  }
  let category: HandCategory;
  let order = ranks;
  if (straightHigh && flush) category = straightHigh === 14 ? 'royal_flush' : 'straight_flush';
  else if (shape === '41') category = 'four_of_a_kind';
  else if (shape === '32') category = 'full_house';
  else if (flush) category = 'flush';
  else if (straightHigh) category = 'straight';
  else if (shape === '311') category = 'three_of_a_kind';
  else if (shape === '221') category = 'two_pair';
  else if (shape === '2111') category = 'one_pair';
  else category = 'high_card';
  if (straightHigh) order = [straightHigh];
  let key = CATEGORIES.length - 1 - CATEGORIES.indexOf(category);
  for (let i = 0; i < 5; i++) key = key * 16 + (order[i] ?? 0);
  return key;
}

describe('card codes', () => {
  it('round-trips rank and suit', () => {
    for (let rank = 2; rank <= 14; rank++)
      for (let suit = 0; suit < 4; suit++) {
        const code = cardCode(rank, suit);
        expect(rankOf(code)).toBe(rank);
        expect(suitOf(code)).toBe(suit);
      }
    expect(cardCode(14, 3)).toBe(51);
    expect(parseCard('Ah')).toBe(cardCode(14, 1));
    expect(parseCard('10c')).toBe(cardCode(10, 3));
    expect(() => cardCode(1, 0)).toThrow(RangeError);
    expect(() => parseCard('1x')).toThrow(RangeError);
  });

  it('rejects malformed hands on the checked entry point', () => {
    expect(() => value('As As Kd Qh Jc')).toThrow(/duplicate/);
    expect(() => evaluateHand([1, 2, 3, 4])).toThrow(RangeError);
    expect(() => evaluateHand([1, 2, 3, 4, 52])).toThrow(RangeError);
  });
});

describe('all 2,598,960 five-card hands', () => {
  it('falls into the textbook category counts', () => {
    const counts = new Map<HandCategory, number>();
    let aceKingHigh = 0;
    let total = 0;
    forEveryHand((a, b, c, d, e) => {
      const v = evaluate5(a, b, c, d, e);
      const category = categoryOf(v);
      counts.set(category, (counts.get(category) ?? 0) + 1);
      if (category === 'high_card' && isAceKingOrBetter(v)) aceKingHigh++;
      total++;
    });
    expect(total).toBe(2_598_960);
    expect(Object.fromEntries(counts)).toEqual({
      royal_flush: 4,
      straight_flush: 36,
      four_of_a_kind: 624,
      full_house: 3_744,
      flush: 5_108,
      straight: 10_200,
      three_of_a_kind: 54_912,
      two_pair: 123_552,
      one_pair: 1_098_240,
      high_card: 1_302_540,
    });
    expect(aceKingHigh).toBe(167_280);
  });

  it('orders exactly like a naive reference: 7,462 classes, ties only for equal hands', () => {
    const keyOfValue = new Map<number, number>();
    const valueOfKey = new Map<number, number>();
    let mismatches = 0;
    forEveryHand((a, b, c, d, e) => {
      const v = evaluate5(a, b, c, d, e);
      const key = referenceKey([a, b, c, d, e]);
      const knownKey = keyOfValue.get(v);
      const knownValue = valueOfKey.get(key);
      if (knownKey === undefined) keyOfValue.set(v, key);
      else if (knownKey !== key) mismatches++;
      if (knownValue === undefined) valueOfKey.set(key, v);
      else if (knownValue !== v) mismatches++;
    });
    expect(mismatches).toBe(0);
    expect(keyOfValue.size).toBe(7_462);
    const byValue = [...keyOfValue].sort((x, y) => x[0] - y[0]);
    const outOfOrder = byValue.filter(([, key], i) => i > 0 && key <= (byValue[i - 1]?.[1] ?? -1));
    expect(outOfOrder).toEqual([]);
  });
});

describe('ordering', () => {
  it('plays the wheel as the lowest straight', () => {
    expect(value('As 2d 3h 4c 5s')).toBeLessThan(value('2s 3d 4h 5c 6s'));
    expect(value('As 2d 3h 4c 5s')).toBeGreaterThan(value('As Ad Ac Kd Qh'));
    expect(value('Ts Jd Qh Kc As')).toBeGreaterThan(value('9s Td Jh Qc Ks'));
    expect(value('Ah 2h 3h 4h 5h')).toBeLessThan(value('2s 3s 4s 5s 6s'));
    expect(categoryOf(value('Ah 2h 3h 4h 5h'))).toBe('straight_flush');
    expect(categoryOf(value('Qs Ks As 2s 3s'))).toBe('flush'); // no wrap-around
  });

  it('decides equal pairs by kickers, highest first', () => {
    expect(value('Ks Kd Ah 7c 3s')).toBeGreaterThan(value('Kh Kc Qd 7s 3h'));
    expect(value('Ks Kd Ah 7c 4s')).toBeGreaterThan(value('Kh Kc Ad 7s 3h'));
    expect(value('2s 2d Ah Kc Qs')).toBeLessThan(value('3h 3c 4d 5s 7h'));
  });

  it('breaks two pair on the top pair, then the second pair, then the kicker', () => {
    expect(value('Ks Kd 3h 3c 2s')).toBeGreaterThan(value('Qs Qd Jh Jc As'));
    expect(value('Js Jd 5h 5c 2s')).toBeGreaterThan(value('Jh Jc 4s 4d As'));
    expect(value('Js Jd 4h 4c As')).toBeGreaterThan(value('Jh Jc 4s 4d Ks'));
    expect(value('Js Jd 4h 4c As')).toBe(value('Jh Jc 4s 4d Ad'));
  });

  it('decides flush against flush down to the fifth card', () => {
    expect(value('Ah Jh 9h 6h 4h')).toBeGreaterThan(value('As Js 9s 6s 3s'));
    expect(value('Ah Jh 9h 6h 4h')).toBe(value('Ac Jc 9c 6c 4c'));
    expect(value('Kh Qh Jh Th 8h')).toBeLessThan(value('Ac 5c 4c 3c 2c'));
  });

  it('ranks trips first in a full house and quads before the kicker', () => {
    expect(value('3s 3d 3h 2c 2d')).toBeGreaterThan(value('2s 2d 2h Ac Ad'));
    expect(value('5s 5d 5h 5c 2d')).toBeGreaterThan(value('4s 4d 4h 4c Ad'));
    expect(value('5s 5d 5h 5c 3d')).toBeGreaterThan(value('5s 5d 5h 5c 2d'));
  });

  it('never lets suits or card order break a tie', () => {
    expect(value('Ah Kd 9c 6s 4h')).toBe(value('As Kc 9d 6h 4s'));
    expect(value('Ah Kd 9c 6s 4h')).toBe(value('4h 6s 9c Kd Ah'));
    expect(value('9s 9d 9h Qc 2d')).toBe(value('Qh 9c 2s 9h 9d'));
  });
});

describe('Caribbean dealer qualification and wording', () => {
  it('qualifies at ace-king high or better', () => {
    expect(isAceKingOrBetter(value('As Kd 4h 3c 2s'))).toBe(true);
    expect(isAceKingOrBetter(value('As Kd Qh Jc 9s'))).toBe(true);
    expect(isAceKingOrBetter(value('As Qd Jh 9c 8s'))).toBe(false);
    expect(isAceKingOrBetter(value('Ks Qd Jh 9c 8s'))).toBe(false);
    expect(isAceKingOrBetter(value('2s 2d 5h 4c 3s'))).toBe(true);
    expect(isAceKingOrBetter(value('As 2d 3h 4c 5s'))).toBe(true);
  });

  it('describes a flush rank by rank, as it did before flushes were spelled out rank by rank', () => {
    expect(describeHand(value('Ah Jh 9h 6h 4h'))).toBe('flush, A-J-9-6-4');
    expect(describeHand(value('Th 8h 6h 5h 3h'))).toBe('flush, 10-8-6-5-3');
  });

  it('describes hands for reports', () => {
    expect(describeHand(value('Ks Kd Ah 7c 3s'))).toBe('pair of kings, A-7-3');
    expect(describeHand(value('Ks Kd Kh 4c 4s'))).toBe('full house, kings over fours');
    expect(describeHand(value('As 2d 3h 4c 5s'))).toBe('straight, five high');
    expect(describeHand(value('Ts Js Qs Ks As'))).toBe('royal flush');
    expect(describeHand(value('Js Jd 4h 4c As'))).toBe('two pair, jacks and fours, A');
    expect(describeHand(value('As Kd 4h 3c 2s'))).toBe('ace high, A-K-4-3-2');
  });
});

describe('UCI Poker Hand training set (CC BY 4.0, see fixtures/uci-poker-hand/SOURCE.md)', () => {
  // UCI suits: 1 hearts, 2 spades, 3 diamonds, 4 clubs; ours: 0 s, 1 h, 2 d, 3 c.
  const SUIT_FROM_UCI = [-1, 1, 0, 2, 3];
  const CLASS_TO_CATEGORY: HandCategory[] = [
    'high_card', 'one_pair', 'two_pair', 'three_of_a_kind', 'straight',
    'flush', 'full_house', 'four_of_a_kind', 'straight_flush', 'royal_flush',
  ];
  const url = new URL('../../../fixtures/uci-poker-hand/poker-hand-training-true.data', import.meta.url);
  const rows = readFileSync(url, 'utf8').split(/\r?\n/).filter((line) => line.trim() !== '');

  it('agrees with every labelled hand', () => {
    expect(rows.length).toBe(25_010);
    const wrong: string[] = [];
    let aceKingByData = 0;
    let aceKingByUs = 0;
    for (const row of rows) {
      const f = row.split(',').map(Number);
      const cards: number[] = [];
      for (let i = 0; i < 10; i += 2) {
        const uciRank = f[i + 1] ?? 0;
        cards.push(cardCode(uciRank === 1 ? 14 : uciRank, SUIT_FROM_UCI[f[i] ?? 0] ?? -1));
      }
      const v = evaluateHand(cards);
      if (categoryOf(v) !== CLASS_TO_CATEGORY[f[10] ?? -1]) wrong.push(row);
      if (f[10] === 0) {
        const uciRanks = [f[1], f[3], f[5], f[7], f[9]];
        if (uciRanks.includes(1) && uciRanks.includes(13)) aceKingByData++;
        if (isAceKingOrBetter(v)) aceKingByUs++;
      }
    }
    expect(wrong).toEqual([]);
    expect(aceKingByUs).toBe(aceKingByData);
  });
});

// Two decks or more (Póker Caribeño at a table posting decks: 2): the same card may come twice. Poker names the
// combinations by ranks and suits only (Art. 12º; Arts. 3º-4º lost, reading CS-12º-1), so a repeated card is a card of
// its rank: pairs, trips, full houses and quads as the ranks fall, a flush when all five share a suit (above a pair,
// two pairs or trips), never a straight. Between flushes, Art. 12º's «carta de mayor valor ... que no se encuentre en
// la otra mano» is rank by rank, highest first.
describe('evaluateShoe5: five cards from two decks, a card possibly twice', () => {
  const shoe = (hand: string): number => {
    const [a, b, c, d, e] = hand.split(' ').map(parseCard) as [number, number, number, number, number];
    return evaluateShoe5(a, b, c, d, e);
  };

  it('values a repeated card as its rank and its suit', () => {
    expect(categoryOf(shoe('Ah Ah Kh Qh 2h'))).toBe('flush');
    expect(describeHand(shoe('Ah Ah Kh Qh 2h'))).toBe('flush, A-A-K-Q-2');
    expect(categoryOf(shoe('Ah Ah Kd Qh 2h'))).toBe('one_pair');
    expect(shoe('Ah Ah Kd Qh 2h')).toBe(value('Ah As Kd Qh 2h'));
    expect(categoryOf(shoe('9h 9h Th Jc Qd'))).toBe('one_pair'); // a repeated rank breaks the straight
    expect(categoryOf(shoe('Kh Kh Kd 4c 4c'))).toBe('full_house');
    expect(categoryOf(shoe('Kh Kh Ks Ks 4c'))).toBe('four_of_a_kind');
    expect(categoryOf(shoe('Kh Kh Kh Kh Ah'))).toBe('four_of_a_kind'); // four decks: quads above the flush
    expect(categoryOf(shoe('Kh Kh Kh Ah Ah'))).toBe('full_house'); // three decks: a full house above the flush
    expect(categoryOf(shoe('Kh Kh Kh Ah 2h'))).toBe('flush'); // three decks: trips in one suit are a flush
  });

  it('orders a flush with a repeated card rank by rank among the others', () => {
    expect(shoe('Ah Ah Kh Qh 2h')).toBeGreaterThan(value('As Ks Qs Js 9s')); // the second card: A over K
    expect(shoe('Kh Kh 3h 2h 2h')).toBeGreaterThan(value('Ks Qs Js 9s 8s'));
    expect(shoe('Kh Kh 3h 2h 2h')).toBeLessThan(value('As 5s 4s 3s 7s'));
    expect(shoe('Kh Kh 3h 2h 2h')).toBe(shoe('Kd Kd 3d 2d 2d'));
    expect(categoryOf(shoe('2h 2h 3h 4h 6h'))).toBe('flush');
    expect(shoe('2h 2h 3h 4h 6h')).toBeLessThan(value('7s 5s 4s 3s 2s')); // the lowest flush of distinct cards is higher
    expect(shoe('2h 2h 3h 4h 6h')).toBeGreaterThan(value('As Kd Qh Jc Ts')); // above the highest straight
    expect(shoe('Ah Ah Kh Qh 2h')).toBeLessThan(value('2c 2d 2h 3c 3d')); // below the lowest full house
  });

  it('five of one rank are four of a kind with a kicker of that rank', () => {
    expect(shoe('As As Ah Ah Ad')).toBeGreaterThan(value('As Ah Ad Ac Ks'));
    expect(shoe('2s 2s 2h 2h 2d')).toBeLessThan(value('2s 2h 2d 2c As')); // Art. 12º: the ace not in the other hand
    expect(shoe('3s 3s 3h 3h 3d')).toBeGreaterThan(value('3s 3h 3d 3c 2s')); // above four threes with a deuce
    expect(describeHand(shoe('As As Ah Ah Ad'))).toBe('four aces, A');
  });

  it('gives five distinct cards evaluate5\'s value', () => {
    let differ = 0;
    forEveryHand((a, b, c, d, e) => {
      if ((a * 7 + e) % 97 !== 0) return; // a sample: the whole set is checked above against evaluate5's reference
      if (evaluateShoe5(a, b, c, d, e) !== evaluate5(a, b, c, d, e)) differ++;
    });
    expect(differ).toBe(0);
  });

  it('orders every two-deck hand with a repeated card like a naive reference, consistently with every one-deck hand', () => {
    // The reference of referenceKey, with a flush's ranks taken in order (a repeated rank among them) and five of a
    // rank as four with a kicker of that rank.
    const shoeKey = (cards: number[]): number => {
      const ranks = cards.map(rankOf).sort((x, y) => y - x);
      const counts = new Map<number, number>();
      for (const r of ranks) counts.set(r, (counts.get(r) ?? 0) + 1);
      const groups = [...counts].sort((x, y) => y[1] - x[1] || y[0] - x[0]);
      const shape = groups.map(([, n]) => n).join('');
      const flush = cards.every((c) => suitOf(c) === suitOf(cards[0] ?? -1));
      let category: HandCategory;
      let order = groups.map(([r]) => r);
      if (shape === '5') [category, order] = ['four_of_a_kind', [order[0] ?? 0, order[0] ?? 0]];
      else if (shape === '41') category = 'four_of_a_kind';
      else if (shape === '32') category = 'full_house';
      else if (flush) [category, order] = ['flush', ranks];
      else if (shape === '311') category = 'three_of_a_kind';
      else if (shape === '221') category = 'two_pair';
      else category = 'one_pair';
      let key = CATEGORIES.length - 1 - CATEGORIES.indexOf(category);
      for (let i = 0; i < 5; i++) key = key * 16 + (order[i] ?? 0);
      return key;
    };
    const keyOfValue = new Map<number, number>();
    let mismatches = 0;
    const note = (v: number, key: number) => {
      const known = keyOfValue.get(v);
      if (known === undefined) keyOfValue.set(v, key);
      else if (known !== key) mismatches++;
    };
    forEveryHand((a, b, c, d, e) => note(evaluate5(a, b, c, d, e), referenceKey([a, b, c, d, e])));
    let repeated = 0;
    // Every multiset of five codes with some code twice and none more (two decks).
    const hand: number[] = [];
    const visit = (from: number, twice: boolean): void => {
      if (hand.length === 5) {
        if (!twice) return;
        repeated++;
        const [a, b, c, d, e] = hand as [number, number, number, number, number];
        note(evaluateShoe5(a, b, c, d, e), shoeKey(hand));
        return;
      }
      for (let code = from; code < 52; code++) {
        const again = hand.length > 0 && hand[hand.length - 1] === code;
        if (again && hand.length > 1 && hand[hand.length - 2] === code) continue;
        hand.push(code);
        visit(code, twice || again);
        hand.pop();
      }
    };
    visit(0, false);
    expect(repeated).toBe(52 * 20_825 + 1_326 * 50); // one card twice and three others, or two cards twice and one other
    expect(mismatches).toBe(0);
    const byValue = [...keyOfValue].sort((x, y) => x[0] - y[0]);
    const outOfOrder = byValue.filter(([, key], i) => i > 0 && key <= (byValue[i - 1]?.[1] ?? -1));
    expect(outOfOrder).toEqual([]);
  });
});
