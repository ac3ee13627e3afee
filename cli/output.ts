import { createWriteStream, existsSync, openSync, statSync } from 'node:fs';
import type { WriteStream } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Writable } from 'node:stream';
import { UsageError } from './usage-error.js';

/**
 * Checks `--out FILE` before any work: its folder exists, it is not a folder,
 * and it is none of the files the command reads (writing the report over the
 * log it audits would destroy the evidence). Nothing is created yet.
 */
export function checkOut(out: string | undefined, reads: (string | undefined)[]): void {
  if (out === undefined) return;
  const dir = dirname(resolve(out));
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new UsageError(`--out ${out}: the folder ${dir} does not exist`);
  if (!existsSync(out)) return;
  const target = statSync(out);
  if (target.isDirectory()) throw new UsageError(`--out ${out}: a folder, not a file`);
  for (const r of reads) {
    if (r === undefined || !existsSync(r)) continue;
    const s = statSync(r);
    if (s.dev === target.dev && s.ino === target.ino) throw new UsageError(`--out ${out} is ${r}, a file this command reads: the report would overwrite it`);
  }
}

/** Where the report goes: the --out file (opened now, so a failure is a message, not a crash) or stdout. */
export function openOut(out: string | undefined): Writable {
  if (out === undefined) return process.stdout;
  let fd: number;
  try {
    fd = openSync(out, 'w');
  } catch (e) {
    throw new UsageError(`cannot write ${out}: ${(e as Error).message}`);
  }
  const stream = createWriteStream(out, { fd });
  stream.on('error', () => {}); // reported by writeOut or closeOut, with a message rather than a crash
  return stream;
}

/** Flushes and closes the --out file; stdout stays open. */
export async function closeOut(stream: Writable): Promise<void> {
  if (stream === process.stdout) return;
  await new Promise<void>((res, rej) => (stream as WriteStream).end((e?: Error | null) => (e ? rej(e) : res())));
}
