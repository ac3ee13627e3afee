import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../store/db.js';
import { resolveRun } from '../../store/runs.js';
import { shiftKey, summarize } from '../../store/summary.js';
import type { GroupBy } from '../../store/summary.js';
import { DEFAULT_RULESETS } from '../../rules-catalog/index.js';
import { RULESETS } from '../../rules-catalog/index.js';
import { buildDataset, cli, EXAMPLES, tempDir } from './helpers.js';
import type { Dataset } from './helpers.js';

// These cases assert the English notes: Spanish is the default (cli/lang.ts).
process.env['VEEDOR_LANG'] = 'en';

let ds: Dataset;
beforeAll(async () => {
  ds = await buildDataset();
});

function rows(by: GroupBy, shifts?: number[]) {
  const db = openStore(ds.dbPath, { create: false });
  try {
    const s = summarize(db, resolveRun(db, ds.nov), by, shifts);
    return { s, table: s.rows.map((r) => [r.key, r.hands, r.findings, r.perThousand, r.money['PEN'] ?? null]) };
  } finally {
    db.close();
  }
}

describe('summary roll-ups', () => {
  it('per dealer: hands audited, findings, per 1,000, money under- and over-paid', () => {
    const { s, table } = rows('dealer');
    expect(table).toEqual([
      ['D-208', 5, 0, 0, null],
      ['D-311', 15, 3, 200, { underpaid: 3000, overpaid: 0 }],
      ['D-500', 20, 5, 250, { underpaid: 0, overpaid: 15000 }],
    ]);
    expect(s.total).toMatchObject({ hands: 40, findings: 8, perThousand: 200, money: { PEN: { underpaid: 3000, overpaid: 15000 } } });
    expect(s.total.byArticle).toEqual({ 'Art. 15º': 8 });
    expect([s.rejected, s.inputFindings, s.currencies, s.articles]).toEqual([1, 1, ['PEN'], ['Art. 15º']]);
  });

  it('per table and per day', () => {
    expect(rows('table').table.map((r) => r.slice(0, 3))).toEqual([['PL-02', 5, 0], ['PL-03', 15, 3], ['PL-09', 20, 5]]);
    expect(rows('day').table.map((r) => r.slice(0, 3))).toEqual([['2026-11-06', 20, 3], ['2026-11-20', 20, 5]]);
  });

  it('per shift: the hand\'s local hour; a shift past midnight belongs to the day it began', () => {
    expect(rows('shift').table.map((r) => r.slice(0, 3))).toEqual([['2026-11-06 14-22', 20, 3], ['2026-11-20 14-22', 20, 5]]);
    expect(rows('shift', [21, 9]).table.map((r) => r.slice(0, 3))).toEqual([['2026-11-06 09-21', 20, 3], ['2026-11-20 09-21', 20, 5]]);
    expect(shiftKey('2026-11-06 3', [6, 14, 22])).toBe('2026-11-05 22-06');
    expect(shiftKey('2026-03-01 0', [6, 14, 22])).toBe('2026-02-28 22-06');
    expect(shiftKey('2026-11-06 22', [6, 14, 22])).toBe('2026-11-06 22-06');
    expect(shiftKey('2026-11-06 6', [6, 14, 22])).toBe('2026-11-06 06-14');
    expect(shiftKey('2026-11-06 13', [0])).toBe('2026-11-06 00-00');
  });

  it('the text table a compliance officer reads, and the JSON and CSV forms', () => {
    const text = cli(['summary', '--db', 'q.db', '--run', ds.nov, '--lang', 'en'], ds.dir);
    expect(text.code).toBe(0);
    // The heading is wrapped at 80 columns: read with its line breaks undone.
    expect(text.stdout.replace(/\n +/g, ' ')).toContain('41 hands read: 40 audited, 1 rejected (1 input findings, not counted below)');
    // Within 80 columns (a pipe): the long heads broken over two lines, their last line above the values;
    // every amount carries its code, so no currency column (no hand here names none).
    expect(text.stdout).toMatch(/^ +per +owed to +owed by +net owed to\ndealer +hands +findings +1,000 +players +players +players$/m);
    expect(text.stdout).toMatch(/^D-311 +15 +3 +200\.0 +PEN 30\.00 +PEN 0\.00 +PEN 30\.00$/m);
    expect(text.stdout).toMatch(/^D-500 +20 +5 +250\.0 +PEN 0\.00 +PEN 150\.00 +PEN -150\.00$/m);
    expect(text.stdout).toMatch(/^total +40 +8 +200\.0 +PEN 30\.00 +PEN 150\.00 +PEN -120\.00$/m);
    const json = JSON.parse(cli(['summary', '--db', 'q.db', '--run', ds.nov, '--by', 'table', '--format', 'json'], ds.dir).stdout) as Record<string, any>;
    expect(json['groups'][2]).toEqual({
      key: 'PL-09', hands: 20, findings: 5, per_1000: 250, by_article: { 'Art. 15º': { findings: 5, per_1000: 250 } },
      money: { PEN: { underpaid: 0, overpaid: 150, net_owed_to_players: -150 } },
    });
    const csv = cli(['summary', '--db', 'q.db', '--run', ds.nov, '--by', 'day', '--format', 'csv'], ds.dir).stdout.split('\r\n');
    expect(csv[0]).toBe('day,hands,findings,per_1000,underpaid_PEN,overpaid_PEN,net_owed_to_players_PEN,per_1000 Art. 15º');
    expect(csv[2]).toBe('2026-11-20,20,5,250.000,0.00,150.00,-150.00,250.000');
    expect(cli(['summary', '--db', 'q.db', '--by', 'shift', '--shifts', '6,25'], ds.dir)).toMatchObject({ code: 2, stderr: expect.stringMatching(/--shifts 6,25/) });
  });
});

describe('veedor summary on the demo logs', () => {
  it('prints a per-dealer table with the right counts', () => {
    const dir = tempDir('demo');
    const logs = readdirSync(EXAMPLES).filter((n) => n.endsWith('.ndjson')).sort().map((n) => join(EXAMPLES, n));
    expect(logs.length).toBeGreaterThanOrEqual(5);
    // The expected counts, from the logs themselves: a hand is audited when its catalog exists (the examples are clean).
    const known = new Set(RULESETS.map((r) => r.id));
    const perDealer = new Map<string, number>();
    let read = 0;
    for (const log of logs) {
      for (const line of readFileSync(log, 'utf8').split('\n').filter(Boolean)) {
        const h = JSON.parse(line) as { ruleset?: string; game: string; dealer_id: string };
        read++;
        if (known.has(h.ruleset ?? DEFAULT_RULESETS[h.game]!)) perDealer.set(h.dealer_id, (perDealer.get(h.dealer_id) ?? 0) + 1);
      }
    }
    const audited = [...perDealer.values()].reduce((a, b) => a + b, 0);
    expect(audited).toBeGreaterThanOrEqual(4);

    const audit = cli(['audit', ...logs, '--db', 'demo.db'], dir);
    expect(audit.stderr).toMatch(new RegExp(`stored run R-[0-9a-f]{16} in demo\\.db \\(${read} hands, ${read - audited} findings\\)`));
    const r = cli(['summary', '--db', 'demo.db', '--lang', 'en'], dir);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`${read} hands read: ${audited} audited, ${read - audited} rejected`);
    const table = r.stdout.split('\n').filter((l) => /^(dealer|[A-Z]-\d|total)/.test(l)).map((l) => l.split(/ {2,}/));
    expect(table).toEqual([
      // The heads' last line (80 columns: "per 1,000", "owed to players"... broken over two).
      ['dealer', 'hands', 'findings', '1,000', 'players', 'players', 'players'],
      // No finding moved money: no currency line, and no figure that could pass for one.
      ...[...perDealer].sort((a, b) => a[0].localeCompare(b[0])).map(([d, n]) => [d, String(n), '0', '0.0', '—', '—', '—']),
      ['total', String(audited), '0', '0.0', '—', '—', '—'],
    ]);
    // Today only the pot luck catalog exists: D-208 ×1 and D-311 ×3.
    if (known.size === 1) expect(Object.fromEntries(perDealer)).toEqual({ 'D-208': 1, 'D-311': 3 });
  });
});
