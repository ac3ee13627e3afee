import { closeSync, createWriteStream, fstatSync, mkdtempSync, openSync, readSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { kindOf, kindWords } from '../engine/core/regular-file.js';
import { removeAtExit, tempWriteError } from '../engine/core/temp-files.js';
import type { LogFormat } from '../engine/input/readers.js';
import { UsageError } from './usage-error.js';

/** `-` among the log files: the standard input (as cat, grep and eslint --stdin read it). */
export const STDIN_ARG = '-';
/** The name the standard input's findings, digests and reports carry. */
export const STDIN_NAME = '<stdin>';

/**
 * The standard input, when `-` is among the files, copied to a temporary file first: the audit reads
 * a log twice (its SHA-256, then its hands), and a pipe can be read once. The digest recorded is that
 * of the bytes read from the pipe. The copy's name gives its format: `--input` if given, else its
 * first byte: `[` a JSON array, `{` NDJSON, anything else CSV; gzip data (1f 8b) is decompressed.
 * Returns the files with `-` replaced by the copy, and the copy's name, `<stdin>`.
 */
export async function spoolStdin(files: string[], format?: LogFormat): Promise<{ files: string[]; names: Map<string, string> }> {
  const names = new Map<string, string>();
  if (!files.includes(STDIN_ARG)) return { files, names };
  if (files.filter((f) => f === STDIN_ARG).length > 1) throw new UsageError({ es: '- (la entrada estándar) se dio dos veces: solo puede leerse una vez', en: '- (the standard input) is given twice: it can be read once' });
  if (process.stdin.isTTY) throw new UsageError({ es: '- lee un registro de la entrada estándar, que es una terminal: envíe uno por una tubería (veedor audit - < manos.ndjson)', en: '- reads a log from the standard input, which is a terminal: pipe one in (veedor audit - < hands.ndjson)' });
  // A device given as the standard input (`< /dev/zero`, `< /dev/urandom`) never ends: copied, it filled the temp
  // folder's disk for minutes before the copy failed. A pipe, a socket or a file is read; any other thing is refused,
  // as the same device named as a file is.
  const st = fstatSync(0);
  if (!st.isFile() && !st.isFIFO() && !st.isSocket()) {
    const kind = kindWords(kindOf(st));
    throw new UsageError({ es: `- (la entrada estándar) es ${kind.es}, no un registro: no se leyó nada de ella`, en: `- (the standard input) is ${kind.en}, not a log: nothing read from it` });
  }
  const dir = mkdtempSync(join(tmpdir(), 'veedor-stdin-'));
  removeAtExit(dir);
  const raw = join(dir, 'stdin');
  try {
    await pipeline(process.stdin, createWriteStream(raw));
  } catch (e) {
    throw tempWriteError(e as NodeJS.ErrnoException, 'the standard input');
  }
  const head = firstBytes(raw);
  const gz = head[0] === 0x1f && head[1] === 0x8b;
  const name = join(dir, `stdin.${format ?? (gz ? 'ndjson' : guessFormat(head))}${gz ? '.gz' : ''}`);
  renameSync(raw, name);
  names.set(name, STDIN_NAME);
  return { files: files.map((f) => (f === STDIN_ARG ? name : f)), names };
}

function firstBytes(path: string): Buffer {
  const fd = openSync(path, 'r');
  try {
    const buf = Buffer.alloc(4096);
    return buf.subarray(0, readSync(fd, buf, 0, buf.length, 0));
  } finally {
    closeSync(fd);
  }
}

function guessFormat(head: Buffer): LogFormat {
  const text = head.toString('latin1').replace(/^\xef\xbb\xbf/, '').trimStart();
  return text.startsWith('[') ? 'json' : text.startsWith('{') ? 'ndjson' : 'csv';
}
