// The audit's in-place fold (engine.fold) against the pure fold (engine.step): on every fixture hand of
// each catalog whose engine has one, the state before and after every event are the same, and so is
// where a hand is rejected.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EngineRejection } from '../../engine/core/engine-types.js';
import { normalizeHand } from '../../engine/input/normalize.js';
import { DEFAULT_RULESETS, RULESETS } from '../../rules-catalog/index.js';

function fixtureHands(dir: string): unknown[] {
  const out: unknown[] = [];
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    if (!name.endsWith('.json') || name.endsWith('.expected.json')) continue;
    let v: unknown;
    try {
      v = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    } catch {
      continue;
    }
    if (Array.isArray(v)) out.push(...v);
  }
  return out;
}

for (const ruleset of RULESETS.filter((r) => r.engine.fold !== undefined)) {
  describe(`${ruleset.id}: the in-place fold`, () => {
    it('gives step\'s states before and after every event, and its rejections', () => {
      const raws = fixtureHands(join('fixtures', ruleset.id));
      let events = 0;
      for (const raw of raws) {
        const n = normalizeHand(raw, { path: 'fixture', line: 1 }, { defaultRuleset: (g) => DEFAULT_RULESETS[g] });
        if (!n.ok) continue;
        const hand = n.hand;
        const fold = ruleset.engine.fold!(hand);
        let state = ruleset.engine.init(hand);
        for (const e of hand.events) {
          const next = ruleset.engine.step(state, e);
          const rejected = fold.advance(e);
          if (next instanceof EngineRejection) {
            expect(rejected).toEqual(next);
            break;
          }
          expect(rejected).toBeUndefined();
          expect(fold.before).toEqual(state);
          expect(fold.after).toEqual(next);
          state = next;
          events++;
        }
      }
      expect(events).toBeGreaterThan(100);
    });
  });
}
