// `--workers` for the commands that audit (`audit`, `stats`): how many worker threads a count or "auto" means.
import { statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { UsageError } from './usage-error.js';

/**
 * `--workers`: a whole number 1-64, or "auto": one per core this process may use, for logs of
 * AUTO_MIN_BYTES or more in all; below that this thread alone, since starting the workers (each loads
 * the catalogs and compiles the schema) costs more than they save on a short log (measured: 40 MB ran
 * slower on 2 workers than on one, 200 MB 1.24x faster). Each worker holds about 40 MB, so the count
 * is bounded.
 */
const MAX_WORKERS = 64;
const AUTO_MIN_BYTES = 100 * 1024 * 1024;

export function workerCount(text: string | undefined, files: readonly string[] = []): number {
  if (text === undefined) return 1;
  if (text === 'auto') {
    const bytes = files.reduce((n, f) => n + statSync(f).size, 0);
    return bytes < AUTO_MIN_BYTES ? 1 : Math.min(availableParallelism(), MAX_WORKERS);
  }
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > MAX_WORKERS) throw new UsageError({ es: `--workers debe ser un número entero de 1 a ${MAX_WORKERS}, o auto; no "${text}"`, en: `--workers must be a whole number from 1 to ${MAX_WORKERS}, or auto; not "${text}"` });
  return Number(text);
}

