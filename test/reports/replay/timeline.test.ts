import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULESETS } from '../../../rules-catalog/index.js';
import { renderReplayText } from '../../../reports/replay/text.js';
import { ROOT, replayOf } from '../../helpers/replay.js';

// Golden timelines: fixtures/replay/<ruleset>/cases.json names each case's log and hand; the
// expected text sits beside it as <case>.<lang>.txt. Set VEEDOR_UPDATE_GOLDEN=1 to rewrite them,
// then read every changed line as the mediator would before committing.
const UPDATE = process.env['VEEDOR_UPDATE_GOLDEN'] === '1';
const dir = join(ROOT, 'fixtures', 'replay');

type Cases = { cases: Record<string, { log: string; hand: string }> };

describe('every ruleset has a clean and a disputed golden replay', () => {
  for (const rs of RULESETS) {
    it(rs.id, () => {
      const file = join(dir, rs.id, 'cases.json');
      expect(existsSync(file), `${file} is missing`).toBe(true);
      const names = Object.keys((JSON.parse(readFileSync(file, 'utf8')) as Cases).cases);
      expect(names.some((n) => n.startsWith('clean-')), 'a clean- case').toBe(true);
      expect(names.some((n) => n.startsWith('dispute-')), 'a dispute- case').toBe(true);
      // And the knowledge that makes it more than the generic fallback: the table in words and the article of each step.
      expect(rs.engine.describe, 'engine.describe').toBeDefined();
      expect(rs.governs, 'governs.json').toBeDefined();
    });
  }
});

for (const rulesetDir of existsSync(dir) ? readdirSync(dir) : []) {
  const { cases } = JSON.parse(readFileSync(join(dir, rulesetDir, 'cases.json'), 'utf8')) as Cases;
  describe(`golden replay timelines: ${rulesetDir}`, () => {
    for (const [name, c] of Object.entries(cases)) {
      for (const lang of ['es', 'en'] as const) {
        it(`${name} (${lang})`, async () => {
          const text = renderReplayText(await replayOf(c.log, c.hand, lang));
          const file = join(dir, rulesetDir, `${name}.${lang}.txt`);
          if (UPDATE) writeFileSync(file, text);
          expect(text).toBe(readFileSync(file, 'utf8'));
        });
      }
    }
  });
}
