import { closeSync, createWriteStream, existsSync, openSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { once } from 'node:events';
import { checkOut } from '../output.js';
import { UsageError } from '../usage-error.js';
import { checkInputs } from './audit.js';
import { mappedReader } from './map.js';

/**
 * `veedor import --map M export --out log.ndjson`: the export converted to the hand-log format, one
 * hand a line, so the converted evidence can be kept and hashed. Written to a temp file and renamed
 * into place; never over the export or the mapping. A record the mapping cannot convert is not
 * written: it is named on stderr with its line, column and reason (exit 1); the hand-log format's own
 * checks are the audit's, which reports them the same way from either file.
 */
export async function importCommand(file: string, o: { map: string; out: string }): Promise<number> {
  checkInputs([file]);
  checkOut(o.out, [file, o.map]);
  const same = (a: string, b: string) => resolve(a) === resolve(b);
  if (same(o.out, file) || same(o.out, o.map)) throw new UsageError(`--out ${o.out} is a file this command reads`);
  if (existsSync(o.out) && !statSync(o.out).isFile()) throw new UsageError(`--out ${o.out}: not a regular file`);
  const reader = await mappedReader(o.map, [file]);
  const tmp = join(dirname(resolve(o.out)), `.${basename(o.out)}.${process.pid}.tmp`);
  let fd: number;
  try {
    fd = openSync(tmp, 'wx');
  } catch (e) {
    throw new UsageError(`cannot write ${o.out}: ${(e as Error).message}`);
  }
  // Ctrl-C or a kill exits through process.exit (cli/veedor.ts): the half-written temp file goes with it.
  const removeTmp = () => rmSync(tmp, { force: true });
  process.once('exit', removeTmp);
  const out = createWriteStream(tmp, { fd, autoClose: false });
  let failure: Error | undefined;
  out.on('error', (e) => (failure ??= e));
  let written = 0;
  let rejected = 0;
  try {
    for await (const rec of reader.read(file)) {
      if (failure) break;
      if (rec.kind === 'file-problem') {
        process.stderr.write(`veedor: ${file}${rec.line !== undefined ? `:${rec.line}` : ''}: ${rec.reason}\n`);
        continue;
      }
      if (rec.kind === 'unreadable') {
        rejected++;
        const column = rec.placement?.problem?.column;
        process.stderr.write(`veedor: ${file}:${rec.line}${column !== undefined ? ` column ${column}` : ''}${rec.field ? ` [${rec.field}]` : ''}: not converted: ${rec.reason}\n`);
        continue;
      }
      if (rec.kind !== 'hand') continue;
      if (!out.write(JSON.stringify(rec.value) + '\n')) await once(out, 'drain');
      written++;
    }
    await new Promise<void>((res, rej) => out.end((e?: Error | null) => (e ? rej(e) : res())));
    if (failure) throw failure;
    closeSync(fd);
    renameSync(tmp, o.out);
    process.removeListener('exit', removeTmp);
  } catch (e) {
    process.removeListener('exit', removeTmp);
    out.destroy();
    try { closeSync(fd); } catch { /* already closed */ }
    rmSync(tmp, { force: true });
    if (e instanceof UsageError || (e as Error).name === 'MappingError') throw e;
    throw new UsageError(`cannot write ${o.out}: ${(e as Error).message}`);
  }
  const skipped = reader.skipped > 0 ? `; ${reader.skipped} rows skipped as not events (type mapped to null)` : '';
  process.stderr.write(`veedor: wrote ${o.out}: ${written} hands${skipped}${rejected > 0 ? `; ${rejected} records not converted (listed above)` : ''}\n`);
  return rejected > 0 ? 1 : 0;
}
