// Three ways the answer key was wrong at scale (`simulate --faults 0.6` and 0.7, 8,000 hands, seeds 11-13 and 21,
// checked against the audit): a fault found the wrong event when the dealer's up card was the hole card's twin; a
// fault that moved a shoe's opening left the table's next coup on a shoe the log never prepared; and even money
// moved late left the bets behind the box paid where they were, before any decision.
import { describe, expect, it } from 'vitest';
import { faultRng, inject, rounds, simulate } from '../../simulate/core/run.js';
import type { Expectation, LogHand, Played } from '../../simulate/core/types.js';
import { dealerTurnAt, mandatoryEnd, revealAt } from '../../simulate/families/blackjack/fault-helpers.js';
import type { SimRound } from '../../simulate/families/blackjack/model.js';
import { SIMULATORS } from '../../simulate/registry.js';
import type { Finding } from '../../audit/findings.js';
import { auditInMemory, brief } from './audit-sim.js';

const simulator = (id: string) => SIMULATORS.find((s) => s.ruleset === id)!;
const pairs = (xs: readonly (Finding | Expectation)[]) => [...new Set(xs.map((x) => `${x.rule} | ${x.article}`))].sort();

/** Pot Luck rounds whose up card, dealt face down and turned up (Art. 8º), is the same card as the hole card. */
function twinRounds(seed: number, want: number): Played<SimRound>[] {
  const out: Played<SimRound>[] = [];
  for (const { played } of rounds(simulator('pe-pot-luck-black-jack'), { hands: 6000, tables: 2, seed })) {
    const p = played as Played<SimRound>;
    if (p.model.upDealtDown && p.model.up === p.model.hole) out.push(p);
    if (out.length === want) break;
  }
  return out;
}

describe('an up card that is the hole card\'s twin (Pot Luck, eight decks)', () => {
  const twins = twinRounds(11, 6);

  it('the hole card\'s reveal is the later of the two reveals of that card', () => {
    expect(twins.length).toBe(6);
    for (const p of twins) {
      const upTurned = mandatoryEnd(p);
      const e = p.hand.events;
      expect(e[upTurned]).toMatchObject({ type: 'reveal', to: 'dealer' });
      const hole = revealAt(p);
      // Before: the up card's own reveal, at the end of the mandatory dealing.
      expect(hole, p.hand.hand_id).toBeGreaterThan(upTurned);
      expect(e[hole]).toMatchObject({ type: 'reveal', to: 'dealer', card: e[upTurned]!['card'] });
      expect(dealerTurnAt(p)).toBe(hole);
    }
  });

  it('every fault kind put into such a round draws exactly what the answer key says', () => {
    const sim = simulator('pe-pot-luck-black-jack');
    let applied = 0;
    for (const kind of sim.faults) {
      twins.forEach((p, i) => {
        const faulted = inject(kind, p, faultRng(11, i));
        if (!faulted) return;
        const f = auditInMemory([faulted.hand]).get(faulted.hand.hand_id)!;
        expect(pairs(f), `${kind.id} ${faulted.hand.hand_id}: ${f.map(brief).join('; ')}`).toEqual(pairs(faulted.fault.expects));
        applied++;
      });
    }
    expect(applied).toBeGreaterThan(60);
  });
});

describe('a Dragon Six coup dealt past the cut card instead of opening the new shoe', () => {
  it('leaves the new shoe to the next coup: the run audits exactly as its key says, hand by hand', () => {
    const sim = simulator('pe-dragon-six-baccarat');
    const run = [...simulate(sim, { hands: 1600, tables: 2, seed: 2929, faultRate: 1, faultKinds: ['dealt-past-cut-card', 'dealt-past-cut-card-unrecorded'] })];
    const faulted = run.filter((h) => h.fault);
    expect(faulted.length).toBeGreaterThanOrEqual(8);
    // Both kinds occur (one table announces "no more bets", the other logs no procedure in a coup).
    expect(new Set(faulted.map((h) => h.fault!.fault))).toEqual(new Set(['dealt-past-cut-card', 'dealt-past-cut-card-unrecorded']));
    const audited = auditInMemory(run.map((h) => h.hand));
    for (const { hand, fault } of run) {
      const f = audited.get(hand.hand_id)!;
      expect(pairs(f), `${hand.hand_id}: ${f.map(brief).join('; ')}`).toEqual(pairs(fault?.expects ?? []));
    }
    // The coup after each fault opens the shoe the fault did not: its shoe's preparation is logged there.
    for (const h of faulted) {
      const k = run.indexOf(h);
      const next = run.slice(k + 1).find((x) => x.hand.table_id === h.hand.table_id)?.hand as LogHand | undefined;
      if (!next) continue;
      expect(next.shoe_id).not.toBe(h.hand.shoe_id);
      expect(next.events.filter((e) => e.type === 'procedure').map((e) => e['name'])).toContain('shuffle');
    }
  });
});

describe('even money taken late at a box with a bet behind it (Marbella)', () => {
  it('moves the bets behind\'s even-money payouts with the box\'s decision: the round audits exactly as its key says', () => {
    const sim = simulator('es-marbella-black-jack');
    const kind = sim.faults.find((k) => k.id === 'even-money-late')!;
    let applied = 0;
    for (const { played, i } of rounds(sim, { hands: 20000, tables: 2, seed: 21 })) {
      const e = played.hand.events;
      const at = e.findIndex((x) => x.type === 'decision' && x['action'] === 'even_money');
      // The occasions this test is for: the box's even money paid, then a bet behind it paid with it.
      if (at < 0 || !(e[at + 2]?.type === 'payout' && e[at + 2]!['behind'] === true && e[at + 2]!['seat'] === e[at]!['seat'])) continue;
      const faulted = inject(kind, played, faultRng(21, i));
      if (!faulted) continue;
      const f = auditInMemory([faulted.hand]).get(faulted.hand.hand_id)!;
      // Before: the bet behind's payout stayed before the decision, «settled before the dealer showed his second card».
      expect(pairs(f), `${faulted.hand.hand_id}: ${f.map(brief).join('; ')}`).toEqual(pairs(faulted.fault.expects));
      if (++applied === 5) break;
    }
    expect(applied).toBe(5);
  });
});
