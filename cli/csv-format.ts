import { UsageError } from './usage-error.js';

/**
 * The output format once `--excel` is counted: `--excel` alone means CSV for Excel (reports/csv.ts's
 * EXCEL_CSV); with `--format json` it is a contradiction, said in one line.
 */
export function withExcel<F extends string>(format: F, excel: boolean | undefined): F | 'csv' {
  if (!excel || format === 'csv') return format;
  if (format === 'json') {
    throw new UsageError({
      es: '--excel escribe CSV: no puede ir con --format json',
      en: '--excel writes CSV: it cannot go with --format json',
    });
  }
  return 'csv';
}
