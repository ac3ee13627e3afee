import { RULESETS } from '../../rules-catalog/index.js';
import type { Writable } from 'node:stream';
import type { Lang } from '../../engine/core/engine-types.js';
import { DEFAULT_DB, storeError } from '../../store/db.js';
import { parseShift } from '../../store/query.js';
import { openFindings } from '../../app/findings.js';
import { writeStoredFindings } from '../../reports/stored-findings.js';
import type { QueryFormat } from '../../reports/stored-findings.js';
import { UsageError } from '../usage-error.js';
import { withExcel } from '../csv-format.js';
import { csvDialect } from '../../reports/csv.js';
import { AUDITED_LOG, checkOutputs, storeFiles } from '../output-paths.js';
import { OutputFile } from '../output-file.js';
import { noteWrote } from '../say.js';

export interface FindingsCliOptions {
  db?: string;
  run?: string;
  ruleset?: string;
  article?: string;
  rule?: string;
  category?: string;
  table?: string;
  dealer?: string;
  hand?: string;
  from?: string;
  to?: string;
  shift?: string;
  format: QueryFormat;
  lang: Lang;
  out?: string;
  excel?: boolean;
}

/** A calendar date as YYYY-MM-DD, or a usage error naming the option. */
export function checkDate(option: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const d = new Date(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value) {
    throw new UsageError({ es: `${option} ${value}: se esperaba una fecha AAAA-MM-DD`, en: `${option} ${value}: expected a date as YYYY-MM-DD` });
  }
  return value;
}

/** Queries the stored findings; exit 0 (also when none match), 2 when the store or a filter is wrong. */
export async function findingsCommand(o: FindingsCliOptions): Promise<number> {
  const format = withExcel(o.format, o.excel);
  const from = checkDate('--from', o.from);
  const to = checkDate('--to', o.to);
  if (from && to && from > to) throw new UsageError({ es: `--from ${from} es posterior a --to ${to}`, en: `--from ${from} is after --to ${to}` });
  if (o.shift !== undefined && !parseShift(o.shift)) throw new UsageError({ es: `--shift ${o.shift}: se esperaba un día y sus horas como AAAA-MM-DD HH-HH, p. ej. "2026-11-05 22-06"`, en: `--shift ${o.shift}: expected a day and its hours as YYYY-MM-DD HH-HH, e.g. "2026-11-05 22-06"` });
  const dbPath = o.db ?? DEFAULT_DB;
  checkOutputs([{ option: '--out', path: o.out }], storeFiles(dbPath));
  const store = openFindings(dbPath);
  let file: OutputFile | undefined;
  try {
    // The logs the store's runs audited are evidence its findings point into: never replaced by the report.
    const logs = o.out === undefined ? [] : store.inputFiles().map((path) => ({ path, role: AUDITED_LOG }));
    const [target] = checkOutputs([{ option: '--out', path: o.out }], [...storeFiles(dbPath), ...logs]);
    file = target && OutputFile.open(target);
    const { findings, filters } = store.query({
      run: o.run,
      filter: { ruleset: o.ruleset, article: o.article, rule: o.rule, category: o.category, table: o.table, dealer: o.dealer, hand: o.hand, from, to, shift: o.shift },
    });
    const write = (out: Writable) => writeStoredFindings(findings, out, { format, lang: o.lang, filters, dialect: csvDialect(o.excel), rulesets: RULESETS });
    if (file) await file.write(write);
    else await write(process.stdout);
    // Said as every command says a file it wrote (a device or a pipe is not a file in place).
    if (target?.kind === 'file') noteWrote(o.out!);
    return 0;
  } catch (e) {
    throw storeError(e, dbPath);
  } finally {
    file?.abort();
    store.close();
  }
}
