import type { Writable } from 'node:stream';
import type { Lang } from '../../engine/core/engine-types.js';
import { DEFAULT_DB } from '../../store/db.js';
import type { GroupBy } from '../../app/summary.js';
import { summary } from '../../app/summary.js';
import { auditedLogs } from '../../app/runs.js';
import { writeSummary } from '../../reports/summary.js';
import { parseShifts } from '../shifts.js';
import { withExcel } from '../csv-format.js';
import { csvDialect } from '../../reports/csv.js';
import { terminalWidth } from '../tty.js';
import { AUDITED_LOG, checkOutputs, storeFiles } from '../output-paths.js';
import { OutputFile } from '../output-file.js';
import { noteWrote } from '../say.js';

export interface SummaryCliOptions {
  db?: string;
  run?: string;
  by: GroupBy;
  shifts?: string;
  format: 'text' | 'json' | 'csv';
  lang: Lang;
  excel?: boolean;
  out?: string;
}

/**
 * Rolls up a stored run; exit 0, or 2 when the store or an option is wrong. With `--out` the roll-up goes to a
 * temporary file renamed into place, never over the store or a log its runs audited.
 */
export async function summaryCommand(o: SummaryCliOptions): Promise<number> {
  const format = withExcel(o.format, o.excel);
  const shifts = parseShifts(o.shifts);
  const dbPath = o.db ?? DEFAULT_DB;
  checkOutputs([{ option: '--out', path: o.out }], storeFiles(dbPath));
  const rolled = summary({ db: dbPath, run: o.run, by: o.by, shifts });
  const logs = o.out === undefined ? [] : auditedLogs(dbPath).map((path) => ({ path, role: AUDITED_LOG }));
  const [target] = checkOutputs([{ option: '--out', path: o.out }], [...storeFiles(dbPath), ...logs]);
  // A terminal's width only where the text goes to it.
  const write = (out: Writable) => writeSummary(rolled, out,
    { format, lang: o.lang, dialect: csvDialect(o.excel), width: target ? undefined : terminalWidth(process.stdout) });
  if (!target) {
    await write(process.stdout);
    return 0;
  }
  const file = OutputFile.open(target);
  try {
    await file.write(write);
  } finally {
    file.abort();
  }
  if (target.kind === 'file') noteWrote(o.out!);
  return 0;
}
