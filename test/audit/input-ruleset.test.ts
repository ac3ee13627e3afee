// An input finding names the catalog its record would have been audited against, as a rule's finding does: a record
// that fails the format (its `ruleset`, else its game's default, --ruleset over both) and a repeated hand_id. They had
// `ruleset: ""` whatever the record said. A record naming no catalog, or one Veedor has not, keeps ''.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAudit } from '../../audit/run.js';
import type { Finding } from '../../audit/findings.js';
import { RULESETS } from '../../rules-catalog/index.js';
import { ROOT } from '../helpers/examples.js';
import { tempDir } from '../helpers/temp.js';

const example = (ruleset: string) => JSON.parse(readFileSync(join(ROOT, 'fixtures/examples', `${ruleset}.ndjson`), 'utf8').split('\n')[0]!) as Record<string, unknown>;

async function inputFindings(lines: unknown[], forceRuleset?: string): Promise<Finding[]> {
  const path = join(tempDir('input-ruleset'), 'log.ndjson');
  writeFileSync(path, lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
  const run = await runAudit({ paths: [path], rulesets: RULESETS, forceRuleset });
  try {
    const out: Finding[] = [];
    for await (const f of run.findings()) if (f.category === 'input') out.push(f);
    return out;
  } finally {
    run.dispose();
  }
}

describe('input findings name the catalog their record names', () => {
  it('a record failing the format: its game\'s default, its own ruleset, none or an unknown one', async () => {
    const dragon = example('pe-dragon-six-baccarat');
    const bad = (over: Record<string, unknown>) => ({ ...dragon, ...over, started_at: 'yesterday' });
    const noRuleset = bad({ hand_id: 'NO-RULESET' });
    delete (noRuleset as Record<string, unknown>)['ruleset'];
    const found = await inputFindings([
      noRuleset,
      bad({ hand_id: 'OWN', ruleset: 'pe-dragon-six-baccarat' }),
      bad({ hand_id: 'UNKNOWN', ruleset: 'xx-no-such-catalog' }),
      bad({ hand_id: 'PROTO', game: '__proto__', ruleset: undefined }),
    ]);
    expect(found.map((f) => [f.hand_id, f.rule, f.field, f.ruleset])).toEqual([
      ['NO-RULESET', 'input-schema', 'started_at', 'pe-dragon-six-baccarat'],
      ['OWN', 'input-schema', 'started_at', 'pe-dragon-six-baccarat'],
      ['UNKNOWN', 'input-schema', 'started_at', ''],
      ['PROTO', 'input-schema', 'started_at', ''],
    ]);
  });

  it('--ruleset names the catalog of every record, failing or repeated', async () => {
    const potLuck = example('pe-pot-luck-black-jack');
    const found = await inputFindings([potLuck, { ...potLuck, started_at: 'never' }], 'pe-pot-luck-black-jack');
    expect(found.map((f) => [f.rule, f.ruleset])).toEqual([['input-schema', 'pe-pot-luck-black-jack']]);
  });

  it('a repeated hand_id: the catalog the repeat names', async () => {
    const caribbean = example('pe-poker-caribeno');
    const found = await inputFindings([caribbean, caribbean]);
    expect(found.map((f) => [f.hand_id, f.rule, f.field, f.ruleset])).toEqual([[caribbean['hand_id'], 'input-duplicate-hand-id', 'hand_id', 'pe-poker-caribeno']]);
  });
});
