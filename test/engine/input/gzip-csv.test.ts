// A gzipped CSV log (`hands.csv.gz`) was read as nothing: "the file is empty: no CSV header" and "the compressed file
// is damaged or cut short (unexpected end of file)", 0 hands, for any such file, `gzip -t` finding it whole. The
// compressed stream was set flowing by the listener that hashes the file's bytes; the CSV reader loads its modules
// before it reads (an await), and the chunks that flowed meanwhile went to the hash alone. NDJSON and JSON readers
// begin at once, so their .gz were read. Now the stream is read only as the reader asks, each chunk hashed as read.
import { createHash } from 'node:crypto';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../helpers/audit-files.js';
import { ROOT, veedor } from '../../cli/run-cli.js';

const BAD = join(ROOT, 'fixtures', 'bad-input');

describe('a gzipped CSV log', () => {
  it('is read as the CSV it holds: the same hands and findings, its SHA-256 that of the .gz file', () => {
    const dir = tempDir();
    copyFileSync(join(BAD, 'pot-luck.tables.json'), join(dir, 'tables.json'));
    // One hand clean, one with a pool commission not posted (no tables file for it): findings to compare.
    const csv = readFileSync(join(BAD, 'csv-rejection-row-lines.csv'));
    writeFileSync(join(dir, 'hands.csv'), csv);
    writeFileSync(join(dir, 'hands.csv.gz'), gzipSync(csv));
    const run = (file: string, extra: string[] = []) => {
      const r = veedor(['audit', file, '--tables', 'tables.json', '--format', 'json', '--lang', 'en', ...extra], { cwd: dir });
      const out = JSON.parse(r.stdout) as { summary: Record<string, unknown>; findings: { rule: string; hand_id: string | null; source: { line?: number }; field?: string }[] };
      return { code: r.code, stderr: r.stderr, summary: out.summary, findings: out.findings.map((f) => [f.rule, f.hand_id, f.source.line, f.field ?? null]) };
    };
    const plain = run('hands.csv');
    expect(plain.findings.length).toBeGreaterThan(1);
    for (const extra of [[], ['--workers', '2']]) {
      const gz = run('hands.csv.gz', extra);
      expect({ extra, ...gz }).toEqual({ extra, ...plain });
    }
    const stored = veedor(['audit', 'hands.csv.gz', '--tables', 'tables.json', '--db', 's.db', '--quiet', '--lang', 'en'], { cwd: dir });
    expect(stored.code).toBe(plain.code);
    const runs = veedor(['runs', '--db', 's.db', '--json'], { cwd: dir });
    const sha = createHash('sha256').update(readFileSync(join(dir, 'hands.csv.gz'))).digest('hex');
    expect(runs.stdout).toContain(sha);
    expect(veedor(['validate', 'hands.csv.gz', '--tables', 'tables.json', '--lang', 'en'], { cwd: dir }).stdout)
      .toBe(veedor(['validate', 'hands.csv', '--tables', 'tables.json', '--lang', 'en'], { cwd: dir }).stdout.replaceAll('hands.csv', 'hands.csv.gz'));
  }, 60_000);

  // The replay of a stored run's hand reads a .gz log forward (no record offsets into it): it did so with none of the
  // run's options, so a hand of a CSV run audited with --tables was replayed against no posted configuration ("none")
  // and drew a finding the run never had (Art. 18º, pool commission not posted).
  it('replay --db of a hand in a .gz CSV run judges it with the run\'s tables: the stored findings, no others', () => {
    const dir = tempDir();
    expect(veedor(['simulate', '--ruleset', 'pe-pot-luck-black-jack', '--hands', '6', '--format', 'csv', '--out', 'sim.csv', '--tables-out', 'sim.tables.json'], { cwd: dir }).code).toBe(0);
    writeFileSync(join(dir, 'sim.csv.gz'), gzipSync(readFileSync(join(dir, 'sim.csv'))));
    expect(veedor(['audit', 'sim.csv.gz', '--tables', 'sim.tables.json', '--db', 's.db', '--quiet'], { cwd: dir }).code).toBe(0);
    const r = veedor(['replay', 'latest', 'PL-01-000001', '--db', 's.db', '--lang', 'en'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Posted table configuration: decks 8 · min_bet (?:[A-Z]{3} )?10\.00 · max_bet (?:[A-Z]{3} )?2000\.00 ·\s+max_splits 3 ·\s+pool_commission_pct 4$/m);
    expect(r.stdout).not.toMatch(/WARNING|FINDING/);
    // Given --tables, the replay reads that file (here the same posting: the same judgment).
    const given = veedor(['replay', 'latest', 'PL-01-000001', '--db', 's.db', '--tables', 'sim.tables.json', '--lang', 'en'], { cwd: dir });
    expect(given.stdout).toBe(r.stdout);
  }, 60_000);
});
