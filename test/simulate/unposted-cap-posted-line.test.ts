// hostile20: `simulate --ruleset pe-poker-caribeno --fault-kinds unposted-cap-applied` (seed 1, 40 rounds, every round
// faulted; NDJSON or CSV alike) keyed CS-01-000006 as Art. 14º (winning-wagers-paid-per-table), and the audit found the
// posted table's warning (bet-paid-per-posted-line) instead: a flush won PEN 400.00 at a table posting 6 to 1 (the
// simulator's richer table), and the fault paid it 2399.00, one short of 2400.00 but above Art. 14º's minimum line
// (5 to 1 = 2000.00), which is the posted table's case (judge-wagers `posted-line-short`), not the article's. The fault now
// pays short only by amounts under the minimum line where the posted one is richer: every key row is what the audit finds.
import { describe, expect, it } from 'vitest';
import { simulate } from '../../simulate/core/run.js';
import { SIMULATORS } from '../../simulate/registry.js';
import { auditInMemory, brief } from './audit-sim.js';

const sim = SIMULATORS.find((s) => s.ruleset === 'pe-poker-caribeno')!;

describe('unposted-cap-applied at a table posting a richer line', () => {
  it('seed 1: every faulted round draws the key\'s rule and article, and CS-01-000006 is faulted below the minimum line', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const run = [...simulate(sim, { hands: 40, tables: 1, seed, faultRate: 1, faultKinds: ['unposted-cap-applied'] })];
      const audited = auditInMemory(run.map((h) => h.hand));
      for (const { hand, fault } of run) {
        const f = audited.get(hand.hand_id)!;
        expect(f.map((x) => `${x.rule} | ${x.article}`), `seed ${seed} ${hand.hand_id}: ${f.map(brief).join('; ')}`)
          .toEqual((fault?.expects ?? []).map((x) => `${x.rule} | ${x.article}`));
      }
      if (seed === 1) {
        const six = run.find((h) => h.hand.hand_id === 'CS-01-000006')!;
        expect(six.fault?.expects.map((x) => x.rule)).toEqual(['winning-wagers-paid-per-table']);
        const paid = six.hand.events.find((e) => e.type === 'payout' && e.seat === 5 && e.spot === 'bet') as { amount: number } | undefined;
        // The flush's bet of 400.00 at 6 to 1 is 2400.00; Art. 14º's 5 to 1 is 2000.00: the fault pays under it now.
        expect(paid).toBeDefined();
        expect(paid!.amount).toBeLessThan(2000);
        expect(audited.get('CS-01-000006')!.map((x) => [x.rule, x.article, x.owed_to_player])).toEqual([['winning-wagers-paid-per-table', 'Art. 14º', 2400 * 100 - paid!.amount * 100]]);
      }
    }
  });
});
