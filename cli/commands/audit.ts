import { createWriteStream, existsSync, statSync } from 'node:fs';
import type { Writable } from 'node:stream';
import { runAudit } from '../../engine/audit/run.js';
import type { LogFormat } from '../../engine/input/readers.js';
import type { Lang } from '../../engine/core/engine-types.js';
import { RULESETS, rulesetById } from '../../rules-catalog/index.js';
import { writeJson } from '../../reports/json.js';
import { writeCsv } from '../../reports/csv.js';
import { writeTerminal } from '../../reports/terminal.js';
import { exitCode } from '../../reports/exit-code.js';
import { loadTables } from '../load-tables.js';
import { UsageError } from '../usage-error.js';

export interface AuditCliOptions {
  format: 'text' | 'json' | 'csv';
  out?: string;
  lang: Lang;
  tables?: string;
  ruleset?: string;
  input?: LogFormat;
  color?: boolean;
}

export function checkInputs(files: string[]): void {
  if (files.length === 0) throw new UsageError('no log files given');
  for (const f of files) {
    if (!existsSync(f)) throw new UsageError(`no such file: ${f}`);
    if (!statSync(f).isFile()) throw new UsageError(`not a file: ${f}`);
  }
}

export async function auditCommand(files: string[], o: AuditCliOptions): Promise<number> {
  checkInputs(files);
  if (o.ruleset && !rulesetById(o.ruleset)) {
    throw new UsageError(`unknown ruleset ${o.ruleset}; available: ${RULESETS.map((r) => r.id).join(', ')}`);
  }
  const run = await runAudit({
    paths: files,
    rulesets: RULESETS,
    tables: loadTables(o.tables),
    forceRuleset: o.ruleset,
    format: o.input,
  });
  try {
    const out: Writable = o.out ? createWriteStream(o.out) : process.stdout;
    if (o.format === 'json') await writeJson(run, out, o.lang);
    else if (o.format === 'csv') await writeCsv(run, out, o.lang);
    else await writeTerminal(run, out, { lang: o.lang, color: o.color ?? (!o.out && process.stdout.isTTY === true), rulesets: RULESETS });
    if (o.out) await new Promise<void>((resolve, reject) => (out as ReturnType<typeof createWriteStream>).end((e?: Error | null) => (e ? reject(e) : resolve())));
    return exitCode(run.summary);
  } finally {
    run.dispose();
  }
}
