// The state kept across hands for the whole run (each rule's run state, keyed by table or shoe) is
// bounded: one compact entry per table for the rules that follow a table, nothing for a closed shoe,
// and nothing for a table whose posted configuration is sound (docs/architecture.md, "Memory").
// Asserted on the run-state maps themselves (their sizes and what an entry holds), not on RSS.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { judgeRecord, parseRecord } from '../../audit/record.js';
import type { RunStates } from '../../audit/judge.js';
import { RULESETS } from '../../rules-catalog/index.js';

const EXAMPLES = fileURLToPath(new URL('../../fixtures/examples/', import.meta.url));
const base: Record<string, unknown>[] = readdirSync(EXAMPLES).filter((f) => f.endsWith('.ndjson')).sort()
  .flatMap((f) => readFileSync(join(EXAMPLES, f), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>));
const byId = new Map(RULESETS.map((r) => [r.id, r]));

/** Judges the hands in order with one run state, as one thread does; returns the state and the verdicts. */
function judgeAll(hands: Record<string, unknown>[]): { runStates: RunStates; audited: number; findings: number } {
  const runStates: RunStates = new Map();
  let audited = 0;
  let findings = 0;
  hands.forEach((value, i) => {
    const parsed = parseRecord(value, { path: 'gen.ndjson', line: i + 1 }, {});
    if (parsed.kind !== 'hand') throw new Error(`hand ${i} does not parse: ${JSON.stringify(parsed.finding.message)}`);
    const judged = judgeRecord(parsed.hand, byId.get(parsed.hand.ruleset)!, runStates);
    if (judged.kind === 'audited') {
      audited++;
      findings += judged.findings.length;
    }
  });
  return { runStates, audited, findings };
}

function sizes(runStates: RunStates): Record<string, number> {
  return Object.fromEntries([...runStates].filter(([, m]) => m.size > 0).map(([k, m]) => [k, m.size]).sort((a, b) => String(a[0]).localeCompare(String(b[0]))));
}

/** `n` hands, each at a table of its own (the example hands cycled, fresh hand, table and shoe ids). */
function oneHandTables(n: number): Record<string, unknown>[] {
  return Array.from({ length: n }, (_, i) => {
    const h = structuredClone(base[i % base.length]!);
    h['hand_id'] = `GEN-${i}`;
    h['table_id'] = `T-${i}`;
    if (h['shoe_id'] !== undefined) h['shoe_id'] = `T-${i}-S1`;
    return h;
  });
}

describe('run state: bounded per table, nothing per closed shoe', () => {
  it('1,300 one-hand tables: one entry per table only for rules that still need it; a sound posting keeps nothing', () => {
    const n = base.length * 100;
    const { runStates, audited } = judgeAll(oneHandTables(n));
    expect(audited).toBe(n);
    const per = (ruleset: string) => base.filter((h) => h['ruleset'] === ruleset).length * 100;
    // What stays is what a later hand of the same table could still need: the open shoe's card counts,
    // the shoe whose log records procedures.
    expect(sizes(runStates)).toEqual({
      'es-marbella-black-jack/#shoe-continuity': per('es-marbella-black-jack'), // the format's shoe continuity (audit/shoe-continuity.ts)
      'pe-dragon-six-baccarat/#procedure-shoes': 100, // the one example hand of three that records procedures
      'pe-dragon-six-baccarat/cut-card-procedures': 100, // the start of that hand's preparation (Art. 6º reads the file out of time order by it)
      'pe-dragon-six-baccarat/shoe-card-limit': per('pe-dragon-six-baccarat'),
      'pe-poker-caribeno/#procedure-shoes': per('pe-poker-caribeno'),
      'pe-pot-luck-black-jack/#procedure-shoes': per('pe-pot-luck-black-jack'), // each example hand records a surrender or insurance offer
      'pe-pot-luck-black-jack/#shoe-continuity': per('pe-pot-luck-black-jack'),
      'pr-8669-pai-gow-bonus/#procedure-shoes': per('pr-8669-pai-gow-bonus'),
    });
    // The posted burn rule, pay table and pool commission are sound: no entry (they were one per table, ~150 and
    // ~330 bytes; the pool commission one per table with a pool bet, 200 here).
    expect(runStates.get('pe-pot-luck-black-jack/pool-commission-posted')?.size ?? 0).toBe(0);
    expect(runStates.get('pe-dragon-six-baccarat/posted-burn-rule')?.size ?? 0).toBe(0);
    expect(runStates.get('pe-poker-caribeno/posted-paytable-meets-minimum')?.size ?? 0).toBe(0);
    // An open shoe is 52 one-byte counters.
    for (const shoe of runStates.get('pe-dragon-six-baccarat/shoe-card-limit')!.values()) {
      const seen = (shoe as { seen: Uint8Array }).seen;
      expect(seen).toBeInstanceOf(Uint8Array);
      expect(seen.byteLength).toBe(52);
    }
    // The keys are the hands' table ids (no per-rule copy such as "table:T-1").
    for (const [, m] of runStates) for (const k of m.keys()) expect(k).toMatch(/^T-\d+$/);
  });

  it('one table through 400 shoes of one hand each: one entry per rule, whatever the number of shoes', () => {
    const dragon = base.filter((h) => h['ruleset'] === 'pe-dragon-six-baccarat');
    const hands = Array.from({ length: 400 }, (_, i) => {
      const h = structuredClone(dragon[i % dragon.length]!);
      h['hand_id'] = `S-${i}`;
      h['shoe_id'] = `BAC-02-S${i}`;
      return h;
    });
    const { runStates, audited } = judgeAll(hands);
    expect(audited).toBe(400);
    for (const [key, m] of runStates) expect(m.size, key).toBeLessThanOrEqual(1);
    const shoe = runStates.get('pe-dragon-six-baccarat/shoe-card-limit')!.get('BAC-02') as { shoeId: string };
    expect(shoe.shoeId).toBe('BAC-02-S399'); // the open shoe; the 399 closed ones keep nothing
  });

  it('a posting that is reported is kept, and reported again only when the table posts it again after a change', () => {
    const dragon = base.find((h) => h['ruleset'] === 'pe-dragon-six-baccarat')!;
    const postings = ['no burn', 'no burn', dragon['table'] && (dragon['table'] as Record<string, unknown>)['burn_rule'], 'no burn'];
    const hands = postings.map((posted, i) => {
      const h = structuredClone(dragon);
      h['hand_id'] = `P-${i}`;
      (h['table'] as Record<string, unknown>)['burn_rule'] = posted;
      return h;
    });
    const runStates: RunStates = new Map();
    const reported: number[] = [];
    hands.forEach((value, i) => {
      const parsed = parseRecord(value, { path: 'p.ndjson', line: i + 1 }, {});
      if (parsed.kind !== 'hand') throw new Error('does not parse');
      const judged = judgeRecord(parsed.hand, byId.get('pe-dragon-six-baccarat')!, runStates);
      if (judged.kind === 'audited' && judged.findings.some((f) => f.rule === 'posted-burn-rule')) reported.push(i);
      const kept = runStates.get('pe-dragon-six-baccarat/posted-burn-rule')?.get('BAC-02');
      expect(kept, `after hand ${i}`).toBe(i === 2 ? undefined : 'no burn');
    });
    expect(reported).toEqual([0, 3]);
  });
});
