import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';

/**
 * Temporary files and folders not yet renamed into place or removed: removed
 * when the process exits, however it exits short of a kill -9 (the CLI turns
 * SIGINT, SIGTERM and SIGHUP into an exit), so a half-written report or the
 * hand events a PDF spills never stay behind.
 */
const live = new Set<string>();

process.once('exit', () => {
  for (const path of live) rmSync(path, { recursive: true, force: true });
});

export function removeAtExit(path: string): void {
  live.add(path);
}

/** The path was renamed into place or removed already. */
export function forgetTemp(path: string): void {
  live.delete(path);
}

/** A failed write to a temporary file (a full temp disk), as a system error that says where: exit 2, one line. */
export function tempWriteError(e: NodeJS.ErrnoException, what: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`cannot write ${what} in the temp folder ${tmpdir()} (TMPDIR): ${e.message}`), { code: e.code, syscall: e.syscall });
}
