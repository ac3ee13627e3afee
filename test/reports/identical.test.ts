import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { simulateCommand } from '../../cli/commands/simulate.js';
import { RULESETS } from '../../rules-catalog/index.js';
import { writeBigLog } from './pdf/render-helpers.js';
import { DEMO, RNG_SKEWED, auditThenReport, inDir, pdfText, workDir } from './helpers.js';

/** The pai gow log whose generator looks skewed, with its last round also settled wrong (a finding of its own). */
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

  it('a run-level statistic: no events when it points at a hand without findings, the events when it points at the last one with them', async () => {
    // a-rng-skewed: 35 rounds, one run-level warning pointed at the last round, which is clean.
    const plain = await auditThenReport(workDir({ 'rng.json': RNG_SKEWED }), ['rng.json']);
    expect(plain.json.findings.map((f) => [f['rule'], f['hand_id']])).toEqual([['rng-uniform', 'FX-PG-RNG-035']]);
    expect(plain.report.equals(plain.audit)).toBe(true);
    expect((await pdfText(plain.report)).entries.get(1)).not.toContain('Eventos de la mano');

    // The same with the last round settled wrong: the statistic points at the hand the events were read for.
    const wrong = await auditThenReport(workDir({ 'rng.json': { text: rngWithLastRoundWrong() } }), ['rng.json']);
    expect(wrong.json.findings.map((f) => [f['rule'], f['hand_id']])).toEqual([
      ['losers-collected', 'FX-PG-RNG-035'], ['rng-uniform', 'FX-PG-RNG-035'],
    ]);
    expect(wrong.report.equals(wrong.audit)).toBe(true);
    const e = (await pdfText(wrong.report)).entries;
    expect(e.get(1)).toContain('Eventos de la mano');
    expect(e.get(2)).toContain('Eventos de la mano');
  });

  it('three inputs in three formats (JSON, NDJSON, CSV with a tables file): byte-identical', async () => {
    const dir = workDir({ 'logs/rng.json': RNG_SKEWED, 'logs/demo.ndjson': DEMO });
    await inDir(dir, () => simulateCommand({
      ruleset: 'pe-pot-luck-black-jack', hands: '80', seed: '7', faults: '0.2', out: 'logs/sim.csv', tablesOut: 'tables.json',
    }));
    // Also the input order matters: the run-level warning (about rng.json) comes after demo's and sim's findings.
    const p = await auditThenReport(dir, ['logs/rng.json', 'logs/demo.ndjson', 'logs/sim.csv'], { tables: 'tables.json', casino: 'Sala 2' });
    const files = new Set(p.json.findings.map((f) => f['source']['path']));
    expect([...files].sort()).toEqual(['logs/demo.ndjson', 'logs/rng.json', 'logs/sim.csv']);
    expect(p.json.findings.at(-1)!['rule']).toBe('rng-uniform');
    expect(p.report.equals(p.audit)).toBe(true);
    const text = (await pdfText(p.report)).pages[0]!.text;
    expect(text).toContain('logs/sim.csv (csv)');
    expect(text).toContain('"tables"');
  });

  it('knows the rules that report run-level statistics (the store does not mark their findings; app/stored-report.ts tells them by finishRun)', () => {
    const runLevel = RULESETS.flatMap((r) => r.rules.filter((rule) => rule.finishRun).map((rule) => `${r.id}/${rule.id}`));
    // A new rule with finishRun: make sure it reports nothing per hand (else mark run-level findings in the store), then add it here.
    expect(runLevel).toEqual(['pr-8669-pai-gow-bonus/rng-uniform']);
  });

  it('a clean log: byte-identical, and exit 0 for both', async () => {
    const dir = workDir({});
    writeFileSync(join(dir, 'clean.ndjson'), readFileSync(DEMO, 'utf8').split('\n').filter((l) => l.includes('DEMO-PL-0009')).join('\n') + '\n');
    const p = await auditThenReport(dir, ['clean.ndjson'], { lang: 'en' });
    expect([p.auditCode, p.reportCode]).toEqual([0, 0]);
    expect(p.report.equals(p.audit)).toBe(true);
  });
});
