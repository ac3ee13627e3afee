import type { Lang } from '../../engine/core/engine-types.js';
import { DEFAULT_DB } from '../../store/db.js';
import type { GroupBy } from '../../app/summary.js';
import { summary } from '../../app/summary.js';
import { writeSummary } from '../../reports/summary.js';
import { parseShifts } from '../shifts.js';
import { withExcel } from '../csv-format.js';
import { csvDialect } from '../../reports/csv.js';
import { terminalWidth } from '../tty.js';

export interface SummaryCliOptions {
  db?: string;
  run?: string;
  by: GroupBy;
  shifts?: string;
  format: 'text' | 'json' | 'csv';
  lang: Lang;
  excel?: boolean;
}

export async function summaryCommand(o: SummaryCliOptions): Promise<number> {
  const format = withExcel(o.format, o.excel);
  const shifts = parseShifts(o.shifts);
  await writeSummary(summary({ db: o.db ?? DEFAULT_DB, run: o.run, by: o.by, shifts }), process.stdout,
    { format, lang: o.lang, dialect: csvDialect(o.excel), width: terminalWidth(process.stdout) });
  return 0;
}
