// The exact mathematics statistics compares logs with, against published figures.
import { playerBinProbabilities } from '../../../audit/stats/expected.js';
import { describe, expect, it } from 'vitest';
import { baccaratExpectations, baccaratOutcomes, enumerateBaccaratOutcomes, ratioValue } from '../../../audit/stats/exact/baccarat.js';
import { DEALER_OUTCOMES, dealerOutcomes, dealerOutcomesAfterPeek, dealerOutcomesByRecursion } from '../../../audit/stats/exact/blackjack-dealer.js';
import { DEALER_TABLES } from '../../../audit/stats/exact/blackjack-dealer-tables.generated.js';
import type { DealerOutcome } from '../../../audit/stats/exact/blackjack-dealer.js';
import { enumerateFiveCardCounts, fiveCardCounts } from '../../../audit/stats/exact/caribbean.js';
import { RULESETS } from '../../../rules-catalog/index.js';

describe('baccarat, Dragon Six, 8 decks: the tableau enumerated', () => {
  const o = baccaratOutcomes(8);

  it('the outcomes sum to one and give the published house edges with the catalog\'s own payouts', () => {
    expect(o.punto + o.banca + o.tie).toBeCloseTo(1, 10);
    expect(o.bancaSix).toBeLessThan(o.banca);
    const d6 = RULESETS.find((r) => r.id === 'pe-dragon-six-baccarat')!;
    const p = (n: string) => d6.parameters[n]!.value as string;
    const e = baccaratExpectations(o, {
      punto: ratioValue(p('punto_ratio')), banca: ratioValue(p('banca_ratio')), bancaSix: ratioValue(p('banca_six_ratio')),
      tie: ratioValue(p('tie_ratio')), tieReturnsPuntoBanca: d6.parameters['tie_returns_punto_banca']!.value as boolean,
    });
    // The published 8-deck house edges test/simulate/stats-baccarat.test.ts holds the simulator to: Punto 1.2351 %,
    // Banca paid half on a six and no commission 1.4581 %, Tie at 8 to 1 14.3596 %.
    expect(e.player * 100).toBeCloseTo(-1.2351, 4);
    expect(e.banker * 100).toBeCloseTo(-1.4581, 4);
    expect(e.tie * 100).toBeCloseTo(-14.3596, 4);
  });

  // Wizard of Odds, "Baccarat" (8 decks): Banker 0.458597, Player 0.446247, Tie 0.095156.
  it('the classic 8-deck outcome frequencies: Banca 45.86 %, Punto 44.62 %, Tie 9.52 %; Banca wins with six 5.39 %', () => {
    expect(o.banca).toBeCloseTo(0.458597, 6);
    expect(o.punto).toBeCloseTo(0.446247, 6);
    expect(o.tie).toBeCloseTo(0.095156, 6);
    expect(o.bancaSix).toBeCloseTo(0.053864, 6);
  });
});

describe('the exact figures written out are those the code computes', () => {
  it('baccarat, 6 and 8 decks: the written-out outcomes are the enumeration\'s, double for double; 7 decks is enumerated', () => {
    for (const decks of [6, 8]) expect(baccaratOutcomes(decks)).toStrictEqual(enumerateBaccaratOutcomes(decks));
    expect(baccaratOutcomes(7)).toStrictEqual(enumerateBaccaratOutcomes(7));
    expect(baccaratOutcomes(7).punto).toBeGreaterThan(baccaratOutcomes(8).punto);
  });

  it('Caribbean Stud: the written-out counts are the enumeration of every five-card hand through the evaluator', () => {
    const e = enumerateFiveCardCounts();
    expect(e.qualifying).toBe(1_463_700);
    expect(fiveCardCounts()).toStrictEqual(e);
  });
});

describe('Caribbean Stud: every five-card hand through the evaluator', () => {
  it('1,463,700 of 2,598,960 hands qualify (ace-king or better), and the category counts are the textbook ones', () => {
    const c = fiveCardCounts();
    expect(c.hands).toBe(2_598_960);
    expect(c.qualifying).toBe(1_463_700);
    expect(c.byCategory).toEqual({
      royal_flush: 4, straight_flush: 36, four_of_a_kind: 624, full_house: 3744, flush: 5108, straight: 10200,
      three_of_a_kind: 54912, two_pair: 123552, one_pair: 1098240, high_card: 1302540,
    });
  });

  it('the players\' category bins: high card, one pair, two pair, three of a kind or better (54,912 + 10,200 + 5,108 + 3,744 + 624 + 40 = 74,628)', () => {
    const p = playerBinProbabilities();
    expect(p.map((x) => Math.round(x * 2_598_960))).toEqual([1_302_540, 1_098_240, 123_552, 74_628]);
  });
});

describe('blackjack dealer outcomes by up card: the recursion against published tables', () => {
  const cols: DealerOutcome[] = [17, 18, 19, 20, 21, 'blackjack', 'bust'];
  // Wizard of Odds, Blackjack Appendix 2B, "Dealer Probabilities in Blackjack" (before the peek; only the up card
  // removed): the 1-deck and 2-deck tables, dealer stands on soft 17. Columns 17, 18, 19, 20, 21, BJ, Bust.
  const WOO_2B: Record<number, Record<number, number[]>> = {
    1: {
      1: [0.126128, 0.131003, 0.129486, 0.131553, 0.0515646, 0.313726, 0.11654],
      2: [0.138976, 0.131762, 0.131815, 0.123948, 0.120526, 0, 0.352973],
      5: [0.119687, 0.123483, 0.116909, 0.104694, 0.106321, 0, 0.428905],
      6: [0.166948, 0.106454, 0.107192, 0.100705, 0.0978785, 0, 0.420823],
      7: [0.372345, 0.138583, 0.0773344, 0.0788967, 0.072987, 0, 0.259854],
      8: [0.130857, 0.362989, 0.129445, 0.0682898, 0.0697914, 0, 0.238627],
      10: [0.114418, 0.112879, 0.114662, 0.328879, 0.0364661, 0.0784314, 0.214264],
    },
    2: {
      1: [0.128467, 0.13089, 0.130179, 0.131159, 0.0527542, 0.31068, 0.115872],
      2: [0.139367, 0.133348, 0.130744, 0.123997, 0.119254, 0, 0.353291],
    },
  };
  for (const [decks, rows] of Object.entries(WOO_2B)) {
    for (const [up, want] of Object.entries(rows)) {
      it(`${decks} deck(s), S17, up card ${up === '1' ? 'ace' : up}: the Wizard of Odds table to its 6 digits`, () => {
        const t = dealerOutcomes(Number(up), { decks: Number(decks), standsOnSoft17: true });
        // The table prints 6 significant digits: each figure within one unit of its last digit.
        cols.forEach((c, i) => expect(Math.abs(t[c] - want[i]!), String(c)).toBeLessThan(1e-6));
        expect(cols.reduce((s, c) => s + t[c], 0)).toBeCloseTo(1, 12);
      });
    }
  }

  it('1 deck, H17, after the peek: blackjackinfo.com\'s dealer outcome chart (bust 2: 35.63 %, 6: 43.78 %, ace: 20.46 %)', () => {
    const rules = { decks: 1, standsOnSoft17: false };
    expect(dealerOutcomesAfterPeek(2, rules).bust * 100).toBeCloseTo(35.63, 2);
    expect(dealerOutcomesAfterPeek(6, rules).bust * 100).toBeCloseTo(43.78, 2);
    expect(dealerOutcomesAfterPeek(1, rules).bust * 100).toBeCloseTo(20.46, 2);
    expect(dealerOutcomesAfterPeek(1, rules)[17] * 100).toBeCloseTo(8.18, 2);
    // Standing on soft 17 changes nothing against a 7 to 10 (no soft 17 reaches there without passing through).
    expect(dealerOutcomes(7, rules).bust).toBeCloseTo(dealerOutcomes(7, { decks: 1, standsOnSoft17: true }).bust, 12);
  });

  it('6 and 8 decks: bust against a 6 rises towards the infinite-deck 42.3 %, Black Jack against an ace is 16D/(52D-1)', () => {
    for (const decks of [6, 8]) {
      const rules = { decks, standsOnSoft17: true };
      expect(dealerOutcomes(1, rules).blackjack).toBeCloseTo((16 * decks) / (52 * decks - 1), 14);
      expect(dealerOutcomes(10, rules).blackjack).toBeCloseTo((4 * decks) / (52 * decks - 1), 14);
    }
    const six = dealerOutcomes(6, { decks: 6, standsOnSoft17: true }).bust;
    const eight = dealerOutcomes(6, { decks: 8, standsOnSoft17: true }).bust;
    expect(six).toBeGreaterThan(0.4221);
    expect(eight).toBeGreaterThan(six);
    expect(eight).toBeLessThan(0.4235);
  });

  // The tables `veedor stats` reads (written by scripts/gen-dealer-tables.mjs) are the recursion's own doubles: every
  // entry recomputed here, compared bit for bit (Object.is), so a figure is the same whether read or computed.
  it('the precomputed tables, 1 to 8 decks, S17 and H17, every up card: the recursion\'s results to the bit', () => {
    let compared = 0;
    for (const [rule, standsOnSoft17] of [['S17', true], ['H17', false]] as const) {
      expect(Object.keys(DEALER_TABLES[rule]).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      for (let decks = 1; decks <= 8; decks++) {
        expect(Object.keys(DEALER_TABLES[rule][decks]!).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
        for (let up = 1; up <= 10; up++) {
          const computed = dealerOutcomesByRecursion(up, { decks, standsOnSoft17 });
          const row = DEALER_TABLES[rule][decks]![up]!;
          expect(row).toHaveLength(DEALER_OUTCOMES.length);
          DEALER_OUTCOMES.forEach((o, i) => expect(Object.is(row[i], computed[o]), `${rule} ${decks} decks up ${up} ${o}`).toBe(true));
          const read = dealerOutcomes(up, { decks, standsOnSoft17 });
          DEALER_OUTCOMES.forEach((o) => expect(Object.is(read[o], computed[o]), `${rule} ${decks} decks up ${up} ${o} read`).toBe(true));
          compared++;
        }
      }
    }
    expect(compared).toBe(160);
    // Past the tables (9 decks), the recursion itself: bust against a 6 still between the 8-deck and infinite-deck figures.
    const nine = dealerOutcomes(6, { decks: 9, standsOnSoft17: true });
    expect(Object.is(nine.bust, dealerOutcomesByRecursion(6, { decks: 9, standsOnSoft17: true }).bust)).toBe(true);
    expect(nine.bust).toBeGreaterThan(dealerOutcomes(6, { decks: 8, standsOnSoft17: true }).bust);
    expect(nine.bust).toBeLessThan(0.4235);
  });
});
