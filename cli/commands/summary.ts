import type { Lang } from '../../engine/core/engine-types.js';
import { DEFAULT_DB, openStore, storeError } from '../../store/db.js';
import { requireSealed } from '../../store/chain.js';
import { resolveRun } from '../../store/runs.js';
import { DEFAULT_SHIFTS, summarize } from '../../store/summary.js';
import type { GroupBy } from '../../store/summary.js';
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
  const dbPath = o.db ?? DEFAULT_DB;
  const db = openStore(dbPath, { create: false });
  try {
    const run = resolveRun(db, o.run);
    requireSealed(db, run);
    await writeSummary(summarize(db, run, o.by, shifts), process.stdout, { format: o.format, lang: o.lang });
    return 0;
  } catch (e) {
    throw storeError(e, dbPath);
  } finally {
    db.close();
  }
}
