import { readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAudit } from '../../audit/run.js';
import { serializeFinding } from '../../audit/serialize.js';
import { handsToCsv } from '../../engine/input/to-csv.js';
import { RULESETS } from '../../rules-catalog/index.js';
import { expectedFiles, expectedPath, fixtureDir, fixtureLogs } from '../helpers/golden.js';
import { tempDir } from '../helpers/temp.js';

const root = new URL('../..', import.meta.url).pathname;
const KEYS = ['hand_id', 'event', 'rule', 'article', 'category', 'severity', 'seat', 'hand', 'spot', 'number', 'behind', 'player', 'expected', 'actual', 'difference'];

/** The finding's values, without the sentence or the file it came from. */
function essence(f: Record<string, unknown>): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  for (const k of KEYS) if (f[k] !== undefined) o[k] = f[k];
  return o;
}

export async function auditFindings(paths: string[], tables?: Map<string, Record<string, unknown>>): Promise<Record<string, unknown>[]> {
  const run = await runAudit({ paths, rulesets: RULESETS, tables });
  const out: Record<string, unknown>[] = [];
  for await (const f of run.findings()) out.push(essence(serializeFinding(f, 'en')));
  run.dispose();
  return out;
}

const fixtureDirs = readdirSync(join(root, 'fixtures'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && RULESETS.some((r) => r.id === d.name))
  .map((d) => d.name);

describe('golden fixtures: one folder per catalog', () => {
  it('every fixture folder is a catalog\'s, and every catalog has one', () => {
    expect(fixtureDirs.sort()).toEqual(RULESETS.map((r) => r.id).sort());
  });
});

for (const dir of fixtureDirs) {
  const cases = fixtureLogs(dir);

  describe(`golden fixtures: ${dir}`, () => {
    it('has fixtures; each log has its expected findings in expected/, and expected/ nothing else', () => {
      expect(cases.length).toBeGreaterThan(0);
      // A *.findings.json beside the logs would be read as a log by `veedor audit fixtures/<ruleset>/*.json`.
      expect(readdirSync(fixtureDir(dir)).filter((n) => n.endsWith('.findings.json'))).toEqual([]);
      expect(expectedFiles(dir)).toEqual(cases.map((n) => n.replace(/\.json$/, '.findings.json')).sort());
    });
    it('every payout finding carries the wager\'s money: expected, actual and their difference (the findings format)', () => {
      const payouts = expectedFiles(dir)
        .flatMap((n) => (JSON.parse(readFileSync(join(fixtureDir(dir), 'expected', n), 'utf8')) as { findings: Record<string, unknown>[] }).findings)
        .filter((f) => f['category'] === 'payout');
      expect(payouts.length).toBeGreaterThan(0);
      expect(payouts.filter((f) => typeof f['expected'] !== 'number' || typeof f['actual'] !== 'number' || Math.round(100 * (f['difference'] as number)) !== Math.round(100 * ((f['actual'] as number) - (f['expected'] as number))))
        .map((f) => `${f['hand_id']} ${f['rule']}`)).toEqual([]);
    });
    for (const name of cases.filter((n) => existsSync(expectedPath(join(fixtureDir(dir), n))))) {
      const path = join(fixtureDir(dir), name);
      const expected = JSON.parse(readFileSync(expectedPath(path), 'utf8')) as { findings: Record<string, unknown>[] };

      it(`${name}: JSON gives the expected findings`, async () => {
        expect(await auditFindings([path])).toEqual(expected.findings);
      });

      it(`${name}: NDJSON and CSV give the same findings as JSON`, async () => {
        const doc = JSON.parse(readFileSync(path, 'utf8')) as unknown;
        const hands = (Array.isArray(doc) ? doc : (doc as { hands?: unknown[] }).hands ?? [doc]) as Record<string, any>[];
        const tmp = tempDir('golden');
        writeFileSync(join(tmp, 'log.ndjson'), hands.map((h) => JSON.stringify(h)).join('\n') + '\n');
        writeFileSync(join(tmp, 'log.csv'), handsToCsv(hands));
        const tables = new Map<string, Record<string, unknown>>();
        for (const h of hands) if (h['table']) tables.set(h['table_id'], h['table']);
        const fromJson = await auditFindings([path]);
        expect(await auditFindings([join(tmp, 'log.ndjson')])).toEqual(fromJson);
        expect(await auditFindings([join(tmp, 'log.csv')], tables)).toEqual(fromJson);
      });
    }
  });
}
