import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runAudit } from '../../audit/run.js';
import type { Finding, RunSummary } from '../../audit/findings.js';
import type { FileResult } from '../../audit/auditor.js';
import { RULESETS } from '../../rules-catalog/index.js';
import { tempDir } from './temp.js';

export { tempDir };

/** Writes files (name → text or bytes) into a fresh temp folder; returns their paths. */
export function writeFiles(files: Record<string, string | Buffer>): string[] {
  const dir = tempDir();
  return Object.entries(files).map(([name, body]) => {
    const p = join(dir, name);
    writeFileSync(p, body);
    return p;
  });
}

export interface AuditResult {
  findings: Finding[];
  summary: RunSummary;
  inputs: FileResult[];
}

export async function audit(paths: string[], opts: { tables?: Map<string, Record<string, unknown>> } = {}): Promise<AuditResult> {
  const run = await runAudit({ paths, rulesets: RULESETS, tables: opts.tables });
  const findings: Finding[] = [];
  for await (const f of run.findings()) findings.push(f);
  run.dispose();
  return { findings, summary: run.summary, inputs: run.inputs };
}
