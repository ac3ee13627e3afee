import { existsSync, statSync } from 'node:fs';
import { UsageError } from './usage-error.js';
import { STDIN_ARG } from './stdin.js';

/** The log files a command reads: at least one, each an existing file (checked again when it is opened) or `-`, the standard input. */
export function checkInputs(files: string[]): void {
  if (files.length === 0) throw new UsageError('no log files given');
  for (const f of files) {
    if (f === STDIN_ARG) continue;
    if (!existsSync(f)) throw new UsageError(`no such file: ${f}`);
    if (!statSync(f).isFile()) throw new UsageError(`not a file: ${f}`);
  }
}
