import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runAudit } from '../../../audit/run.js';
import type { Finding, RunSummary } from '../../../audit/findings.js';
import { loadMapping } from '../../../engine/input/mapping/compile.js';
import { MappedReader } from '../../../engine/input/mapping/reader.js';
import { RULESETS } from '../../../rules-catalog/index.js';
import { toUnits } from '../../../engine/core/money.js';
import type { Money } from '../../../engine/core/money.js';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const MAPPINGS = join(ROOT, 'fixtures', 'mappings');

export interface Example {
  name: string;
  dir: string;
  map: string;
  export: string;
  native: string;
  expected: string;
}

/** The examples of fixtures/mappings: a folder each, with casino.map.json, the export, native.ndjson, expected.findings.json. */
export function examples(): Example[] {
  return readdirSync(MAPPINGS, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => {
    const dir = join(MAPPINGS, d.name);
    const files = readdirSync(dir);
    const exp = files.find((f) => !['casino.map.json', 'native.ndjson', 'expected.findings.json'].includes(f))!;
    return { name: d.name, dir, map: join(dir, 'casino.map.json'), export: join(dir, exp), native: join(dir, 'native.ndjson'), expected: join(dir, 'expected.findings.json') };
  });
}

export async function auditFiles(paths: string[], map?: string): Promise<{ findings: Finding[]; summary: RunSummary }> {
  const run = await runAudit({ paths, rulesets: RULESETS, reader: map !== undefined ? new MappedReader(loadMapping(map)) : undefined });
  const findings: Finding[] = [];
  for await (const f of run.findings()) findings.push(f);
  run.dispose();
  return { findings, summary: run.summary };
}

/** What must agree between a mapped export and its native log: everything but where in which file. */
export function comparable(f: Finding): Record<string, unknown> {
  const o: Record<string, unknown> = { hand_id: f.hand_id, rule: f.rule, article: f.article, category: f.category };
  for (const k of ['event', 'seat', 'hand', 'spot'] as const) if (f[k] !== undefined) o[k] = f[k];
  for (const k of ['expected', 'actual', 'difference'] as const) if (f[k] !== undefined) o[k] = toUnits(f[k] as Money);
  return o;
}
