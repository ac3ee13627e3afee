import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { simulateCommand } from '../../cli/commands/simulate.js';
import { writeBigLog } from './pdf/render-helpers.js';
import { DEMO, RNG_SKEWED, auditThenReport, inDir, pdfText, workDir } from './helpers.js';

/** The pai gow log whose generator looks skewed, with its last round settled wrong (a finding of its own). */
function rngWithLastRoundWrong(): string {
  const hands = JSON.parse(readFileSync(RNG_SKEWED, 'utf8')) as Record<string, any>[];
  const last = hands.at(-1)!;
  expect(last['events'][4]).toMatchObject({ type: 'collect', spot: 'bonus', amount: 5 });
  last['events'][4]['amount'] = 4;
  return JSON.stringify(hands, null, 1);
}

describe('veedor report: the same PDF as audit --pdf', () => {
  it('the demo log, with the establishment on the cover: byte-identical', async () => {
    const p = await auditThenReport(workDir({ 'demo.ndjson': DEMO }), ['demo.ndjson'], { casino: 'Casino Miraflores' });
    expect(p.auditCode).toBe(1);
    expect(p.reportCode).toBe(0);
    expect(p.json.findings.length).toBe(8);
    expect(p.report.length).toBeGreaterThan(10_000);
    expect(p.report.equals(p.audit)).toBe(true);
  });

  it('a many-page log in English, with long ids and a crowded split hand: byte-identical', async () => {
    const dir = workDir({});
    writeBigLog(join(dir, 'big.ndjson'), 6);
    const p = await auditThenReport(dir, ['big.ndjson'], { lang: 'en' });
    expect(p.json.findings.length).toBeGreaterThan(40);
    expect(p.report.equals(p.audit)).toBe(true);
    const { pages } = await pdfText(p.report);
    expect(pages.length).toBeGreaterThan(20);
  });

  it('a generator that looks skewed is no finding of the audit (a statistic is veedor stats\'), and a round settled wrong is, with its events', async () => {
    // a-rng-skewed: 35 rounds of one table whose numbers are far from uniform, every round settled right.
    const plain = await auditThenReport(workDir({ 'rng.json': RNG_SKEWED }), ['rng.json']);
    expect([plain.auditCode, plain.reportCode]).toEqual([0, 0]);
    expect(plain.json.findings).toEqual([]);
    expect(plain.report.equals(plain.audit)).toBe(true);

    // The same with the last round's losing bonus bet collected short: that round's finding only.
    const wrong = await auditThenReport(workDir({ 'rng.json': { text: rngWithLastRoundWrong() } }), ['rng.json']);
    expect(wrong.json.findings.map((f) => [f['rule'], f['hand_id'], f['event']])).toEqual([['losers-collected', 'FX-PG-RNG-035', 5]]);
    expect(wrong.report.equals(wrong.audit)).toBe(true);
    expect((await pdfText(wrong.report)).entries.get(1)).toContain('Eventos de la mano');
  });

  it('three inputs in three formats (JSON, NDJSON, CSV with a tables file): byte-identical', async () => {
    const dir = workDir({ 'logs/rng.json': { text: rngWithLastRoundWrong() }, 'logs/demo.ndjson': DEMO });
    await inDir(dir, () => simulateCommand({
      ruleset: 'pe-pot-luck-black-jack', hands: '80', seed: '7', faults: '0.2', out: 'logs/sim.csv', tablesOut: 'tables.json',
    }));
    // The findings come in input order: rng.json's one, then demo's, then sim's.
    const p = await auditThenReport(dir, ['logs/rng.json', 'logs/demo.ndjson', 'logs/sim.csv'], { tables: 'tables.json', casino: 'Sala 2' });
    const files = p.json.findings.map((f) => f['source']['path']).filter((x, i, all) => x !== all[i - 1]);
    expect(files).toEqual(['logs/rng.json', 'logs/demo.ndjson', 'logs/sim.csv']);
    expect(p.json.findings[0]!['rule']).toBe('losers-collected');
    expect(p.report.equals(p.audit)).toBe(true);
    const text = (await pdfText(p.report)).pages[0]!.text;
    expect(text).toContain('logs/sim.csv (csv)');
    expect(text).toContain('"tables"');
  });

  it('a clean log: byte-identical, and exit 0 for both', async () => {
    const dir = workDir({});
    writeFileSync(join(dir, 'clean.ndjson'), readFileSync(DEMO, 'utf8').split('\n').filter((l) => l.includes('DEMO-PL-0009')).join('\n') + '\n');
    const p = await auditThenReport(dir, ['clean.ndjson'], { lang: 'en' });
    expect([p.auditCode, p.reportCode]).toEqual([0, 0]);
    expect(p.report.equals(p.audit)).toBe(true);
  });
});
