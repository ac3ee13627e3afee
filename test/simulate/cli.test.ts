// `veedor simulate` end to end: the files it writes go through the real audit (runAudit, as
// `veedor audit` runs it) in each log format, and the findings are exactly the answer key.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { simulateCommand } from '../../cli/commands/simulate.js';
import type { SimulateCliOptions } from '../../cli/commands/simulate.js';
import { UsageError } from '../../cli/usage-error.js';
import { loadTables } from '../../cli/load-tables.js';
import { runAudit } from '../../audit/run.js';
import { RULESETS } from '../../rules-catalog/index.js';
import { SIMULATORS } from '../../simulate/registry.js';
import { tempDir } from '../helpers/audit-files.js';

async function run(o: SimulateCliOptions): Promise<void> {
  expect(await simulateCommand(o)).toBe(0);
}

async function auditedFindings(path: string, tables?: string) {
  const r = await runAudit({ paths: [path], rulesets: RULESETS, tables: loadTables(tables) });
  const out: string[] = [];
  for await (const f of r.findings()) out.push(`${f.hand_id} | ${f.rule} | ${f.article}`);
  r.dispose();
  return { findings: [...new Set(out)].sort(), summary: r.summary };
}

function keyOf(path: string): string[] {
  return readFileSync(path, 'utf8').trim().split('\n').filter(Boolean)
    .map((l) => JSON.parse(l) as { hand_id: string; rule: string; article: string })
    .map((k) => `${k.hand_id} | ${k.rule} | ${k.article}`).sort();
}

for (const sim of SIMULATORS) {
  describe(`veedor simulate --ruleset ${sim.ruleset}`, () => {
    const dir = tempDir();
    const base = { ruleset: sim.ruleset, hands: '240', tables: '3', seed: '11', faults: '0.25' };

    it('NDJSON, JSON and CSV logs audit to exactly the answer key, every hand read', async () => {
      await run({ ...base, out: join(dir, 'log.ndjson'), key: join(dir, 'key.ndjson') });
      await run({ ...base, out: join(dir, 'log.json'), key: join(dir, 'key.json.ndjson') });
      await run({ ...base, out: join(dir, 'log.csv'), key: join(dir, 'key.csv.ndjson') });
      expect(existsSync(join(dir, 'log.tables.json'))).toBe(true);
      const key = keyOf(join(dir, 'key.ndjson'));
      expect(key.length).toBeGreaterThan(30);
      expect(keyOf(join(dir, 'key.json.ndjson'))).toEqual(key);
      for (const [file, keyFile, tables] of [['log.ndjson', 'key.ndjson'], ['log.json', 'key.ndjson'], ['log.csv', 'key.csv.ndjson', join(dir, 'log.tables.json')]] as const) {
        const a = await auditedFindings(join(dir, file), tables);
        expect(a.summary.hands, file).toBe(240);
        expect(a.summary.rejected, file).toBe(0);
        expect(a.findings, file).toEqual(keyOf(join(dir, keyFile)));
      }
    });

    it('same seed, same bytes; another seed, other hands', async () => {
      await run({ ...base, out: join(dir, 'a.ndjson'), key: join(dir, 'a.key.csv') });
      await run({ ...base, out: join(dir, 'b.ndjson'), key: join(dir, 'b.key.csv') });
      await run({ ...base, seed: '12', out: join(dir, 'c.ndjson') });
      const read = (f: string) => readFileSync(join(dir, f));
      expect(read('a.ndjson').equals(read('b.ndjson'))).toBe(true);
      expect(read('a.key.csv').equals(read('b.key.csv'))).toBe(true);
      expect(read('a.key.csv').toString().split('\n')[0]).toBe('hand_id,fault,rule,article');
      expect(read('a.ndjson').equals(read('c.ndjson'))).toBe(false);
    });

    it('faults change only the faulted rounds: the others are the clean run\'s, byte for byte', async () => {
      await run({ ...base, faults: undefined, out: join(dir, 'clean.ndjson') });
      await run({ ...base, out: join(dir, 'faulted.ndjson'), key: join(dir, 'faulted.key.ndjson') });
      const clean = readFileSync(join(dir, 'clean.ndjson'), 'utf8').trim().split('\n');
      const faulted = readFileSync(join(dir, 'faulted.ndjson'), 'utf8').trim().split('\n');
      const touched = new Set(keyOf(join(dir, 'faulted.key.ndjson')).map((k) => k.split(' | ')[0]));
      expect(faulted).toHaveLength(clean.length);
      clean.forEach((line, i) => {
        const id = (JSON.parse(line) as { hand_id: string }).hand_id;
        if (touched.has(id)) expect(faulted[i]).not.toBe(line);
        else expect(faulted[i]).toBe(line);
      });
    });
  });
}

describe('veedor simulate: arguments', () => {
  const dir = tempDir();
  const bad: [string, SimulateCliOptions, RegExp][] = [
    ['no ruleset', { hands: '5' }, /--ruleset is required/],
    ['a ruleset no catalog has', { ruleset: 'xx-no-such-ruleset', hands: '5' }, /no simulator for ruleset xx-no-such-ruleset/],
    ['no --hands', { ruleset: 'pe-pot-luck-black-jack' }, /--hands is required/],
    ['zero hands', { ruleset: 'pe-pot-luck-black-jack', hands: '0' }, /at least 1/],
    // hostile20: a whole number of ten digits or more was told it was not a whole number.
    ['a billion hands', { ruleset: 'pe-pot-luck-black-jack', hands: '1000000000' }, /^--hands must be at most 999999999, not "1000000000"$/],
    ['2^53 + 1 hands', { ruleset: 'pe-pot-luck-black-jack', hands: '9007199254740993' }, /^--hands must be at most 999999999, not "9007199254740993"$/],
    ['ten thousand million tables', { ruleset: 'pe-pot-luck-black-jack', hands: '5', tables: '10000000000' }, /^--tables must be 1 to 999$/],
    ['a bad seed', { ruleset: 'pe-pot-luck-black-jack', hands: '5', seed: '-3' }, /--seed/],
    ['a rate over 1', { ruleset: 'pe-pot-luck-black-jack', hands: '5', faults: '1.5' }, /--faults/],
    ['a rate in words', { ruleset: 'pe-pot-luck-black-jack', hands: '5', faults: 'some' }, /--faults/],
    ['an unknown fault kind', { ruleset: 'pe-pot-luck-black-jack', hands: '5', faults: '1', faultKinds: 'nope' }, /no fault kind "nope"/],
    ['CSV to stdout without a tables file', { ruleset: 'pe-pot-luck-black-jack', hands: '5', format: 'csv' }, /--tables-out/],
    // hostile20: a CSV log written under an .ndjson name is read as NDJSON by veedor audit, every line refused.
    ['CSV under an NDJSON name', { ruleset: 'pe-pot-luck-black-jack', hands: '5', format: 'csv', out: join(dir, 'x.ndjson') }, /^--format csv does not match --out .*x\.ndjson \(its name says ndjson/],
    ['NDJSON under a CSV name', { ruleset: 'pe-pot-luck-black-jack', hands: '5', format: 'ndjson', out: join(dir, 'x.csv') }, /^--format ndjson does not match --out .*x\.csv \(its name says csv/],
    ['JSON under an NDJSON name', { ruleset: 'pe-pot-luck-black-jack', hands: '5', format: 'json', out: join(dir, 'x.jsonl') }, /^--format json does not match --out .*x\.jsonl/],
    ['a start without offset', { ruleset: 'pe-pot-luck-black-jack', hands: '5', start: '2026-01-05T20:00:00' }, /--start/],
  ];
  for (const [name, o, message] of bad) {
    it(`refuses ${name} (exit 2)`, async () => {
      await expect(simulateCommand(o)).rejects.toThrow(UsageError);
      await expect(simulateCommand(o)).rejects.toThrow(message);
    });
  }

  it('says the mismatch of --format and the --out name in Spanish too, and writes nothing', async () => {
    const out = join(dir, 'sp.ndjson');
    const e = await simulateCommand({ ruleset: 'pe-dragon-six-baccarat', hands: '5', format: 'csv', out }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(UsageError);
    expect((e as UsageError).words.es).toBe(`--format csv no corresponde a --out ${out} (el nombre dice ndjson, y así lo leería veedor audit): dé un nombre .csv o --format ndjson`);
    expect(existsSync(out)).toBe(false);
  });

  it('--fault-kinds limits the errors to those kinds; --tables-out writes the posted configurations', async () => {
    await run({ ruleset: 'pr-8669-pai-gow-bonus', hands: '60', tables: '2', seed: '4', faults: '1', faultKinds: 'winner-not-paid,bonus-not-in-chips',
      out: join(dir, 'k.ndjson'), key: join(dir, 'k.key.ndjson'), tablesOut: join(dir, 'k.tables.json') });
    const kinds = new Set(readFileSync(join(dir, 'k.key.ndjson'), 'utf8').trim().split('\n').map((l) => (JSON.parse(l) as { fault: string }).fault));
    expect([...kinds].sort()).toEqual(['bonus-not-in-chips', 'winner-not-paid']);
    const tables = JSON.parse(readFileSync(join(dir, 'k.tables.json'), 'utf8')) as { tables: Record<string, unknown> };
    expect(Object.keys(tables.tables)).toEqual(['PG-01', 'PG-02']);
  });
});

// A Caribbean fault (posted-line-paid-at-minimum) posts a richer pay line on the faulted round's own table and pays
// the minimum. A CSV log posts one configuration per table (its tables file, from the table's clean rounds): the
// CSV hand read as paid right while its key still expected `bet-paid-per-posted-line` (seed 7777, 1,500 hands, 3
// tables, faults 0.3: three key lines no audit of the CSV could find). Now the CSV run passes that kind over (the
// round draws another), and naming it for a CSV log is refused.
describe('veedor simulate --format csv: no fault a CSV log cannot carry', () => {
  const dir = tempDir();
  const base = { ruleset: 'pe-poker-caribeno', hands: '120', tables: '3', seed: '8', faults: '1' };
  const faultsOf = (file: string) => readFileSync(join(dir, file), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { hand_id: string; fault: string });

  it('the CSV log audits to its own key; only the rounds whose fault posts its own table differ from the NDJSON run', async () => {
    await run({ ...base, out: join(dir, 'cs.ndjson'), key: join(dir, 'cs.key.ndjson') });
    await run({ ...base, out: join(dir, 'cs.csv'), key: join(dir, 'cs.csv.key.ndjson') });
    const ndjsonFaults = faultsOf('cs.key.ndjson');
    const ownPosting = ndjsonFaults.filter((k) => k.fault === 'posted-line-paid-at-minimum').map((k) => k.hand_id);
    expect(ownPosting).toHaveLength(2);
    const csvFaults = faultsOf('cs.csv.key.ndjson');
    expect(csvFaults.some((k) => k.fault === 'posted-line-paid-at-minimum')).toBe(false);
    // Every other round carries the same fault in both formats.
    const byHand = (ks: { hand_id: string; fault: string }[]) => new Map(ks.map((k) => [k.hand_id, k.fault]));
    const n = byHand(ndjsonFaults), c = byHand(csvFaults);
    for (const [hand, fault] of n) if (!ownPosting.includes(hand)) expect(c.get(hand), hand).toBe(fault);
    const a = await auditedFindings(join(dir, 'cs.csv'), join(dir, 'cs.tables.json'));
    expect(a.summary.rejected).toBe(0);
    expect(a.findings).toEqual(keyOf(join(dir, 'cs.csv.key.ndjson')));
    // The NDJSON log does carry them: its audit finds the richer line underpaid on exactly those rounds.
    const b = await auditedFindings(join(dir, 'cs.ndjson'));
    expect(b.findings.filter((f) => f.includes('bet-paid-per-posted-line')).map((f) => f.split(' | ')[0]).sort()).toEqual([...ownPosting].sort());
  });

  it('the tables file posts each table\'s clean lines, never a faulted round\'s own (here a table\'s first round)', async () => {
    await run({ ...base, faultKinds: 'posted-line-paid-at-minimum', out: join(dir, 't.ndjson'), key: join(dir, 't.key.ndjson'), tablesOut: join(dir, 't.tables.json') });
    await run({ ...base, faults: undefined, out: join(dir, 'clean.ndjson'), tablesOut: join(dir, 'clean.tables.json') });
    expect(faultsOf('t.key.ndjson').map((k) => k.hand_id)).toContain('CS-01-000001');
    expect(readFileSync(join(dir, 't.tables.json'), 'utf8')).toBe(readFileSync(join(dir, 'clean.tables.json'), 'utf8'));
  });

  it('refuses the kind named for a CSV log (exit 2), in both languages', async () => {
    const o = { ...base, faultKinds: 'posted-line-paid-at-minimum,bet-win-returned', out: join(dir, 'x.csv') };
    await expect(simulateCommand(o)).rejects.toThrow(UsageError);
    await expect(simulateCommand({ ...o, lang: 'en' })).rejects.toThrow(/posted-line-paid-at-minimum: the error is one round's own posted table/);
    expect(existsSync(join(dir, 'x.csv'))).toBe(false);
  });
});

// hostile16: simulate wrote hands its own audit refuses. `--start 0001-01-01T00:00:00Z` wrote started_at
// "0000-12-31T19:00:00-05:00" (the year 0, refused by the reader: before 1900); `--start 9999-12-31T23:59:59-05:00`
// with 300 hands wrote "+010000-01-01T08:24-05:00" from the second round on (299 of 300 refused); `--fault-kinds ,`
// named no kind and `--faults 0.5` then played every round clean, exit 0.
describe('veedor simulate: the years a hand log holds, and a list of no fault kinds', () => {
  const dir = tempDir();
  const refusal = async (o: SimulateCliOptions) => {
    try {
      await simulateCommand(o);
    } catch (e) {
      if (e instanceof UsageError) return e.words;
      throw e;
    }
    return undefined;
  };

  it('a --start outside 1900-9999 at the tables\' offset is refused before anything is written, in Spanish and English', async () => {
    const out = join(dir, 'early.ndjson');
    expect(await refusal({ ruleset: 'pe-pot-luck-black-jack', hands: '3', start: '0001-01-01T00:00:00Z', out })).toEqual({
      en: "--start 0001-01-01T00:00:00Z is 0000-12-31T19:00:00-05:00 at pe-pot-luck-black-jack's table offset (-05:00): a hand log reads the years 1900 to 9999",
      es: '--start 0001-01-01T00:00:00Z es 0000-12-31T19:00:00-05:00 en el desfase de las mesas de pe-pot-luck-black-jack (-05:00): un registro de manos lee los años 1900 a 9999',
    });
    // 1900-01-01T00:00Z is still 1899 at Lima's -05:00.
    expect((await refusal({ ruleset: 'pe-pot-luck-black-jack', hands: '3', start: '1900-01-01T00:00:00Z', out }))?.en).toMatch(/is 1899-12-31T19:00:00-05:00 at/);
    expect(existsSync(out)).toBe(false);
  });

  it('the first hour of 1900 at the tables\' offset is written, and every hand audits', async () => {
    const out = join(dir, 'first.ndjson');
    await run({ ruleset: 'pe-pot-luck-black-jack', hands: '5', start: '1900-01-01T05:00:00Z', out });
    expect(readFileSync(out, 'utf8')).toContain('"started_at":"1900-01-01T00:00:00-05:00"');
    const { summary } = await auditedFindings(out);
    expect([summary.hands, summary.audited, summary.rejected]).toEqual([5, 5, 0]);
  });

  it('a run whose clock passes 9999-12-31 stops with exit 2 naming the round; its --out file is never written', async () => {
    const out = join(dir, 'late.ndjson');
    const words = await refusal({ ruleset: 'pe-pot-luck-black-jack', hands: '300', start: '9999-12-31T23:59:59-05:00', out });
    expect(words).toEqual({
      en: '--start 9999-12-31T23:59:59-05:00: round 2 would start at +010000-01-01T05:02:17.000Z, past the year 9999 a hand log can hold; give an earlier --start or fewer --hands',
      es: '--start 9999-12-31T23:59:59-05:00: la ronda 2 empezaría el +010000-01-01T05:02:17.000Z, después del año 9999 que un registro de manos puede tener; dé un --start anterior o menos --hands',
    });
    expect(existsSync(out)).toBe(false);
    // One round fits: written, and audited.
    await run({ ruleset: 'pe-pot-luck-black-jack', hands: '1', start: '9999-12-31T23:59:59-05:00', out });
    const { summary } = await auditedFindings(out);
    expect([summary.hands, summary.audited, summary.rejected]).toEqual([1, 1, 0]);
  });

  it('--fault-kinds naming no kind is refused (it played every round clean)', async () => {
    for (const faultKinds of [',', ' , ,']) {
      expect(await refusal({ ruleset: 'pe-pot-luck-black-jack', hands: '3', faults: '0.5', faultKinds })).toEqual({
        en: '--fault-kinds needs at least one fault kind (see --list-faults)',
        es: '--fault-kinds necesita al menos un tipo de error (vea --list-faults)',
      });
    }
  });
});
