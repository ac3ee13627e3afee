// `veedor simulate --stacked-shoes`: the simulator's stacked shoe from the command line. The log it writes
// audits clean (every coup of the shoe is lawful), and `veedor stats --by shoe` flags that shoe's card ranks
// and nothing else; a shoe no round reaches, or a game whose simulator cannot stack, is refused in one line
// with no file left behind.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { veedor } from './run-cli.js';
import { tempDir } from '../helpers/temp.js';

process.env['VEEDOR_LANG'] = 'en';

describe('veedor simulate --stacked-shoes', () => {
  it('BAC-02-S003 stacked: the audit finds nothing, stats flags that shoe alone', () => {
    const dir = tempDir('sim-stacked');
    const log = join(dir, 'bac.ndjson');
    const args = ['simulate', '--ruleset', 'pe-dragon-six-baccarat', '--hands', '3000', '--tables', '4', '--seed', '9'];
    const r = veedor([...args, '--stacked-shoes', 'BAC-02-S003', '--out', log]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe(`veedor: wrote ${log}\n`);
    const hands = readFileSync(log, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { shoe_id?: string });
    expect(hands.length).toBe(3000);
    expect(hands.filter((h) => h.shoe_id === 'BAC-02-S003').length).toBeGreaterThan(50);

    const audit = veedor(['audit', log, '--format', 'json']);
    expect(audit.code).toBe(0);
    expect(JSON.parse(audit.stdout).findings).toEqual([]);

    const s = veedor(['stats', log, '--by', 'shoe', '--format', 'json']);
    expect(s.code).toBe(0);
    const doc = JSON.parse(s.stdout) as { measures: { group: string; measure: string; flagged: boolean }[]; findings: { group: string; rule: string }[] };
    expect(doc.measures.filter((m) => m.flagged).map((m) => [m.group, m.measure])).toEqual([['BAC-02 BAC-02-S003', 'card_ranks']]);
    expect(doc.findings.map((f) => [f.group, f.rule])).toEqual([['BAC-02 BAC-02-S003', 'stats-card_ranks']]);
  }, 180_000);

  it('a shoe that no round deals from: exit 2, one line, no file', () => {
    const dir = tempDir('sim-stacked');
    const log = join(dir, 'bac.ndjson');
    const r = veedor(['simulate', '--ruleset', 'pe-dragon-six-baccarat', '--hands', '20', '--stacked-shoes', 'BAC-01-S009', '--out', log]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('veedor: --stacked-shoes: no round dealt from BAC-01-S009 (shoe ids are TABLE-Snnn, e.g. BAC-01-S002; more --hands reach later shoes)\n');
    expect(existsSync(log)).toBe(false);
    const es = veedor(['simulate', '--ruleset', 'pe-dragon-six-baccarat', '--hands', '20', '--stacked-shoes', 'BAC-01-S009', '--out', log], { env: { VEEDOR_LANG: 'es' } });
    expect(es.stderr).toBe('veedor: --stacked-shoes: ninguna ronda se repartió de BAC-01-S009 (los shoe_id son MESA-Snnn, p. ej., BAC-01-S002; más --hands llegan a zapatos posteriores)\n');
  });

  it('a game whose simulator cannot stack a shoe refuses the flag', () => {
    const r = veedor(['simulate', '--ruleset', 'pe-pot-luck-black-jack', '--hands', '5', '--stacked-shoes', 'BJ-01-S001']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe("veedor: pe-pot-luck-black-jack's simulator cannot stack a shoe (--stacked-shoes)\n");
  });
});
