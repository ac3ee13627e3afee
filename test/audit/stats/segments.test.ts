// The accumulator's segments (accumulator.ts): a table's hands counted apart until its dealer or shoe changes, then
// added to their groups, the segment's counters emptied in place for the table's next hands. Each group's counts
// must be its own hands' alone, whatever came through the same table before: checked against a tally of the hands.
import { describe, expect, it } from 'vitest';
import { StatsAccumulator } from '../../../audit/stats/accumulator.js';
import type { GroupBy } from '../../../audit/stats/accumulator.js';
import type { HandFacts } from '../../../audit/stats/facts.js';
import { groupKey } from '../../../audit/stats/keys.js';
import { RULESETS } from '../../../rules-catalog/index.js';

const rulesets = new Map(RULESETS.map((r) => [r.id, r]));

/** A Pot Luck hand: the dealer's up card and result, a finding now and then, in PEN or (a few) USD. */
function hand(i: number, table: string, dealer: string, shoe: string): HandFacts {
  const up = 1 + (i % 10);
  const result = i % 3 === 0 ? 'bust' : up === 1 && i % 4 === 1 ? 'blackjack' : 'stood';
  const finding = i % 7 === 0;
  return {
    hand_id: `${table}-${i}`, ruleset: 'pe-pot-luck-black-jack', family: 'blackjack', table_id: table, dealer_id: dealer, shoe_id: shoe,
    started_at: '2026-01-05T20:00:00-05:00', currency: i % 11 === 0 ? 'USD' : 'PEN', decks: i % 2 === 0 ? 6 : 8,
    coup: undefined, dealer: { up, result }, qualifies: undefined, playerBins: undefined, rng: undefined, stakes: undefined,
    burns: undefined, bonusTheory: undefined, houseNet: (i % 5) - 2, staked: 10 + i,
    findings: { payout: finding ? 1 : 0, procedure: i % 13 === 0 ? 1 : 0, integrity: 0 },
    articles: [...(finding ? ['Art. 13º'] : []), ...(i % 13 === 0 ? ['Art. 9º'] : [])], ranks: new Array<number>(13).fill(0), reshuffled: false,
  };
}

describe('StatsAccumulator segments', () => {
  // Two tables interleaved; each changes shoe every 7 hands and dealer every 10, and comes back to an earlier shoe id.
  const hands = Array.from({ length: 300 }, (_, i) => {
    const table = i % 2 === 0 ? 'T-1' : 'T-2';
    const n = Math.floor(i / 2);
    return hand(i, table, `D-${Math.floor(n / 10) % 3}`, `S-${Math.floor(n / 7) % 4}`);
  });
  const by: GroupBy[] = ['dealer', 'table', 'shoe'];

  it('each group counts its own hands alone: trials and successes per up card, findings, articles, money', () => {
    const acc = new StatsAccumulator(by, groupKey([6, 14, 22]), rulesets);
    for (const f of hands) acc.add(f);
    acc.finish();
    const keyOf = groupKey([6, 14, 22]);
    for (const dim of by) {
      // The tally: each group's hands, counted directly.
      const mine = new Map<string, HandFacts[]>();
      for (const f of hands) {
        const k = keyOf(f, dim);
        mine.set(k, [...(mine.get(k) ?? []), f]);
      }
      for (const [key, own] of mine) {
        const g = acc.groups.get(`${dim}\u0000${key}`)!;
        expect(g.hands, `${dim} ${key}`).toBe(own.length);
        expect(g.findings.payout).toBe(own.filter((f) => f.findings.payout > 0).length);
        expect(g.findings.procedure).toBe(own.filter((f) => f.findings.procedure > 0).length);
        expect(g.articles.get('pe-pot-luck-black-jack\u0000Art. 9º') ?? 0).toBe(own.filter((f) => f.articles.includes('Art. 9º')).length);
        expect(g.rulesetHands.get('pe-pot-luck-black-jack')).toBe(own.length);
        for (const currency of ['PEN', 'USD']) {
          const inIt = own.filter((f) => f.currency === currency);
          expect(g.money.get(currency)?.hands ?? 0).toBe(inIt.length);
          expect(g.money.get(currency)?.staked ?? 0).toBe(inIt.reduce((s, f) => s + f.staked, 0));
        }
        // Dealer bust per up card and deck count: n the hands, k the busts; no counter for a setting it never saw.
        const expected = new Map<string, { n: number; k: number }>();
        for (const f of own) {
          const id = `pe-pot-luck-black-jack\u0000dealer_bust\u0000up card ${f.dealer!.up === 1 ? 'A' : f.dealer!.up}, ${f.decks} decks`;
          const e = expected.get(id) ?? { n: 0, k: 0 };
          e.n++;
          if (f.dealer!.result === 'bust') e.k++;
          expected.set(id, e);
        }
        const bust = [...g.binomial].filter(([, b]) => b.measure === 'dealer_bust');
        expect(new Map(bust.map(([id, b]) => [id, { n: b.n, k: b.k }]))).toEqual(expected);
        const blackjacks = [...g.binomial.values()].filter((b) => b.measure === 'dealer_blackjack');
        expect(blackjacks.reduce((s, b) => s + b.n, 0)).toBe(own.filter((f) => f.dealer!.up === 1 || f.dealer!.up === 10).length);
        expect(blackjacks.reduce((s, b) => s + b.k, 0)).toBe(own.filter((f) => f.dealer!.result === 'blackjack').length);
      }
      expect(mine.size).toBe(dim === 'dealer' ? 3 : dim === 'table' ? 2 : 8);
    }
    expect(acc.total.hands).toBe(300);
    expect([...acc.total.binomial.values()].filter((b) => b.measure === 'dealer_bust').reduce((s, b) => s + b.k, 0)).toBe(100);
  });
});
