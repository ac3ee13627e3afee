import type { Lang } from '../../engine/core/engine-types.js';
import { DEFAULT_DB } from '../../store/db.js';
import { DEFAULT_SHIFTS } from '../../store/summary.js';
import type { GroupBy } from '../../app/summary.js';
import { summary } from '../../app/summary.js';
import { writeSummary } from '../../reports/summary.js';
import { UsageError } from '../usage-error.js';

export interface SummaryCliOptions {
  db?: string;
  run?: string;
  by: GroupBy;
  shifts?: string;
  format: 'text' | 'json' | 'csv';
  lang: Lang;
}

/** "6,14,22" → [6, 14, 22]: the hours (0-23, local time of the hand) at which shifts start. */
export function parseShifts(text: string | undefined): number[] {
  if (text === undefined) return DEFAULT_SHIFTS;
  const hours = text.split(',').map((s) => s.trim());
  if (hours.length === 0 || hours.some((h) => !/^\d{1,2}$/.test(h) || Number(h) > 23)) {
    throw new UsageError(`--shifts ${text}: expected the hours shifts start at, 0-23, comma-separated (e.g. 6,14,22)`);
  }
  return hours.map(Number);
}

export async function summaryCommand(o: SummaryCliOptions): Promise<number> {
  const shifts = parseShifts(o.shifts);
  await writeSummary(summary({ db: o.db ?? DEFAULT_DB, run: o.run, by: o.by, shifts }), process.stdout, { format: o.format, lang: o.lang });
  return 0;
}
