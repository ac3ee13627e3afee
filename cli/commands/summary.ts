import type { Lang } from '../../engine/core/engine-types.js';
import { DEFAULT_DB } from '../../store/db.js';
import type { GroupBy } from '../../app/summary.js';
import { summary } from '../../app/summary.js';
import { writeSummary } from '../../reports/summary.js';
import { parseShifts } from '../shifts.js';

export interface SummaryCliOptions {
  db?: string;
  run?: string;
  by: GroupBy;
  shifts?: string;
  format: 'text' | 'json' | 'csv';
  lang: Lang;
}

export async function summaryCommand(o: SummaryCliOptions): Promise<number> {
  const shifts = parseShifts(o.shifts);
  await writeSummary(summary({ db: o.db ?? DEFAULT_DB, run: o.run, by: o.by, shifts }), process.stdout, { format: o.format, lang: o.lang });
  return 0;
}
