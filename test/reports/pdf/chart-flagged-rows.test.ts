// pdf27: a chart draws 40 groups at most, and drew the first 40 by name: with 45 tables the flagged BAC-45 was left
// out of «Findings per 1,000 hands, by table», its red bar nowhere. Every flagged group is drawn, then the first others.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditCommand } from '../../../cli/commands/audit.js';
import { simulate } from '../../../simulate/core/run.js';
import { dragonSixSimulator } from '../../../simulate/pe-dragon-six-baccarat/simulate.js';
import { inDir, workDir } from '../helpers.js';
import { extractPages } from './extract.js';

describe('PDF statistics charts: a flagged group beyond the 40 rows is drawn', () => {
  it('45 tables, the last one settling wrong: BAC-45 among the rows of the chart by table, and the note says which rows', async () => {
    const opts = { hands: 45 * 40, tables: 45, seed: 11 };
    const clean = [...simulate(dragonSixSimulator, opts)];
    const faulted = [...simulate(dragonSixSimulator, { ...opts, faultRate: 0.5, faultKinds: ['punto-win-underpaid', 'banca-win-paid-half'] })];
    const hands = clean.map((s, i) => (s.hand.table_id === 'BAC-45' ? faulted[i]! : s).hand);
    const dir = workDir({});
    writeFileSync(join(dir, 'bac.ndjson'), hands.map((h) => JSON.stringify(h)).join('\n') + '\n');
    await inDir(dir, () => auditCommand(['bac.ndjson'], { format: 'json', out: 'a.json', lang: 'en', pdf: 'audit.pdf', stats: true }));
    const pages = await extractPages(readFileSync(join(dir, 'audit.pdf')));
    const at = pages.findIndex((p) => p.text.includes('Findings per 1,000 hands, by table'));
    expect(at).toBeGreaterThan(0);
    const page = pages[at]!;
    const title = page.items.find((it) => it.str === 'Findings per 1,000 hands, by table')!;
    // The chart's rows: the group labels under its title, down to the next chart's title.
    const next = page.items.filter((it) => it.y < title.y && /^(Hold against theory|Banca wins)/.test(it.str)).map((it) => it.y);
    const floor = next.length > 0 ? Math.max(...next) : 0;
    const labels = page.items.filter((it) => it.y < title.y && it.y > floor && /^BAC-\d\d$/.test(it.str)).map((it) => it.str);
    expect(labels.length).toBe(40);
    expect(labels).toContain('BAC-45');
    expect(labels.slice(0, 39)).toEqual(Array.from({ length: 39 }, (_, i) => `BAC-${String(i + 1).padStart(2, '0')}`));
    expect(page.text.replace(/\s+/g, ' ')).toContain('(40 of 45 groups: every flagged one, then the first of the others)');
  }, 120_000);
});
