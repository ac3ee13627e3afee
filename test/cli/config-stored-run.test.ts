import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/audit-files.js';
import { veedor } from './run-cli.js';

// stats and replay read logs, or with --db a stored run. A veedor.config.json naming a db switched them to the store
// when no --db was typed: `stats hands.csv` was refused ("give either log files or --db, not both"), `replay hands.csv
// H` looked for a run "hands.csv". One naming a ruleset refused `stats --db s.db` ("--ruleset: a stored run is read
// with the options it was audited with", never typed), and one naming tables made `replay latest H --db s.db` judge
// the hand against the config's tables, not the run's. The config's db now fills a bare `stats --db` only, and its
// tables and ruleset are a log's defaults, never a stored run's.

let dir: string;

beforeAll(() => {
  dir = tempDir();
  expect(veedor(['simulate', '--ruleset', 'pe-pot-luck-black-jack', '--hands', '6', '--format', 'csv', '--out', 'hands.csv', '--tables-out', 'hands.tables.json'], { cwd: dir }).code).toBe(0);
  expect(veedor(['audit', 'hands.csv', '--tables', 'hands.tables.json', '--db', 's.db', '--quiet'], { cwd: dir }).code).toBe(0);
  // The config's own tables post another commission: a replay judged by them says 2, the run's say 4.
  const other = JSON.parse(readFileSync(join(dir, 'hands.tables.json'), 'utf8')) as { tables: Record<string, Record<string, unknown>> };
  for (const t of Object.values(other.tables)) t['pool_commission_pct'] = 2;
  writeFileSync(join(dir, 'other.tables.json'), JSON.stringify(other));
  writeFileSync(join(dir, 'veedor.config.json'), JSON.stringify({ db: 's.db', ruleset: 'pe-pot-luck-black-jack', tables: 'other.tables.json', lang: 'en' }));
}, 60_000);

describe('a config file naming a db, tables and a ruleset', () => {
  it('stats and replay of a log read the log, with the config\'s tables', () => {
    const stats = veedor(['stats', 'hands.csv'], { cwd: dir });
    expect({ code: stats.code, stderr: stats.stderr }).toEqual({ code: 0, stderr: '' });
    expect(stats.stdout).toMatch(/^6 hands: 6 audited, 0 rejected$/m);
    const replay = veedor(['replay', 'hands.csv', 'PL-01-000001'], { cwd: dir });
    expect(replay.stderr).toBe('');
    expect(replay.stdout).toMatch(/^Posted table configuration: [^]*?pool_commission_pct\s+2\b/m);
  });

  it('stats --db (named, or alone) and replay --db read the stored run with the options it was audited with', () => {
    for (const args of [['stats', '--db', 's.db'], ['stats', '--db']]) {
      const r = veedor(args, { cwd: dir });
      expect({ args, code: r.code, stderr: r.stderr }).toEqual({ args, code: 0, stderr: '' });
      expect(r.stdout).toMatch(/^6 hands: 6 audited, 0 rejected$/m);
    }
    const replay = veedor(['replay', 'latest', 'PL-01-000001', '--db', 's.db'], { cwd: dir });
    expect(replay.code).toBe(0);
    expect(replay.stdout).toMatch(/^Posted table configuration: [^]*?pool_commission_pct\s+4\b/m);
    // A flag still wins over the stored run's options, as before.
    const flagged = veedor(['replay', 'latest', 'PL-01-000001', '--db', 's.db', '--tables', 'other.tables.json'], { cwd: dir });
    expect(flagged.stdout).toMatch(/^Posted table configuration: [^]*?pool_commission_pct\s+2\b/m);
  });
});
