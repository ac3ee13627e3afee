// `--workers N` must not change a single byte of the findings: the same findings, in the same order,
// the same counts and digest, as one thread, on every kind of log we ship (clean, faulted, broken,
// several files, CSV with a tables file) and on lines built to fool the parallel audit's routing.
// The workers run the built code (dist/): `npm run build` first (npm ci does it).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, truncateSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runAudit } from '../../audit/run.js';
import type { Finding } from '../../audit/findings.js';
import { scanTableId, workerOf } from '../../audit/route.js';
import { simulate } from '../../simulate/core/run.js';
import { RULESETS } from '../../rules-catalog/index.js';
import { simulatorFor } from '../../simulate/registry.js';
import { writeFiles } from '../helpers/audit-files.js';
import { workerCount } from '../../cli/commands/audit.js';

// These cases assert the English one-line errors and listings: Spanish is the default (cli/lang.ts).
process.env['VEEDOR_LANG'] = 'en';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

interface Outcome {
  findings: Finding[];
  digest: string;
  summary: unknown;
  inputs: unknown;
  notChecked: unknown;
  handsSeen: string[];
}

async function auditWith(workers: number, paths: string[], tables?: Map<string, Record<string, unknown>>, forceRuleset?: string): Promise<Outcome> {
  const handsSeen: string[] = [];
  const run = await runAudit({
    paths, rulesets: RULESETS, tables, workers, forceRuleset,
    onHand: (h, f, file) => handsSeen.push(`${file}|${h.hand_id}|${f.length}|${h.events?.length ?? '-'}`),
  });
  const findings: Finding[] = [];
  for await (const f of run.findings()) findings.push(f);
  run.dispose();
  return { findings, digest: run.findingsDigest, summary: run.summary, inputs: run.inputs, notChecked: run.notChecked, handsSeen };
}

async function expectSameAsOneThread(paths: string[], workers: number[], tables?: Map<string, Record<string, unknown>>, forceRuleset?: string): Promise<Outcome> {
  const one = await auditWith(1, paths, tables, forceRuleset);
  for (const n of workers) {
    const many = await auditWith(n, paths, tables, forceRuleset);
    expect(many.findings, `${n} workers`).toEqual(one.findings);
    expect(many.digest).toBe(one.digest);
    expect(many.summary).toEqual(one.summary);
    expect(many.inputs).toEqual(one.inputs);
    expect(many.notChecked).toEqual(one.notChecked);
    expect(many.handsSeen).toEqual(one.handsSeen);
  }
  return one;
}

function logsIn(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => /\.(json|ndjson|csv|tsv)$/.test(f) && !f.endsWith('.tables.json') && !f.endsWith('.expected.json'))
    .sort()
    .map((f) => join(dir, f));
}

describe('--workers: the same findings, in the same order, as one thread', () => {
  it('every golden fixture of every catalog and the demo logs, in one run', async () => {
    const paths = [
      ...RULESETS.flatMap((r) => logsIn(join(ROOT, 'fixtures', r.id))),
      ...logsIn(join(ROOT, 'fixtures', 'demo')),
    ];
    const one = await expectSameAsOneThread(paths, [2, 3]);
    expect(one.findings.length).toBeGreaterThan(100);
    expect(new Set(one.findings.filter((f) => f.category !== 'input').map((f) => f.ruleset)).size).toBe(RULESETS.length);
  }, 60_000);

  it('the broken-input corpus (unreadable lines, bad fields, duplicates across files, binary, CSV)', async () => {
    const dir = join(ROOT, 'fixtures', 'bad-input');
    const folder = readdirSync(join(dir, 'duplicate-ids-across-files')).sort().map((f) => join(dir, 'duplicate-ids-across-files', f));
    const jsonLogs = logsIn(dir).filter((p) => !p.endsWith('.csv'));
    const one = await expectSameAsOneThread([...jsonLogs, ...folder], [2]);
    expect(one.findings.filter((f) => f.category === 'input').length).toBeGreaterThan(20);
    expect(one.findings.some((f) => f.rule === 'input-duplicate-hand-id')).toBe(true);
    // CSV cases, each with its tables file.
    let csvRuns = 0;
    for (const name of readdirSync(dir).filter((f) => /\.(csv|tsv)$/.test(f))) {
      const expected = JSON.parse(readFileSync(join(dir, name.replace(/\.(csv|tsv)$/, '.expected.json')), 'utf8')) as { tables?: string };
      let tables: Map<string, Record<string, unknown>> | undefined;
      try {
        tables = expected.tables ? new Map(Object.entries((JSON.parse(readFileSync(join(dir, expected.tables), 'utf8')) as { tables: Record<string, Record<string, unknown>> }).tables)) : undefined;
      } catch {
        continue; // a tables file that is not JSON stops the CLI before any audit
      }
      await expectSameAsOneThread([join(dir, name)], [2], tables);
      csvRuns++;
    }
    expect(csvRuns).toBeGreaterThanOrEqual(6);
  }, 60_000);

  it('every hand audited against one catalog (--ruleset): Pot Luck hands read by Marbella\'s rules', async () => {
    const one = await expectSameAsOneThread(logsIn(join(ROOT, 'fixtures', 'pe-pot-luck-black-jack')), [2], undefined, 'es-marbella-black-jack');
    expect(new Set(one.findings.filter((f) => f.category !== 'input').map((f) => f.ruleset))).toEqual(new Set(['es-marbella-black-jack']));
    expect(one.findings.length).toBeGreaterThan(20);
  }, 60_000);

  it('simulated play with injected dealer errors, many tables, two catalogs', async () => {
    const sim = simulatorFor('pe-pot-luck-black-jack')!;
    const run = [...simulate(sim, { hands: 1500, tables: 7, seed: 11, faultRate: 0.1 })];
    const ndjson = run.map((h) => JSON.stringify(h.hand)).join('\n') + '\n';
    const paigow = [...simulate(simulatorFor('pr-8669-pai-gow-bonus')!, { hands: 800, tables: 5, seed: 3, faultRate: 0.1 })];
    const pg = paigow.map((h) => JSON.stringify(h.hand)).join('\n') + '\n';
    const [a, b] = writeFiles({ 'pl.ndjson': ndjson, 'pg.ndjson': pg });
    const one = await expectSameAsOneThread([a!, b!], [3]);
    const injected = [...run, ...paigow].filter((h) => h.fault).length;
    expect(injected).toBeGreaterThan(150);
    expect(new Set(one.findings.map((f) => f.hand_id)).size).toBe(injected);
  }, 120_000);
});

describe('--workers: routing a line to its table\'s worker without parsing it', () => {
  it('reads the top-level table_id, not one nested earlier or inside a string', () => {
    expect(scanTableId('{"hand_id":"H1","table_id":"T-1","events":[]}')).toBe('T-1');
    expect(scanTableId('{"x":{"table_id":"NESTED"},"note":"\\"table_id\\":\\"STR\\"","table_id":"TOP"}')).toBe('TOP');
    expect(scanTableId('{ "table_id" : "T \\u0031" }')).toBe('T 1');
    expect(scanTableId('{"table_id":7}')).toBeUndefined();
    expect(scanTableId('{"hand_id":"H1"}')).toBeUndefined();
    expect(scanTableId('{"table_id":"unterminated')).toBeUndefined();
  });

  it('spreads tables over the workers, the same way every time', () => {
    const ids = Array.from({ length: 400 }, (_, i) => `T-${i}`);
    const counts = [0, 0, 0, 0];
    for (const id of ids) counts[workerOf(id, 4)]!++;
    for (const c of counts) expect(c).toBeGreaterThan(60);
    expect(workerOf('T-17', 4)).toBe(workerOf('T-17', 4));
    expect(workerOf('anything', 1)).toBe(0);
  });

  it('a line whose table_id is read wrong (written twice, or with escapes) still goes to its table\'s worker', async () => {
    // Two tables that land on different workers of 2, each with a baccarat-like cross-hand rule
    // stand-in: Pot Luck's once-per-table pool commission check, and duplicate hand ids.
    const sim = simulatorFor('pe-pot-luck-black-jack')!;
    const hands = [...simulate(sim, { hands: 60, tables: 3, seed: 5, faultRate: 0.3 })].map((h) => h.hand);
    const tables = [...new Set(hands.map((h) => h.table_id))];
    const [t0, t1] = [tables.find((t) => workerOf(t, 2) === 0)!, tables.find((t) => workerOf(t, 2) === 1)!];
    expect(t0 && t1).toBeTruthy();
    const lines = hands.map((h, i) => {
      const text = JSON.stringify(h);
      if (i % 5 === 1) {
        // The first table_id says the other table; JSON.parse keeps the last one, the hand's own.
        const decoy = h.table_id === t0 ? t1 : t0;
        return `{"table_id":${JSON.stringify(decoy)},` + text.slice(1);
      }
      if (i % 5 === 2) return text.replace('"table_id"', '"table\\u005fid"');
      if (i % 5 === 3) return text.replace(`"table_id":"${h.table_id}"`, `"table_id":${JSON.stringify(h.table_id).replace('-', '\\u002d')}`);
      return text;
    });
    lines.push(lines[4]!, lines[7]!); // repeats: rejected in both runs, the same way
    lines.push('{"hand_id":"broken", "table_id":', 'null', '[1,2]');
    const [path] = writeFiles({ 'tricky.ndjson': lines.join('\n') + '\n' });
    const one = await expectSameAsOneThread([path!], [2, 3]);
    expect(one.findings.filter((f) => f.rule === 'input-duplicate-hand-id')).toHaveLength(2);
    expect(one.findings.filter((f) => f.category !== 'input').length).toBeGreaterThan(5);
  }, 60_000);
});

describe('veedor audit --workers', () => {
  const CLI = join(ROOT, 'dist', 'cli', 'veedor.js');
  const cli = (...args: string[]) => spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8' });

  it('writes the same JSON report, byte for byte, with the same exit status', () => {
    const logs = logsIn(join(ROOT, 'fixtures', 'demo'));
    const one = cli('audit', ...logs, '--format', 'json');
    const two = cli('audit', ...logs, '--format', 'json', '--workers', '2');
    const auto = cli('audit', ...logs, '--format', 'json', '--workers', 'auto');
    expect(one.status).toBe(1);
    expect(JSON.parse(one.stdout).findings.length).toBeGreaterThan(100);
    for (const r of [two, auto]) {
      expect(r.status).toBe(1);
      expect(r.stdout).toBe(one.stdout);
      expect(r.stderr).toBe('');
    }
  });

  it('auto: this thread for short logs, one worker per core (at most 64) from 100 MB', () => {
    const [small, big] = writeFiles({ 'small.ndjson': '{}\n', 'big.ndjson': '' });
    truncateSync(big!, 100 * 1024 * 1024); // sparse: no 100 MB written
    expect(workerCount('auto', [small!])).toBe(1);
    expect(workerCount('auto', [small!, big!])).toBe(Math.min(availableParallelism(), 64));
    expect(workerCount(undefined, [big!])).toBe(1);
    expect(workerCount('3', [small!])).toBe(3);
  });

  it('refuses a count that is not 1 to 64 or auto (exit 2, one line)', () => {
    for (const bad of ['0', '65', 'x2', '-1', '1.5']) {
      const r = cli('audit', join(ROOT, 'fixtures', 'demo', 'pot-luck-lima.ndjson'), '--workers', bad);
      expect(r.status, bad).toBe(2);
      expect(r.stderr).toBe(`veedor: --workers must be a whole number from 1 to 64, or auto; not "${bad}"\n`);
      expect(r.stdout).toBe('');
    }
  });
});

describe('--workers: a failing hook stops the run, as on one thread', () => {
  it('an error in onHand (the audit store, a full disk) rejects runAudit with that error; nothing crashes', async () => {
    const paths = logsIn(join(ROOT, 'fixtures', 'demo'));
    for (const workers of [1, 2]) {
      let calls = 0;
      const run = runAudit({
        paths, rulesets: RULESETS, workers,
        onHand: () => {
          if (++calls === 7) throw new Error('disk full');
        },
      });
      await expect(run, `${workers} workers`).rejects.toThrow('disk full');
      expect(calls).toBe(7);
    }
  });
});

describe('--workers: the read-ahead window is bounded in bytes as well as in records', () => {
  // workers17: records of pot luck (about 2 KB of text each) 16,384 at a time held 370-430 MB across the
  // three heaps; the window now also stops at a number of bytes of text. Here a window of 64 KB: the
  // findings are still one thread's, and no more than the window plus one record is ever read ahead.
  it('stops reading at the byte bound, and the findings are still one thread\'s', async () => {
    const { ParallelAuditor } = await import('../../audit/parallel.js');
    const { loadRulesets } = await import('../../rules-catalog/index.js');
    const sim = simulatorFor('pe-pot-luck-black-jack')!;
    const run = [...simulate(sim, { hands: 400, tables: 5, seed: 17, faultRate: 0.1 })];
    const lines = run.map((h) => JSON.stringify(h.hand));
    const [path] = writeFiles({ 'pl.ndjson': lines.join('\n') + '\n' });
    const one = await auditWith(1, [path!]);
    const findings: Finding[] = [];
    const auditor = new ParallelAuditor({ rulesets: await loadRulesets(RULESETS) }, { finding: (f) => findings.push(f) }, 2,
      { window: { records: 16_384, bytes: 64 * 1024 } });
    try {
      const file = await auditor.auditFile(path!);
      await auditor.complete();
      expect(file.hands).toBe(400);
    } finally {
      await auditor.close();
    }
    expect(findings).toEqual(one.findings);
    expect(findings.length).toBeGreaterThan(20);
    const longest = Math.max(...lines.map((l) => l.length));
    const total = lines.reduce((n, l) => n + l.length, 0);
    expect(total).toBeGreaterThan(10 * 64 * 1024);
    expect(auditor.peakAhead.bytes).toBeGreaterThanOrEqual(64 * 1024);
    expect(auditor.peakAhead.bytes).toBeLessThan(64 * 1024 + longest);
    expect(auditor.peakAhead.records).toBeLessThan(400);
  }, 120_000);
});
