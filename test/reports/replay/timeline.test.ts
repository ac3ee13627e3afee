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

// The posted table's line wraps only between its pairs: a value is never left alone at the start of the next line
// (inspector19: "max_splits 3 · pool_commission_pct" / "5").
describe('the posted table configuration in the text replay', () => {
  it('keeps each field beside its value when the line wraps', async () => {
    const { renderReplayText } = await import('../../../reports/replay/text.js');
    const { buildReplayDocument } = await import('../../../app/replay-document.js');
    const { toRecord } = await import('../../helpers/hand.js');
    const { potLuck } = await import('../../helpers/bj.js');
    const { potLuckBlackJack } = await import('../../../rules-catalog/pe-pot-luck-black-jack/index.js');
    const raw = potLuck([{ type: 'bet', seat: 1, spot: 'main', amount: 10 }]);
    const text = renderReplayText(buildReplayDocument({ hand: toRecord(raw), ruleset: potLuckBlackJack, findings: [] }, 'en'));
    const lines = text.split('\n');
    const at = lines.findIndex((l) => l.startsWith('Posted table configuration:'));
    expect(lines.slice(at, at + 2)).toEqual(['Posted table configuration: decks 6 · min_bet 10.00 · max_bet 2000.00 · max_splits 3 ·', '  pool_commission_pct 5']);
  });
});
