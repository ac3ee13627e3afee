// An input finding names the catalog its record would have been audited against, as a rule's finding does: a record
// that fails the format (its `ruleset`, else its game's default, --ruleset over both) and a repeated hand_id. They had
// `ruleset: ""` whatever the record said. A record naming no catalog, or one Veedor has not, keeps ''; so does a
// record that does not parse, unless --ruleset names the catalog of every record.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAudit } from '../../audit/run.js';
import type { Finding } from '../../audit/findings.js';
import { DEFAULT_RULESETS, RULESETS, defaultRulesetOf } from '../../rules-catalog/index.js';
import { validate } from '../../app/validate.js';
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
      // A game no catalog audits is said before the other field it breaks (recon22).
      ['PROTO', 'input-schema', 'game', ''],
    ]);
  });

  it('--ruleset names the catalog of every record, failing or repeated', async () => {
    const potLuck = example('pe-pot-luck-black-jack');
    const found = await inputFindings([potLuck, { ...potLuck, started_at: 'never' }], 'pe-pot-luck-black-jack');
    expect(found.map((f) => [f.rule, f.ruleset])).toEqual([['input-schema', 'pe-pot-luck-black-jack']]);
  });

  it.each([1, 2])('--ruleset names the catalog of an unreadable record too (not JSON, nested too deep, cut short), on %i thread(s)', async (workers) => {
    // Every record of such a run is audited against --ruleset, and a record failing the format already said so; one
    // that did not parse said `ruleset: ""`. A file's own note is about no record: it names none, with or without.
    const potLuck = JSON.stringify(example('pe-pot-luck-black-jack'));
    const path = join(tempDir('input-ruleset-unreadable'), 'log.ndjson');
    writeFileSync(path, ['{not json', '['.repeat(100) + ']'.repeat(100), potLuck, potLuck.slice(0, 40)].join('\n'));
    for (const [force, named] of [['pe-pot-luck-black-jack', 'pe-pot-luck-black-jack'], [undefined, '']] as const) {
      const run = await runAudit({ paths: [path], rulesets: RULESETS, forceRuleset: force, workers });
      try {
        const input: Finding[] = [];
        for await (const f of run.findings()) if (f.category === 'input') input.push(f);
        expect(input.map((f) => [f.rule, f.source.line, f.ruleset])).toEqual([
          ['input-unreadable', 1, named], ['input-unreadable', 2, named], ['input-unreadable', 4, named],
        ]);
        expect([run.summary.hands, run.summary.audited, run.summary.rejected]).toEqual([4, 1, 3]);
      } finally {
        run.dispose();
      }
    }
    writeFileSync(path, '');
    const run = await runAudit({ paths: [path], rulesets: RULESETS, forceRuleset: 'pe-pot-luck-black-jack', workers });
    try {
      const notes: Finding[] = [];
      for await (const f of run.findings()) notes.push(f);
      expect(notes.map((f) => [f.rule, f.ruleset])).toEqual([['input-file', '']]);
    } finally {
      run.dispose();
    }
  });

  it('a repeated hand_id: the catalog the repeat names', async () => {
    const caribbean = example('pe-poker-caribeno');
    const found = await inputFindings([caribbean, caribbean]);
    expect(found.map((f) => [f.hand_id, f.rule, f.field, f.ruleset])).toEqual([[caribbean['hand_id'], 'input-duplicate-hand-id', 'hand_id', 'pe-poker-caribeno']]);
  });
});

// A hand naming no ruleset is audited against its game's catalog, looked up by the game's name: a game named as a
// member of every object (`__proto__`, `constructor`, `toString`) found Object.prototype or a function there. One
// thread rejected the hand as `no catalog "function Object() { [native code] }"` on a field the record does not
// hold (`ruleset`); two workers stopped the whole audit (exit 2: the function "could not be cloned"); validate
// called the three hands valid. Each is an unknown game, as `roulette` is.
describe('a game named like a member of every object', () => {
  const potLuck = example('pe-pot-luck-black-jack');
  const hands = ['__proto__', 'constructor', 'toString', 'roulette'].map((game, i) => {
    const h: Record<string, unknown> = { ...potLuck, hand_id: `OBJ-${i}`, game };
    delete h['ruleset'];
    return h;
  });
  const path = join(tempDir('object-games'), 'log.ndjson');
  writeFileSync(path, [...hands, { ...potLuck, hand_id: 'CLEAN' }].map((l) => JSON.stringify(l)).join('\n') + '\n');
  const expected = [
    ['OBJ-0', 'input-schema', 'game', 'unknown game "__proto__": no ruleset audits it'],
    ['OBJ-1', 'input-schema', 'game', 'unknown game "constructor": no ruleset audits it'],
    ['OBJ-2', 'input-schema', 'game', 'unknown game "toString": no ruleset audits it'],
    ['OBJ-3', 'input-schema', 'game', 'unknown game "roulette": no ruleset audits it'],
  ];

  it.each([1, 2])('is an unknown game on %i thread(s), the other hand audited', async (workers) => {
    const run = await runAudit({ paths: [path], rulesets: RULESETS, workers });
    try {
      const input: Finding[] = [];
      for await (const f of run.findings()) if (f.category === 'input') input.push(f);
      expect(input.map((f) => [f.hand_id, f.rule, f.field, f.message.en.slice(f.message.en.indexOf(']): ') + 4)])).toEqual(expected);
      expect([run.summary.hands, run.summary.audited, run.summary.rejected]).toEqual([5, 1, 4]);
    } finally {
      run.dispose();
    }
  });

  it('validate rejects the same four records', async () => {
    const result = await validate({ files: [path] });
    const file = result.files[0]!;
    expect([file.read, file.rejected]).toEqual([5, 4]);
    expect(file.problems.map((p) => ('field' in p ? p.field : undefined))).toEqual(['game', 'game', 'game', 'game']);
  });

  // recon22: a roulette hand in a month's logs was rejected for `events[0].spot` ("red" is none of the spots), which
  // read as a broken hand of a game Veedor audits; the game is why no catalog could audit it, whatever else it breaks.
  it('a hand of an unknown game that also breaks the format is rejected for its game', async () => {
    const roulette = { hand_id: 'RL-1', game: 'roulette', table_id: 'RL-01', started_at: '2026-11-20T21:00:00-05:00', currency: 'PEN',
      events: [{ type: 'bet', seat: 1, spot: 'red', amount: 10 }, { type: 'spin', number: 17 }] };
    const found = await inputFindings([roulette, { ...roulette, hand_id: 'RL-2', ruleset: 'pe-pot-luck-black-jack' }]);
    expect(found.map((f) => [f.hand_id, f.rule, f.field, f.ruleset, f.message.en.slice(f.message.en.indexOf(']): ') + 4)])).toEqual([
      ['RL-1', 'input-schema', 'game', '', 'unknown game "roulette": no ruleset audits it'],
      // A hand that names its catalog is judged as that catalog's: its first schema error.
      ['RL-2', 'input-schema', 'events[0].spot', 'pe-pot-luck-black-jack', expect.stringContaining('"red"')],
    ]);
  });

  it('defaultRulesetOf knows the five games and nothing an object inherits', () => {
    expect(defaultRulesetOf('blackjack')).toBe('es-marbella-black-jack');
    for (const game of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) expect(defaultRulesetOf(game), game).toBeUndefined();
    expect(DEFAULT_RULESETS['constructor']).toBeUndefined();
  });
});
