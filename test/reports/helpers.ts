import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { auditCommand } from '../../cli/commands/audit.js';
import type { AuditCliOptions } from '../../cli/commands/audit.js';
import { reportCommand } from '../../cli/commands/report.js';
import type { Lang } from '../../engine/core/engine-types.js';
import { extractPages } from './pdf/extract.js';
import type { PageText } from './pdf/extract.js';
import { DEMO } from './pdf/render-helpers.js';
import { tempDir } from '../store/helpers.js';

export { DEMO };
export const RNG_SKEWED = new URL('../../fixtures/pr-8669-pai-gow-bonus/a-rng-skewed.json', import.meta.url).pathname;

/** Runs `fn` with `dir` as the working directory (inputs are recorded as the relative paths given). */
export async function inDir<T>(dir: string, fn: () => Promise<T>): Promise<T> {
  const here = process.cwd();
  process.chdir(dir);
  try {
    return await fn();
  } finally {
    process.chdir(here);
  }
}

export interface Pair {
  dir: string;
  auditCode: number;
  reportCode: number;
  audit: Buffer;
  report: Buffer;
  json: { run: { id: string }; findings_digest: string; findings: Record<string, any>[] };
}

/**
 * `veedor audit FILES --db s.db --pdf audit.pdf --format json --out audit.json`
 * then `veedor report latest --db s.db --pdf report.pdf`, in process, from `dir`.
 */
export async function auditThenReport(dir: string, files: string[], o: { lang?: Lang; casino?: string; tables?: string; ruleset?: string } = {}): Promise<Pair> {
  const lang = o.lang ?? 'es';
  return inDir(dir, async () => {
    const audit: AuditCliOptions = { format: 'json', out: 'audit.json', lang, db: 's.db', pdf: 'audit.pdf' };
    if (o.casino) audit.casino = o.casino;
    if (o.tables) audit.tables = o.tables;
    if (o.ruleset) audit.ruleset = o.ruleset;
    const auditCode = await auditCommand(files, audit);
    const reportCode = await reportCommand('latest', { pdf: 'report.pdf', db: 's.db', lang, casino: o.casino, storedPaths: true });
    return {
      dir, auditCode, reportCode,
      audit: readFileSync('audit.pdf'), report: readFileSync('report.pdf'),
      json: JSON.parse(readFileSync('audit.json', 'utf8')) as Pair['json'],
    };
  });
}

/** A fresh directory with these files copied (or written) into it, under the names given. */
export function workDir(files: Record<string, string | { text: string }>): string {
  const dir = tempDir('report');
  for (const [name, from] of Object.entries(files)) {
    const to = join(dir, name);
    const parent = join(to, '..');
    if (!existsSync(parent)) mkdirSync(parent, { recursive: true });
    if (typeof from === 'string') copyFileSync(from, to);
    else writeFileSync(to, from.text);
  }
  return dir;
}

/** Each finding's entry text by its number, from its header to the next one's. */
export function entries(pages: PageText[]): Map<number, string> {
  const all = pages.map((p) => p.text).join('\n');
  const out = new Map<number, string>();
  const starts = [...all.matchAll(/(?:Hallazgo|Finding) (\d+) (?:de|of) \d+ ·/g)];
  starts.forEach((m, i) => {
    const end = i + 1 < starts.length ? starts[i + 1]!.index : all.length;
    out.set(Number(m[1]), all.slice(m.index, end));
  });
  return out;
}

export async function pdfText(pdf: Buffer): Promise<{ pages: PageText[]; entries: Map<number, string> }> {
  const pages = await extractPages(pdf);
  return { pages, entries: entries(pages) };
}
