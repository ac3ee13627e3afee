import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { auditIntoStore } from '../../app/audit.js';
import type { StoredAudit } from '../../app/audit.js';
import { openStore } from '../../store/db.js';
import type { Db } from '../../store/db.js';
import { RULESETS } from '../../rules-catalog/index.js';
import { EXAMPLES, exampleLog } from '../helpers/examples.js';
import { tempDir as makeTempDir } from '../helpers/temp.js';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export { EXAMPLES };
export const POT_LUCK = exampleLog('pe-pot-luck-black-jack');
export const CLI = join(ROOT, 'dist', 'cli', 'veedor.js');

type Hand = Record<string, any>;

/** The four clean pot luck example hands (dealers D-311 ×3 at PL-03, D-208 ×1 at PL-02). */
export function exampleHands(): Hand[] {
  return readFileSync(POT_LUCK, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Hand);
}

export interface CloneOptions {
  prefix?: string;
  /** Every hand whose number is a multiple of this (and is a copy of the first example) pays 90 instead of 100: one Art. 15º finding, 10 owed. */
  underpayEvery?: number;
  /** Same, but pays 130: one finding, 30 over-paid. */
  overpayEvery?: number;
  /** Replace the date part of started_at (keeps time and offset). */
  date?: string;
  dealer?: string;
  table?: string;
}

/** n clean hands cloned from the examples with new hand_ids (and shoes), optionally with wrong payouts. */
export function cloneHands(n: number, o: CloneOptions = {}): Hand[] {
  const src = exampleHands();
  const out: Hand[] = [];
  for (let i = 0; i < n; i++) {
    const h = structuredClone(src[i % src.length]!);
    h['hand_id'] = `${o.prefix ?? 'GEN'}-${String(i).padStart(7, '0')}`;
    h['shoe_id'] = `${o.prefix ?? 'GEN'}-S${i}`;
    if (o.date) h['started_at'] = o.date + String(h['started_at']).slice(10);
    if (o.dealer) h['dealer_id'] = o.dealer;
    if (o.table) h['table_id'] = o.table;
    if (i % src.length === 0) {
      // Example 1, event 22: seat 4 hand 2 wins 1 to 1 on 100.
      if (o.underpayEvery && i % o.underpayEvery === 0) h['events'][21]['amount'] = 90;
      else if (o.overpayEvery && i % o.overpayEvery === 0) h['events'][21]['amount'] = 130;
    }
    out.push(h);
  }
  return out;
}

export function tempDir(label = 'store'): string {
  return makeTempDir(label);
}

export function writeNdjson(path: string, hands: Hand[]): string {
  writeFileSync(path, hands.map((h) => JSON.stringify(h)).join('\n') + '\n');
  return path;
}

/** Audits into the store at dbPath, from the directory cwd (so relative paths are recorded as given). */
export async function storeAudit(dbPath: string, paths: string[], cwd?: string): Promise<StoredAudit & { db: Db }> {
  const here = process.cwd();
  if (cwd) process.chdir(cwd);
  const db = openStore(dbPath, { create: true });
  try {
    const r = await auditIntoStore(db, { paths, rulesets: RULESETS });
    r.run.dispose();
    return { ...r, db };
  } finally {
    process.chdir(here);
  }
}

export function count(db: Db, table: string, where = '1 = 1', ...params: unknown[]): number {
  return (db.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${where}`).get(...params) as { n: number }).n;
}

/** The compiled CLI (CI builds before the tests); a clear failure when dist/ is missing. */
export function requireBuild(): void {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run "npm run build" before these tests (they run the compiled CLI)`);
}

export function cli(args: string[], cwd: string): { code: number | null; stdout: string; stderr: string } {
  requireBuild();
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

export interface Dataset {
  dir: string;
  dbPath: string;
  nov: string;
  dec: string;
}

/**
 * Two runs, audited from `dir` with relative paths:
 * - nov (logs/nov.ndjson, 41 records): 20 hands on 2026-11-06 (D-311 at PL-03 ×15, D-208 at PL-02 ×5; 3 under-paid
 *   by 10 at D-311), 20 hands on 2026-11-20 (D-500 at PL-09; 5 over-paid by 30), and one unreadable line;
 * - dec (logs/dec.ndjson): 12 hands on 2026-12-01 (D-311 ×9, D-208 ×3; 3 under-paid by 10 at D-311).
 */
export async function buildDataset(): Promise<Dataset> {
  const dir = tempDir('dataset');
  mkdirSync(join(dir, 'logs'));
  const nov = [
    ...cloneHands(20, { prefix: 'A', underpayEvery: 8 }),
    ...cloneHands(20, { prefix: 'B', date: '2026-11-20', dealer: 'D-500', table: 'PL-09', overpayEvery: 4 }),
  ];
  writeFileSync(join(dir, 'logs', 'nov.ndjson'), nov.map((h) => JSON.stringify(h)).join('\n') + '\n{not json\n');
  writeNdjson(join(dir, 'logs', 'dec.ndjson'), cloneHands(12, { prefix: 'DEC', date: '2026-12-01', underpayEvery: 4 }));
  const dbPath = join(dir, 'q.db');
  const a = await storeAudit(dbPath, ['logs/nov.ndjson'], dir);
  a.db.close();
  const b = await storeAudit(dbPath, ['logs/dec.ndjson'], dir);
  b.db.close();
  return { dir, dbPath, nov: a.run.run.id, dec: b.run.run.id };
}

/** `veedor verify --bundle bundle` run in `dir`, in `lang` (the bundle tests: a folder `bundle` beside the store). */
export function verifyBundleCli(dir: string, lang: 'es' | 'en'): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [CLI, 'verify', '--bundle', 'bundle', '--lang', lang], { cwd: dir, encoding: 'utf8', timeout: 30_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}
