import { existsSync, statSync } from 'node:fs';
import { UsageError } from './usage-error.js';

/** The log files a command reads: at least one, each an existing file (checked again when it is opened). */
export function checkInputs(files: string[]): void {
  if (files.length === 0) throw new UsageError('no log files given');
  for (const f of files) {
    if (!existsSync(f)) throw new UsageError(`no such file: ${f}`);
    if (!statSync(f).isFile()) throw new UsageError(`not a file: ${f}`);
  }
}
