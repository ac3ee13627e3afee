// veedor stats of a stored run: the hands are replayed through their engines alone, for their facts, and the error
// rates are the run's findings as the store holds them (no rule runs). The document is the logs' own, byte for byte,
// on one worker or two; a stored run whose hands are not the replay's is refused (StoredRunMismatch), and the app
// then audits the logs again.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stats, storedRunStats } from '../../../app/stats.js';
import { StoredRunMismatch } from '../../../audit/stats/run.js';
import type { StoredRunFindings } from '../../../audit/stats/run.js';
import { statsDocument } from '../../../reports/stats/json.js';
import { RULESETS } from '../../../rules-catalog/index.js';
import { simulate } from '../../../simulate/core/run.js';
import { SIMULATORS } from '../../../simulate/registry.js';
import { openStore } from '../../../store/db.js';
import { resolveRun } from '../../../store/runs.js';
import { storedRunFindings } from '../../../store/stats-findings.js';
import { tempDir } from '../../helpers/temp.js';
import { veedor } from '../../cli/run-cli.js';

process.env['VEEDOR_LANG'] = 'en';

const BY = ['dealer', 'table', 'shoe', 'shift'] as const;

/** Faulted simulated logs of every game, audited into a store in `dir`. */
function storedLogs(): { dir: string; paths: string[] } {
  const dir = tempDir('stats-stored');
  const paths = SIMULATORS.map((sim) => {
    const hands = [...simulate(sim, { hands: 300, tables: 3, seed: 7, faultRate: 0.05 })].map((s) => s.hand);
    const path = join(dir, `${sim.ruleset}.ndjson`);
    writeFileSync(path, hands.map((h) => JSON.stringify(h)).join('\n') + '\n');
    return path;
  });
  expect(veedor(['audit', ...paths, '--db', join(dir, 'a.db'), '--format', 'json', '--out', join(dir, 'findings.json')]).code).toBe(1);
  return { dir, paths };
}

describe('veedor stats --db: the stored run\'s findings on the replayed hands', () => {
  const { dir, paths } = storedLogs();
  const db = openStore(join(dir, 'a.db'), { create: false });
  const seq = resolveRun(db, 'latest').seq;
  const doc = async (o: Partial<Parameters<typeof stats>[0]>) =>
    JSON.stringify(statsDocument(await stats({ paths, rulesets: RULESETS, by: [...BY], ...o })));

  it('the figures are those of the logs audited again, byte for byte, on one worker or two', async () => {
    const fromLogs = await doc({});
    const parsed = JSON.parse(fromLogs);
    expect(parsed.hands.audited).toBe(1500);
    expect(parsed.audit_findings.payout).toBeGreaterThan(10);
    const stored = storedRunFindings(db, seq);
    expect(stored.byCategory).toEqual(parsed.audit_findings);
    expect(await doc({ stored })).toBe(fromLogs);
    expect(await doc({ stored: storedRunFindings(db, seq), workers: 2 })).toBe(fromLogs);
    const viaRun = await storedRunStats({ db, run: 'latest', rulesets: RULESETS, by: [...BY], root: dir });
    viaRun.inputs.forEach((f, i) => expect(f.path).toBe(paths[i]));
    expect(JSON.stringify(statsDocument(viaRun))).toBe(fromLogs);
  }, 180_000);

  it('the error rates are the store\'s: no rule judges the replayed hands', async () => {
    const real = storedRunFindings(db, seq);
    // The same hands, as the store says the run audited them, but a store that holds no finding on them.
    const none: StoredRunFindings = { ...real, byCategory: { payout: 0, procedure: 0, integrity: 0, input: 0 }, expected: 0, findings: () => [] };
    const parsed = JSON.parse(await doc({ stored: none }));
    expect(parsed.audit_findings).toEqual({ payout: 0, procedure: 0, integrity: 0, input: 0 });
    expect(parsed.groups.length).toBeGreaterThan(20);
    expect(parsed.groups.every((g: { findings: number }) => g.findings === 0)).toBe(true);
    expect(parsed.measures.some((r: { measure: string }) => r.measure === 'errors_article')).toBe(false);
    // One finding the store holds and the rules would not make: counted on its hand's groups and article.
    const first = [...real.findings()][0]!;
    const one: StoredRunFindings = { ...none, byCategory: { ...none.byCategory, [first.category]: 1 }, expected: 1, findings: () => [{ ...first, article: 'Art. 99º' }] };
    const withOne = JSON.parse(await doc({ stored: one }));
    const article = withOne.measures.filter((r: { measure: string; detail: string; observed: number }) => r.measure === 'errors_article' && r.detail === 'Art. 99º' && r.observed === 1);
    // Per article on every grouping but the shoe's (docs/stats.md); the shoe's group counts it among its findings.
    expect(article.map((r: { by: string }) => r.by).sort()).toEqual(['dealer', 'shift', 'table']);
    expect(withOne.groups.filter((g: { findings: number }) => g.findings === 1)).toHaveLength(4);
  }, 180_000);

  it('a stored run whose audited hands are not the replay\'s is refused, not laid on other hands', async () => {
    const real = storedRunFindings(db, seq);
    const audited = new Map(real.audited);
    const a = audited.get(2)!;
    audited.set(2, { hands: a.hands - 1, indexSum: a.indexSum - 5 });
    await expect(stats({ paths, rulesets: RULESETS, by: [...BY], stored: { ...real, audited } })).rejects.toBeInstanceOf(StoredRunMismatch);
    // A finding on a hand in no group the replay made (a table it never saw).
    const stray: StoredRunFindings = { ...real, expected: 1, findings: () => [{ ...[...real.findings()][0]!, table_id: 'NO-SUCH-TABLE' }] };
    await expect(stats({ paths, rulesets: RULESETS, by: [...BY], stored: stray })).rejects.toBeInstanceOf(StoredRunMismatch);
    // Fewer findings than the store counts (a finding whose hand the index does not hold).
    const short: StoredRunFindings = { ...real, expected: real.expected + 1 };
    await expect(stats({ paths, rulesets: RULESETS, by: [...BY], stored: short })).rejects.toBeInstanceOf(StoredRunMismatch);
  }, 180_000);
});
