// The statistics as CSV: one row per figure (group and measure), the columns of the JSON `measures`.
import type { Writable } from 'node:stream';
import type { StatsRun } from '../../audit/stats/run.js';
import { csvCell } from '../csv.js';
import { writeOut } from '../write.js';

export const STATS_CSV_COLUMNS = [
  'by', 'group', 'measure', 'ruleset', 'detail', 'currency', 'test', 'n', 'observed', 'expected', 'rate', 'expected_rate',
  'se', 'z', 'p', 'q', 'flagged', 'ci95_low', 'ci95_high', 'dof',
] as const;

const TEXT = new Set(['by', 'group', 'measure', 'ruleset', 'detail', 'currency', 'test', 'flagged']);

export async function writeStatsCsv(run: StatsRun, out: Writable): Promise<void> {
  await writeOut(out, STATS_CSV_COLUMNS.join(',') + '\r\n');
  for (const m of run.figures.measures) {
    const row: Record<string, unknown> = { ...m, ci95_low: m.ci95?.[0], ci95_high: m.ci95?.[1] };
    const cells = STATS_CSV_COLUMNS.map((c) => {
      const v = row[c];
      if (typeof v === 'number') return csvCell(Number.isInteger(v) ? v : Number(v.toPrecision(10)), { numeric: true });
      return csvCell(TEXT.has(c) ? v : v ?? '');
    });
    await writeOut(out, cells.join(',') + '\r\n');
  }
}
