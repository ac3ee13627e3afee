// A worker's counters merged into the main thread's (veedor stats --workers): the whole numbers added, and the
// sums that are not whole (baccarat's theoretical hold and the squared deviations) kept per table and added in
// table order, so that one thread and any split of the tables between workers give the same bits.
import { describe, expect, it } from 'vitest';
import { StatsAccumulator } from '../../../audit/stats/accumulator.js';
import type { HandFacts } from '../../../audit/stats/facts.js';
import { computeFigures } from '../../../audit/stats/figures.js';
import { RULESETS } from '../../../rules-catalog/index.js';

const rulesets = new Map(RULESETS.map((r) => [r.id, r]));
const byDealer = (f: Pick<HandFacts, 'dealer_id'>) => f.dealer_id!;

/** A Dragon Six coup on `table`, dealt by `dealer`: stakes that make the hold's float sums depend on their order. */
function coup(i: number, table: string, dealer: string): HandFacts {
  const winner = (['banca', 'punto', 'tie'] as const)[i % 3]!;
  const player = 100 + ((i * 37) % 900);
  const banker = 50 + ((i * 53) % 700);
  const net = winner === 'banca' ? player - banker : winner === 'punto' ? banker - player : -8 * 10;
  return {
    hand_id: `${table}-${i}`, ruleset: 'pe-dragon-six-baccarat', family: 'baccarat', table_id: table, dealer_id: dealer,
    started_at: '2026-01-05T20:00:00-05:00', currency: 'PEN', decks: 8, coup: { winner, banca: 4 + (i % 5) },
    stakes: { player, banker, tie: i % 4 === 0 ? 10 : 0 }, houseNet: net, staked: player + banker + (i % 4 === 0 ? 10 : 0),
    findings: { payout: i % 17 === 0 ? 1 : 0, procedure: 0, integrity: 0 }, articles: i % 17 === 0 ? ['Art. 8º'] : [],
    ranks: new Array<number>(13).fill(0), reshuffled: false,
  };
}

describe('StatsAccumulator.merge', () => {
  // Two tables' hands interleaved in the log; both dealers work both tables.
  const hands = Array.from({ length: 600 }, (_, i) => coup(i, i % 2 === 0 ? 'BAC-02' : 'BAC-01', i % 3 === 0 ? 'D-1' : 'D-2'));

  it('one thread and two workers (a table each) give the same figures, to the last bit', () => {
    const one = new StatsAccumulator(['dealer'], byDealer, rulesets);
    for (const f of hands) one.add(f);
    one.finish();
    const merged = new StatsAccumulator(['dealer'], byDealer, rulesets);
    for (const table of ['BAC-02', 'BAC-01']) {
      const worker = new StatsAccumulator(['dealer'], byDealer, rulesets);
      for (const f of hands.filter((h) => h.table_id === table)) worker.add(f);
      // Through a structured clone, as the counters cross from the worker's thread.
      merged.merge(structuredClone(worker.snapshot()));
    }
    merged.finish();
    const a = computeFigures(one, { q: 0.05, minTrials: 30 });
    const b = computeFigures(merged, { q: 0.05, minTrials: 30 });
    expect(b).toEqual(a);
    expect(merged.total.hands).toBe(600);
    expect(merged.total.findings.payout).toBe(hands.filter((h) => h.findings.payout > 0).length);
    expect(merged.total.rulesetHands.get('pe-dragon-six-baccarat')).toBe(600);
    // The hold's theory: each table's hands summed in log order, the tables then added in table order.
    const m = merged.total.money.get('PEN')!;
    expect(a.measures.find((x) => x.by === 'dealer' && x.measure === 'hold')).toBeDefined();
    expect(m.theory).toBe(m.tables.get('BAC-01')!.theory + m.tables.get('BAC-02')!.theory);
    expect(m.theory).toBe(one.total.money.get('PEN')!.theory);
    expect(m.theoryNet).toBe(hands.reduce((s, h) => s + h.houseNet, 0));
  });

  it('a table counted by two workers is refused (its sums could not be added in one order)', () => {
    const w1 = new StatsAccumulator(['dealer'], byDealer, rulesets);
    const w2 = new StatsAccumulator(['dealer'], byDealer, rulesets);
    w1.add(hands[0]!);
    w2.add(hands[2]!);
    const main = new StatsAccumulator(['dealer'], byDealer, rulesets);
    main.merge(w1.snapshot());
    expect(() => main.merge(w2.snapshot())).toThrow('table BAC-02 counted by two workers');
  });
});
