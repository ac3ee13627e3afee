// `veedor stats` from the command line: the demo's table, JSON and CSV, byte-identical reruns, the output's
// safety (never over an input, written whole or not at all) and its argument errors (exit 2, one line).
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, STACK, veedor } from './run-cli.js';
import { tempDir } from '../helpers/temp.js';

// These cases assert the English one-line errors and listings: Spanish is the default (cli/lang.ts).
process.env['VEEDOR_LANG'] = 'en';

const DEMO = readdirSync(join(ROOT, 'fixtures/demo')).filter((f) => f.endsWith('.ndjson')).sort().map((f) => join('fixtures/demo', f));

describe('veedor stats', () => {
  it('the demo logs by dealer: a table of every dealer, the tests counted, exit 0 whatever is flagged', () => {
    const r = veedor(['stats', ...DEMO, '--by', 'dealer', '--lang', 'en']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe('Integrity statistics');
    expect(lines).toContain('205 hands: 205 audited, 0 rejected');
    // D-309 deals the pai gow table PG-09, whose generator the demo skews (a statistic: no finding of the audit).
    expect(lines.find((l) => l.trimStart().startsWith('D-309 '))).toMatch(/^\s+D-309\s+35\s+0\.00\s.*rng_uniformity/);
    // Three flags: D-205 and D-309 by the correction, D-208's burn by its exact check (never counted as a q ≤ 0.05 flag).
    expect(lines).toContain('30 tests; 2 flags at q ≤ 0.05 (Benjamini-Hochberg over every group and measure); besides, 1 exact check, flagged at any departure: 1 flagged.');
    expect(lines.filter((l) => l.startsWith('  ! Dealer '))).toHaveLength(3);
    const es = veedor(['stats', ...DEMO, '--by', 'dealer', '--by', 'table', '--lang', 'es']).stdout.split('\n');
    expect(es).toContain('45 pruebas; 3 señales con q ≤ 0.05 (Benjamini-Hochberg sobre todos los grupos y medidas); además, 3 comprobaciones exactas, que se señalan ante cualquier desviación: 2 señaladas.');
    expect(es.filter((l) => l.startsWith('  ! '))).toHaveLength(5);
    expect(r.stdout).toContain('Dealer D-309: the generator\'s uniformity (1 to 7) χ² 24.00 over 35 hands');
  });

  it('input findings are counted in words, so a file that gave no hand never reads as a quiet "0 hands"', () => {
    const binary = veedor(['stats', 'fixtures/bad-input/binary.ndjson', '--lang', 'en']);
    expect(binary.code).toBe(0);
    expect(binary.stdout.split('\n').slice(2, 4)).toEqual(['0 hands: 0 audited, 0 rejected', '1 input finding (rejected records or file problems): veedor audit gives it with its file and line.']);
    const garbage = veedor(['stats', 'fixtures/bad-input/ndjson-garbage-line.ndjson', '--lang', 'es']);
    expect(garbage.stdout.split('\n').slice(2, 4)).toEqual(['3 manos: 2 auditadas, 1 rechazada', '1 hallazgo de entrada (registros rechazados o problemas del archivo): veedor audit lo da con su archivo y línea.']);
    expect(veedor(['stats', ...DEMO, '--lang', 'en']).stdout).not.toContain('input finding');
  });

  it('a generator that looks skewed: a statistical warning of stats, never a finding or the exit status of audit', () => {
    const log = 'fixtures/pr-8669-pai-gow-bonus/a-rng-skewed.json';
    const audit = veedor(['audit', log, '--format', 'json']);
    expect(audit.code).toBe(0);
    expect(JSON.parse(audit.stdout).findings).toEqual([]);
    const doc = JSON.parse(veedor(['stats', log, '--by', 'table', '--format', 'json']).stdout);
    expect(doc.audit_findings).toEqual({ payout: 0, procedure: 0, integrity: 0, input: 0 });
    const rng = doc.findings.find((f: { rule: string }) => f.rule === 'stats-rng_uniformity');
    expect(rng).toMatchObject({ category: 'statistical', severity: 'warning', article: 'Art. 10-10.15(A)', group: 'PG-09', by: 'table' });
  });

  it('JSON: the document docs/stats.md describes, byte-identical on a rerun; CSV one row per figure', () => {
    const a = veedor(['stats', ...DEMO, '--by', 'dealer,table', '--format', 'json']);
    const b = veedor(['stats', ...DEMO, '--by', 'dealer', '--by', 'table', '--format', 'json']);
    expect(a.code).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    const doc = JSON.parse(a.stdout);
    expect(Object.keys(doc)).toEqual(['stats_format', 'tool', 'inputs', 'hands', 'audit_findings', 'by', 'method', 'groups', 'measures', 'findings']);
    expect(doc.by).toEqual(['dealer', 'table']);
    expect(doc.method).toMatchObject({ correction: 'benjamini-hochberg', q: 0.05, min_trials: 30 });
    expect(doc.inputs.map((i: { path: string }) => i.path)).toEqual(DEMO);
    expect(doc.findings.length).toBe(doc.method.flagged);
    const rng = doc.measures.find((m: { by: string; group: string; measure: string }) => m.by === 'table' && m.group === 'PG-09' && m.measure === 'rng_uniformity');
    expect(rng).toMatchObject({ test: 'chi-square', n: 35, observed: 24, expected: 6, dof: 6, flagged: true });
    expect(doc.findings.every((f: { category: string; severity: string }) => f.category === 'statistical' && f.severity === 'warning')).toBe(true);
    const pg = doc.findings.find((f: { rule: string; group: string }) => f.rule === 'stats-rng_uniformity' && f.group === 'PG-09');
    expect(pg.article).toBe('Art. 10-10.15(A)');
    const csv = veedor(['stats', ...DEMO, '--by', 'dealer,table', '--format', 'csv']);
    const rows = csv.stdout.trimEnd().split('\r\n');
    expect(rows[0]).toBe('by,group,measure,ruleset,detail,currency,test,n,observed,expected,rate,expected_rate,se,z,p,q,flagged,ci95_low,ci95_high,dof');
    expect(rows).toHaveLength(doc.measures.length + 1);
    expect(rows).toContain(rows.find((r) => r.startsWith('table,PG-09,rng_uniformity,pr-8669-pai-gow-bonus,1 to 7,,chi-square,35,24,6,24,6,')));
  });

  it('--out: written whole through a temporary file; never over a log it reads; bad arguments exit 2 with one line', () => {
    const dir = tempDir('stats-cli');
    const out = join(dir, 'stats.json');
    const r = veedor(['stats', ...DEMO, '--format', 'json', '--out', out]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    expect(JSON.parse(readFileSync(out, 'utf8')).stats_format).toBe('1.0');
    expect(readdirSync(dir)).toEqual(['stats.json']);
    const before = statSync(join(ROOT, DEMO[0]!)).mtimeMs;
    const over = veedor(['stats', ...DEMO, '--out', DEMO[0]!]);
    expect(over.code).toBe(2);
    expect(over.stderr).toMatch(/--out .* is .*a log these statistics read: writing there would destroy it/);
    expect(statSync(join(ROOT, DEMO[0]!)).mtimeMs).toBe(before);
    // Our own checks say it in one line; commander's (a --format it does not list) adds the command's help.
    for (const args of [['--by', 'croupier'], ['--q', '2'], ['--min-hands', '0'], ['--format', 'pdf']]) {
      const e = veedor(['stats', DEMO[0]!, ...args]);
      expect(e.code, args.join(' ')).toBe(2);
      expect(e.stderr.split('\n')[0], e.stderr).toContain(args[0]!);
      if (args[0] !== '--format') expect(e.stderr.trim().split('\n')).toHaveLength(1);
      expect(e.stderr).not.toMatch(STACK);
    }
    expect(veedor(['stats', join(dir, 'missing.ndjson')]).code).toBe(2);
    expect(existsSync(join(dir, 'missing.ndjson'))).toBe(false);
  });

  it('--db: a stored run\'s figures are byte for byte its logs\', read again at their stored paths; the store is unchanged', () => {
    const dir = tempDir('stats-db');
    mkdirSync(join(dir, 'logs'));
    for (const f of DEMO) copyFileSync(join(ROOT, f), join(dir, 'logs', f.split('/').pop()!));
    const logs = readdirSync(join(dir, 'logs')).sort().map((f) => join('logs', f));
    expect(veedor(['audit', ...logs, '--db', 'a.db'], { cwd: dir }).code).toBe(1);
    const digest = () => createHash('sha256').update(readFileSync(join(dir, 'a.db'))).digest('hex');
    const before = digest();
    const fromLogs = veedor(['stats', ...logs, '--by', 'dealer,shoe', '--format', 'json'], { cwd: dir });
    const fromStore = veedor(['stats', '--db', 'a.db', '--by', 'dealer,shoe', '--format', 'json'], { cwd: dir });
    expect(fromStore.stderr).toBe('');
    expect(fromStore.code).toBe(0);
    expect(fromStore.stdout).toBe(fromLogs.stdout);
    expect(JSON.parse(fromStore.stdout).inputs.map((i: { path: string }) => i.path)).toEqual(logs);
    expect(digest()).toBe(before);
    // Never over the store or one of the run's logs.
    expect(veedor(['stats', '--db', 'a.db', '--out', 'a.db'], { cwd: dir }).code).toBe(2);
    expect(veedor(['stats', '--db', 'a.db', '--out', logs[1]!], { cwd: dir }).stderr).toMatch(/an input of the stored run/);
    // A log changed since the audit, of the same size (a card's rank changed): its bytes are hashed as the replay
    // reads them, and the figures of other cards are not written (exit 2, one line, both hashes).
    const original = readFileSync(join(dir, logs[1]!), 'utf8');
    const edited = original.replace(/("card": ?")([2-9])([cdhs]")/, (_m, a: string, r: string, b: string) => `${a}${r === '9' ? '8' : String(Number(r) + 1)}${b}`);
    expect(edited.length).toBe(original.length);
    expect(edited).not.toBe(original);
    writeFileSync(join(dir, logs[1]!), edited);
    for (const workers of ['1', '2']) {
      const same = veedor(['stats', '--db', 'a.db', '--workers', workers, '--format', 'json', '--out', 'never.json'], { cwd: dir });
      expect(same.code).toBe(2);
      expect(same.stderr).toMatch(/^veedor: logs\/[a-z-]+\.ndjson has changed since the audit \(sha256 [0-9a-f]{16}… stored, [0-9a-f]{16}… now\)/);
      expect(same.stderr.trim().split('\n')).toHaveLength(1);
      expect(existsSync(join(dir, 'never.json'))).toBe(false);
    }
    writeFileSync(join(dir, logs[1]!), original);
    // A log changed since the audit: its cards are not the run's, so there are no figures (exit 2, one line).
    writeFileSync(join(dir, logs[0]!), readFileSync(join(dir, logs[0]!), 'utf8').replace(/\n$/, '\n\n'));
    const changed = veedor(['stats', '--db', 'a.db'], { cwd: dir });
    expect(changed.code).toBe(2);
    expect(changed.stderr).toMatch(/^veedor: logs\/black-jack-marbella\.ndjson has changed since the audit \(sha256 [0-9a-f]{16}… stored, [0-9a-f]{16}… now\)/);
    expect(changed.stderr.trim().split('\n')).toHaveLength(1);
    expect(digest()).toBe(before);
  });

  it('--svg DIR: the charts, byte-identical on a rerun; the run\'s rate drawn on the findings chart; not a folder: exit 2', () => {
    const [a, b] = [tempDir('stats-svg'), tempDir('stats-svg')];
    expect(veedor(['stats', ...DEMO, '--by', 'dealer,table', '--svg', a, '--format', 'json', '--out', join(a, 'stats.json')]).code).toBe(0);
    expect(veedor(['stats', ...DEMO, '--by', 'dealer,table', '--svg', b]).code).toBe(0);
    const names = readdirSync(b).sort();
    expect(readdirSync(a).sort()).toEqual([...names, 'stats.json'].sort());
    expect(names).toContain('errors-by-dealer.svg');
    expect(names).toContain('hold-by-table.svg');
    expect(names).toContain('outcome-pe-poker-caribeno-dealer-qualifies-ace-king-or-better-by-dealer.svg');
    for (const n of names) {
      const svg = readFileSync(join(b, n), 'utf8');
      expect(svg, n).toBe(readFileSync(join(a, n), 'utf8'));
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg.endsWith('</svg>\n')).toBe(true);
    }
    const doc = JSON.parse(readFileSync(join(a, 'stats.json'), 'utf8'));
    const runRate = doc.measures.find((m: { by: string; measure: string }) => m.by === 'dealer' && m.measure === 'errors').expected_rate;
    const errors = readFileSync(join(b, 'errors-by-dealer.svg'), 'utf8');
    expect(errors).toContain(`fill="#e67e22">${runRate.toFixed(1)}</text>`);
    for (const g of doc.groups.filter((x: { by: string }) => x.by === 'dealer')) expect(errors).toContain(`>${g.group}</text>`);
    const e = veedor(['stats', ...DEMO, '--svg', join(b, 'errors-by-dealer.svg')]);
    expect(e.code).toBe(2);
    expect(e.stderr).toMatch(/--svg .*: not a folder/);
  });
});
