import { readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Temporary files and folders not yet renamed into place or removed: removed
 * when the process exits, however it exits short of a kill -9 (the CLI turns
 * every catchable signal that ends a process into an exit: cli/signals.ts), so a half-written report or the
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

/**
 * The bytes of a file name a temporary file keeps of its target's: a name may have 255 bytes (NAME_MAX on Linux,
 * macOS and Windows alike), and the longest temporary name adds 26 (`.` NAME `.` a process id of up to 7 digits
 * `.` 8 hex digits `.partial`). A legal output name of 230 to 255 bytes was refused ("ENAMETOOLONG") for its
 * temporary file's name alone.
 */
const TEMP_STEM_BYTES = 255 - 26;

/** `name` as a temporary file's name holds it: whole, or its first TEMP_STEM_BYTES bytes of whole characters. */
export function tempStem(name: string): string {
  if (Buffer.byteLength(name) <= TEMP_STEM_BYTES) return name;
  let out = '';
  let bytes = 0;
  for (const ch of name) {
    const n = Buffer.byteLength(ch);
    if (bytes + n > TEMP_STEM_BYTES) break;
    out += ch;
    bytes += n;
  }
  return out;
}

/**
 * Removes the temporary files a killed process left beside `name` in `dir`: `.NAME.PID.HEX.partial` (an output),
 * `.NAME.PID.partial` (a bundle's folder), `NAME.PID.partial` (a key). A kill -9 runs no exit handler, so the
 * temporary file of the report it was writing stayed beside the report, a half-written copy of it, for good. The
 * next command writing the same name removes those whose process is gone; a live process's (another command
 * writing the same name now) is left to it. Nothing else is touched, and a folder that cannot be listed is left.
 * NAME is the name as the temporary file holds it (tempStem): a long name's clipped stem.
 */
export function removeStaleTemps(dir: string, name: string): void {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return;
  }
  const prefix = `${tempStem(name)}.`;
  for (const entry of entries) {
    const bare = entry.startsWith('.') && entry.slice(1).startsWith(prefix) ? entry.slice(1) : entry;
    if (!bare.startsWith(prefix) || !bare.endsWith('.partial')) continue;
    const m = /^(\d+)(?:\.[0-9a-f]{8})?$/.exec(bare.slice(prefix.length, -'.partial'.length));
    if (!m || isAlive(Number(m[1]))) continue;
    rmSync(join(dir, entry), { recursive: true, force: true });
  }
}

/** Whether a process with this id runs (one of another user's included: signalling it is refused, not unknown). */
function isAlive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return true;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}
