import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RULESETS, rulesetById } from '../../rules-catalog/index.js';
import { SIMULATORS } from '../../simulate/registry.js';

describe('simulator registry', () => {
  it('simulates every catalog of the registry', () => {
    expect(SIMULATORS.map((s) => s.ruleset).sort()).toEqual(RULESETS.map((r) => r.id).sort());
  });

  it('simulates each ruleset at most once', () => {
    const ids = SIMULATORS.map((s) => s.ruleset);
    expect(new Set(ids).size).toBe(ids.length);
  });

  for (const sim of SIMULATORS) {
    describe(sim.ruleset, () => {
      const ruleset = rulesetById(sim.ruleset);

      it('plays a registered ruleset\'s game', () => {
        expect(ruleset).toBeDefined();
        expect(ruleset!.articles.games).toContain(sim.game);
        expect(sim.utcOffset).toMatch(/^[+-]\d{2}:\d{2}$/);
      });

      it('fault kinds have unique kebab-case ids and name a rule of the catalog with the article it cites', () => {
        const ids = sim.faults.map((f) => f.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const f of sim.faults) {
          expect(f.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
          expect(f.description.es.length, f.id).toBeGreaterThan(10);
          expect(f.description.en.length, f.id).toBeGreaterThan(10);
          for (const e of [{ rule: f.rule, article: f.article }, ...(f.also ?? [])]) {
            const rule = ruleset!.rules.find((r) => r.id === e.rule);
            expect(rule, `${f.id}: no rule ${e.rule}`).toBeDefined();
            expect(rule!.article, `${f.id} → ${e.rule}`).toBe(e.article);
          }
        }
      });

      it('every rule of the catalog is exercised by a fault kind, or says why not', () => {
        const faulted = new Set(sim.faults.flatMap((f) => [f.rule, ...(f.also ?? []).map((e) => e.rule)]));
        const skipped = sim.notSimulated ?? {};
        for (const rule of ruleset!.rules) {
          const why = skipped[rule.id];
          expect(faulted.has(rule.id) || (why !== undefined && why.length > 10), `${rule.id} has no fault kind and no reason`).toBe(true);
          expect(faulted.has(rule.id) && why !== undefined, `${rule.id} is both faulted and listed as not simulated`).toBe(false);
        }
        for (const id of Object.keys(skipped)) expect(ruleset!.rules.some((r) => r.id === id), id).toBe(true);
      });

      it('docs/simulate.md lists exactly these kinds, with their rules and articles', () => {
        const doc = readFileSync(new URL('../../docs/simulate.md', import.meta.url), 'utf8');
        const section = doc.split(`### ${sim.ruleset}\n`)[1]?.split(/\n#{2,3} |\nNot simulated/)[0] ?? '';
        const rows = [...section.matchAll(/^\| `([^`]+)` \| `([^`]+)` \| ([^|]+) \|/gm)].map((m) => [m[1], m[2], m[3]!.trim()]);
        expect(rows).toEqual(sim.faults.map((f) => [f.id, f.rule, f.article]));
      });
    });
  }
});
