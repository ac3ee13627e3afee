import type { Writable } from 'node:stream';
import { once } from 'node:events';
import { checkOutputs } from '../output-paths.js';
import { OutputFile } from '../output-file.js';
import { note } from '../say.js';
import { checkInputs } from './audit.js';
import { mappedReader } from './map.js';

/**
 * `veedor import --map M export --out log.ndjson`: the export converted to the hand-log format, one
 * hand a line, so the converted evidence can be kept and hashed. Written through the shared output
 * path (cli/output-paths.ts, cli/output-file.ts): checked against the export and the mapping (path,
 * symbolic link, hard link), written to a temp file and renamed into place. A record the mapping
 * cannot convert is not written: it is named on stderr with its line, column and reason (exit 1); the
 * hand-log format's own checks are the audit's, which reports them the same way from either file.
 */
export async function importCommand(file: string, o: { map: string; out: string }): Promise<number> {
  checkInputs([file]);
  const [target] = checkOutputs([{ option: '--out', path: o.out }], [
    { path: file, role: 'the export this command reads' },
    { path: o.map, role: 'the import mapping' },
  ]);
  const reader = await mappedReader(o.map, [file]);
  const output = OutputFile.open(target!);
  let written = 0;
  let rejected = 0;
  try {
    await output.write(async (out: Writable) => {
      for await (const rec of reader.read(file)) {
        if (rec.kind === 'file-problem') {
          note(`${file}${rec.line !== undefined ? `:${rec.line}` : ''}: ${rec.reason}`);
          continue;
        }
        if (rec.kind === 'unreadable') {
          rejected++;
          const column = rec.placement?.problem?.column;
          note(`${file}:${rec.line}${column !== undefined ? ` column ${column}` : ''}${rec.field ? ` [${rec.field}]` : ''}: not converted: ${rec.reason}`);
          continue;
        }
        if (rec.kind !== 'hand') continue;
        if (!out.write(JSON.stringify(rec.value) + '\n')) await once(out, 'drain');
        written++;
      }
    });
  } finally {
    output.abort();
  }
  const skipped = reader.skipped > 0 ? `; ${reader.skipped} rows skipped as not events (type mapped to null)` : '';
  note(`wrote ${o.out}: ${written} hands${skipped}${rejected > 0 ? `; ${rejected} records not converted (listed above)` : ''}`);
  return rejected > 0 ? 1 : 0;
}
