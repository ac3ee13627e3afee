import { closeSync, existsSync, fstatSync, lstatSync, openSync, readdirSync, readSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { UsageError } from './usage-error.js';
import { STDIN_ARG } from './stdin.js';
import { isPreambleLine } from '../engine/input/record-text.js';
import { fileKind } from '../engine/input/file-kind.js';
import { kindOf, kindWords } from '../engine/core/regular-file.js';

/**
 * The log files a command reads: at least one, each an existing file (checked again when it is opened) or `-`, the
 * standard input. `stdinCommand`: the command's name where it reads `-` (audit, stats, validate), for the hint a pipe
 * given by its name gets.
 */
export function checkInputs(files: string[], stdinCommand?: string): void {
  if (files.length === 0) throw new UsageError({ es: 'no se dio ningún archivo de registro', en: 'no log files given' });
  const named = new Map<string, string>();
  for (const f of files) {
    if (f === STDIN_ARG) continue;
    let stat;
    try {
      stat = statSync(f);
    } catch (e) {
      throw new UsageError(unstatable(f, (e as NodeJS.ErrnoException).code));
    }
    if (!stat.isFile()) throw new UsageError(notAFile(f, stat, stdinCommand));
    const first = named.get(`${stat.dev}:${stat.ino}`);
    if (first !== undefined) throw new UsageError(givenTwice(first, f));
    named.set(`${stat.dev}:${stat.ino}`, f);
  }
  // `veedor audit - a.ndjson < a.ndjson`: the standard input is that file, named a second time.
  if (files.includes(STDIN_ARG)) {
    const stdin = stdinFile();
    const first = stdin && named.get(`${stdin.dev}:${stdin.ino}`);
    if (first) throw new UsageError(givenTwice(first, STDIN_ARG));
  }
}

/**
 * One file named twice (the same name, `./a.ndjson` and its absolute path, a symbolic or a hard link: the same device
 * and inode). Read twice, its second reading was all repeats (input-duplicate-hand-id), so a clean log gave exit 1
 * with as many input findings as hands: the command line's slip reported as the log's. A copy of its bytes (another
 * file) is still read, its hands repeats (audit/admission.ts): that is evidence; this is not.
 */
function givenTwice(first: string, again: string): { es: string; en: string } {
  const name = (f: string, es: boolean) => (f === STDIN_ARG ? (es ? '- (la entrada estándar)' : '- (the standard input)') : f);
  const what = first === again
    ? { es: `${first} se dio dos veces`, en: `${first} is given twice` }
    : { es: `${name(again, true)} es el mismo archivo que ${first}`, en: `${name(again, false)} is the same file as ${first}` };
  return {
    es: `${what.es}: cada registro se lee una vez (leído de nuevo, cada mano sería un hand_id repetido); dé cada archivo una sola vez`,
    en: `${what.en}: each log is read once (read again, every hand would be a repeated hand_id); give each file once`,
  };
}

/** The standard input's file, where it is a regular file (`< a.ndjson`); a pipe or a terminal is none. */
function stdinFile(): { dev: number; ino: number } | undefined {
  try {
    const st = fstatSync(0);
    return st.isFile() ? st : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A log given that is not a regular file, said as what it is. A pipe (`/dev/stdin` under `cat log |`, a shell's
 * `<(zcat log.gz)`) is given as `-` to a command that reads the standard input (`stdinCommand`), which copies it
 * once (a log is read twice); to any other, saved to a file first.
 */
export function notAFile(f: string, stat: Parameters<typeof kindOf>[0], stdinCommand?: string): { es: string; en: string } {
  const words = kindWords(kindOf(stat));
  if (stat.isFIFO()) {
    const hint = stdinCommand
      ? { es: `para leer lo que llega por una tubería, dé - y envíelo a la entrada estándar: veedor ${stdinCommand} - < manos.ndjson`, en: `to read what a pipe carries, give - and send it to the standard input: veedor ${stdinCommand} - < hands.ndjson` }
      : { es: 'guarde lo que llega por la tubería en un archivo y dé su nombre', en: 'save what the pipe carries to a file and give its name' };
    return { es: `no es un archivo: ${f} (es ${words.es}; ${hint.es})`, en: `not a file: ${f} (it is ${words.en}; ${hint.en})` };
  }
  if (stat.isDirectory()) {
    // A folder given for the logs in it: name them (the shell's pattern), or say it holds none.
    const logs = logsIn(f);
    const pattern = folderPatterns(f, logs);
    return logs.length > 0
      ? { es: `no es un archivo: ${f} (es una carpeta; para leer sus ${logs.length} registros, dé sus archivos: ${pattern})`, en: `not a file: ${f} (it is a folder; to read its ${logs.length} ${logs.length === 1 ? 'log' : 'logs'}, give its files: ${pattern})` }
      : { es: `no es un archivo: ${f} (es una carpeta, sin ningún archivo .json, .ndjson, .jsonl, .csv o .tsv en ella misma; dé los archivos de registro)`, en: `not a file: ${f} (it is a folder, with no .json, .ndjson, .jsonl, .csv or .tsv file directly in it; give the log files themselves)` };
  }
  return { es: `no es un archivo: ${f} (es ${words.es})`, en: `not a file: ${f} (it is ${words.en})` };
}

/**
 * What to type for the logs of folder `f` (`logs`: their names), as a shell reads it: a pattern for each log extension
 * there, whole (`*.ndjson.gz`, where `*.gz` took any compressed file: a backup's .tar.gz), the folder quoted where the
 * shell would split or expand it (`'day 1'/*.ndjson`: unquoted, two words); a hidden log (`.a.ndjson`, which `*` does
 * not match) by its name (hostile31: the pattern was built from each file's last extension, the folder as it was).
 */
function folderPatterns(f: string, logs: string[]): string {
  const dir = join(f, 'x').slice(0, -1);
  const folder = dir === '' || dir === '/' ? dir : `${shellWord(dir.slice(0, -1))}/`;
  const visible = logs.filter((l) => !l.startsWith('.'));
  const patterns = [...new Set(visible.map((l) => LOG_NAME.exec(l)![0]))].map((ext) => `${folder}*${ext}`);
  // A name with a control character is not written out: the line must stay one line.
  const hidden = logs.filter((l) => l.startsWith('.') && !/[\u0000-\u001f\u007f]/.test(l)).map((l) => `${folder}${shellWord(l)}`);
  return [...patterns, ...hidden].join(' ');
}

/** A word as a POSIX shell reads it back: as it is where it holds nothing the shell splits or expands, else in single quotes. */
function shellWord(w: string): string {
  return /^[\w./:@%+=,-]+$/.test(w) ? w : `'${w.replaceAll("'", "'\\''")}'`;
}

/** The files of a folder named as a log's are (LOG_NAME), sorted; none where it cannot be read. */
function logsIn(folder: string): string[] {
  try {
    return readdirSync(folder, { withFileTypes: true }).filter((e) => e.isFile() && LOG_NAME.test(e.name)).map((e) => e.name).sort();
  } catch {
    return [];
  }
}

/**
 * Why a log given cannot be looked at, as what it is: a symbolic link that leads to itself was "no such
 * file" (existsSync is false for it), naming a file that is there.
 */
export function unstatable(f: string, code: string | undefined): { es: string; en: string } {
  let link = false;
  try {
    link = lstatSync(f).isSymbolicLink();
  } catch {
    // not there at all
  }
  if (code === 'ELOOP') return { es: `los enlaces simbólicos de ${f} forman un ciclo (ELOOP): no lleva a ningún archivo`, en: `the symbolic links of ${f} form a loop (ELOOP): it leads to no file` };
  if (code === 'EACCES') return { es: `permiso denegado: ${f}`, en: `permission denied: ${f}` };
  // The system's own answers for a name it cannot look up, said as they are (hostile28: both read "no such file").
  if (code === 'ENAMETOOLONG') return { es: `el nombre es demasiado largo para el sistema (ENAMETOOLONG, ${f.length} caracteres): ${f}`, en: `the name is too long for the system (ENAMETOOLONG, ${f.length} characters): ${f}` };
  if (code === 'ENOTDIR') return { es: `una parte de la ruta no es una carpeta (ENOTDIR): ${f}`, en: `a part of the path is not a folder (ENOTDIR): ${f}` };
  if (code === 'ENOENT' && link) return { es: `no existe el archivo: ${f} (un enlace simbólico a un archivo que no existe)`, en: `no such file: ${f} (a symbolic link to a file that does not exist)` };
  // `veedor audit logs/*.ndjson` where the folder holds none: the shell passes the pattern as it was typed.
  if (code === 'ENOENT' && /[*?]/.test(basename(f))) {
    const folder = dirname(f);
    const there = existsSync(folder);
    return {
      es: `ningún archivo coincide con el patrón ${f}: la terminal lo pasó tal como se escribió, porque ${there ? `${folder} no tiene ningún archivo que coincida` : `la carpeta ${folder} no existe`}`,
      en: `no file matches the pattern ${f}: the shell passed it as it was typed, because ${there ? `${folder} holds no file it matches` : `the folder ${folder} does not exist`}`,
    };
  }
  return { es: `no existe el archivo: ${f}`, en: `no such file: ${f}` };
}

/** A name a hand log goes by (engine/input/readers.ts formatOf reads it by its name). */
const LOG_NAME = /\.(json|ndjson|jsonl|csv|tsv)(\.gz)?$/i;
const HEAD_BYTES = 4096;

/**
 * A file given as a log whose name is not a log's (`veedor audit README.md`) and whose first bytes
 * are neither JSON (`[`, `{`) nor a CSV header naming `hand_id`: it is not a hand log, and that is
 * the one thing to say (one line, exit 2), not the reader's findings about a JSON document it is
 * not. With `--input` the user said what it is: it is read as that. An empty or a binary file, or one whose
 * first bytes say what it is (a PDF, an archive), is left to the reader, whose file-level finding audit and validate agree on (exit 1).
 */
export function checkLogNames(files: string[], input: string | undefined): void {
  if (input !== undefined) return;
  for (const f of files) {
    if (f === STDIN_ARG || LOG_NAME.test(f)) continue;
    const head = readHead(f);
    // An archive, a spreadsheet, a store or a PDF (file-kind.ts): the reader says what it is and what to do.
    if (head === undefined || head.length === 0 || head.includes(0) || fileKind(head)) continue;
    const text = head.toString('utf8').replace(/^\uFEFF/, '').trimStart();
    if (text === '' || text.startsWith('[') || text.startsWith('{')) continue;
    // The header's line; below Excel's `sep=;` line or PowerShell's `#TYPE …` line, the second.
    const [line1, line2] = text.split(/\r?\n/, 2);
    if (/\bhand_id\b/.test((isPreambleLine(line1!) ? line2 : line1) ?? '')) continue;
    throw new UsageError({
      es: `${f} no es un registro de manos: no empieza como JSON ([ o {) ni como un CSV con la columna hand_id; ` +
        'para leerlo como uno, dé --input json, ndjson o csv',
      en: `${f} is not a hand log: it starts neither as JSON ([ or {) nor as a CSV with a hand_id column; ` +
        'to read it as one, give --input json, ndjson or csv',
    });
  }
}

function readHead(path: string): Buffer | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    const buf = Buffer.alloc(HEAD_BYTES);
    return buf.subarray(0, readSync(fd, buf, 0, HEAD_BYTES, 0));
  } catch {
    return undefined; // the reader says what is wrong with it
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
