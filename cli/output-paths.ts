import { closeSync, existsSync, fstatSync, lstatSync, openSync, readSync, realpathSync, statSync } from 'node:fs';
import type { Stats } from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { kindOf, kindWords } from '../engine/core/regular-file.js';
import { UsageError } from './usage-error.js';
import { systemWordsIn } from '../engine/core/system-words.js';
import type { Words } from './usage-error.js';

/**
 * Where an output option points, checked before anything is written. Evidence
 * is sacred: no output may be a file the command reads or writes (a log, the
 * tables file, the audit store and its journal), whether by the same path, a
 * symbolic link or a hard link (compared by device and inode), and no two
 * outputs may be one file. Outputs are written to a temporary file beside the
 * target and renamed into place (cli/output-file.ts), which would replace a
 * device node with a regular file: a character device or a pipe (/dev/null,
 * /dev/stdout, a FIFO someone reads) is written into instead, never replaced,
 * and anything else that is not a regular file is refused.
 */
export type OutputTarget =
  /** A regular file, existing or not: written beside it and renamed onto `path` (symbolic links resolved). */
  | { kind: 'file'; option: string; given: string; path: string; exists: boolean }
  /** A character device or a FIFO: opened and written into, nothing renamed. */
  | { kind: 'special'; option: string; given: string; path: string; what: string }
  /** This process's own standard output (/dev/stdout, /dev/fd/1, or the file it is redirected to): written on fd 1. */
  | { kind: 'stdout'; option: string; given: string; path: string };

/** A file the command reads or writes, and what it is to the user ("a log it audits"). */
export interface FileUse {
  path: string;
  role: Words;
}

export interface OutputOption {
  option: string;
  path: string | undefined;
  /** The output is a folder the command creates (export's bundle), not a file. */
  folder?: boolean;
}

/** The audit store and the files SQLite keeps beside it: an output over any of them corrupts the store. */
export function storeFiles(db: string): FileUse[] {
  const part = { es: 'parte del almacén de auditoría', en: 'part of the audit store' };
  const uses = ['', '-wal', '-shm', '-journal'].map((suffix) => ({ path: db + suffix, role: suffix ? part : { es: 'el almacén de auditoría', en: 'the audit store' } }));
  // SQLite opens a store named through a symbolic link at the file the link leads to, and keeps its -wal, -shm and
  // -journal beside that file: `summary --db link.db --out real.db-wal` replaced a store's write-ahead log, runs
  // not yet copied into the .db with it (hostile24). The store itself is compared by inode already.
  let real: string | undefined;
  try {
    real = realpathSync(db);
  } catch {
    real = undefined;
  }
  if (real !== undefined && real !== resolve(db)) for (const suffix of ['-wal', '-shm', '-journal']) uses.push({ path: real + suffix, role: part });
  return uses;
}

/**
 * Files this process read before any command ran: the config file (./veedor.config.json, or --config FILE).
 * Every command's outputs are checked against them too: `audit log --out veedor.config.json` replaced the
 * config it had just read, and every command after it failed on a config that was a report.
 */
const readFirst: FileUse[] = [];

/** A file read for every command (the config file): no output of the command may replace it. */
export function readBeforeCommand(use: FileUse): void {
  readFirst.push(use);
}

/** Checks every output against every file the command uses and against each other; returns where each goes. */
export function checkOutputs(outputs: OutputOption[], uses: FileUse[]): OutputTarget[] {
  const targets: OutputTarget[] = [];
  const seen = new Map<string, string>();
  const used = [...uses, ...readFirst].map((u) => ({ ...u, id: identity(u.path) }));
  // A file given as standard input (`audit - < log.ndjson`, `... < anything`) is read by this command too:
  // an output through /dev/stdin, /dev/fd/0 or the file's own name would replace it while it is read.
  const stdin = stdinIdentity();
  if (stdin !== undefined) used.push({ path: '-', role: { es: 'la entrada estándar, un archivo que este comando lee', en: 'the standard input, a file this command reads' }, id: stdin });
  for (const o of outputs) {
    if (o.path === undefined) continue;
    const target = outputTarget(o.option, o.path, o.folder);
    targets.push(target);
    // Writing into a device or a pipe replaces nothing: `--out /dev/null --pdf /dev/null` is fine.
    if (target.kind === 'special') continue;
    const id = identity(target.path);
    const hit = used.find((u) => u.id === id);
    if (hit) throw new UsageError({ es: `${o.option} ${o.path} es ${hit.path}, ${hit.role.es}: escribir allí lo destruiría`, en: `${o.option} ${o.path} is ${hit.path}, ${hit.role.en}: writing there would destroy it` });
    if (target.kind === 'stdout') continue;
    const other = seen.get(id);
    if (other) throw new UsageError({ es: `${o.option} ${o.path} es el mismo archivo que ${other}: dos salidas no pueden compartir un archivo`, en: `${o.option} ${o.path} is the same file as ${other}: two outputs cannot share a file` });
    // (--db is the store itself, opened as one.) An audit store this command does not use (or any SQLite database) is evidence too: a report renamed
    // onto it would replace every run it holds. A report to replace is never a database.
    if (target.exists && o.option !== '--db' && isSqlite(target.path)) {
      throw new UsageError({ es: `${o.option} ${o.path} es una base de datos SQLite (¿un almacén de auditoría?): escribir allí la destruiría`, en: `${o.option} ${o.path} is an SQLite database (an audit store?): writing there would destroy it` });
    }
    refuseSidecar(o, target);
    seen.set(id, `${o.option} ${o.path}`);
  }
  return targets;
}

const SIDECARS = ['-wal', '-shm', '-journal'] as const;

/**
 * An output that is the -wal, -shm or -journal of an SQLite database (an audit store this command does not use:
 * the store a command does use is in `uses`, storeFiles), by its name beside the database or, for a hard link or a
 * sidecar whose database was moved, by the header of a -wal or a -journal. `simulate --out s.db-wal` beside a store an
 * audit killed mid-write replaced the -wal that held the run's committed batches; `--out s.db-journal` left a "hot
 * journal" that every read command then refused the store for (evidence24).
 */
function refuseSidecar(o: OutputOption, target: OutputTarget): void {
  const name = basename(target.path);
  for (const suffix of SIDECARS) {
    const tail = name.slice(-suffix.length);
    if (name.length === suffix.length || tail.toLowerCase() !== suffix) continue;
    const db = join(dirname(target.path), name.slice(0, -suffix.length));
    // `S.DB-WAL` is `s.db-wal` where the folder's file system ignores case (macOS's, Windows'): SQLite would read it as
    // the store's; where it does not, another file, which harms nothing.
    if (!isSqlite(db) || (tail !== suffix && !ignoresCase(db))) continue;
    throw new UsageError({
      es: `${o.option} ${o.path} es el ${suffix} de la base de datos SQLite ${db} (¿un almacén de auditoría?): escribir allí la destruiría`,
      en: `${o.option} ${o.path} is the ${suffix} of the SQLite database ${db} (an audit store?): writing there would destroy it`,
    });
  }
  if (target.kind !== 'file' || !target.exists) return;
  const what = sidecarHeader(target.path);
  if (what === 'wal') {
    throw new UsageError({ es: `${o.option} ${o.path} es un registro de escritura anticipada de SQLite (¿el -wal de un almacén de auditoría?): escribir allí lo destruiría`, en: `${o.option} ${o.path} is an SQLite write-ahead log (the -wal of an audit store?): writing there would destroy it` });
  }
  if (what === 'journal') {
    throw new UsageError({ es: `${o.option} ${o.path} es un diario de reversión de SQLite (¿el -journal de un almacén de auditoría?): escribir allí lo destruiría`, en: `${o.option} ${o.path} is an SQLite rollback journal (the -journal of an audit store?): writing there would destroy it` });
  }
}

/** A -wal's magic (0x377f0682 or 0x377f0683, big-endian) or a rollback journal's (d9 d5 05 f9 20 a1 63 d7). */
function sidecarHeader(path: string): 'wal' | 'journal' | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    const head = Buffer.alloc(8);
    const n = readSync(fd, head, 0, 8, 0);
    if (n >= 4 && (head.readUInt32BE(0) === 0x377f0682 || head.readUInt32BE(0) === 0x377f0683)) return 'wal';
    if (n === 8 && head.toString('hex') === 'd9d505f920a163d7') return 'journal';
    return undefined;
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** One output's target, or a usage error that says why it cannot be written. */
export function outputTarget(option: string, given: string, folder = false): OutputTarget {
  if (given === '') throw new UsageError({ es: `${option} necesita un nombre de archivo`, en: `${option} needs a file name` });
  // "-" is the standard input where a command reads a log (`audit -`): as an output it wrote a file named "-" (`audit
  // --out -`, `--pdf -`, `export --out -`, `simulate --key -`…, "wrote -"; hostile18). /dev/stdout is the standard output.
  if (given === '-') {
    throw new UsageError({
      es: `${option} -: "-" no nombra ningún archivo aquí (es la entrada estándar de la que se lee un registro): dé un nombre de archivo, o /dev/stdout para la salida estándar`,
      en: `${option} -: "-" names no file here (it is the standard input a log is read from): give a file name, or /dev/stdout for the standard output`,
    });
  }
  // "report/" names a folder: the file was written as "report" (and said "wrote report/"), or the system's ENOTDIR.
  if (!folder && (given.endsWith('/') || given.endsWith(sep))) {
    throw new UsageError({ es: `${option} ${given} termina en "/", que nombra una carpeta: dé un nombre de archivo`, en: `${option} ${given} ends in "/", which names a folder: give a file name` });
  }
  const st = statOutput(option, given);
  if (st === undefined) {
    if (lstatOutput(option, given)?.isSymbolicLink()) {
      throw new UsageError({ es: `${option} ${given} es un enlace simbólico a un archivo que no existe`, en: `${option} ${given} is a symbolic link to a file that does not exist` });
    }
    const dir = dirname(resolve(given));
    checkFolder(option, given, dir);
    return { kind: 'file', option, given, path: join(realpathSync(dir), basename(given)), exists: false };
  }
  if (isStdout(st)) return { kind: 'stdout', option, given, path: given };
  if (st.isFile()) return { kind: 'file', option, given, path: realpathSync(given), exists: true };
  if (st.isDirectory()) throw new UsageError({ es: `${option} ${given} es una carpeta, no un archivo`, en: `${option} ${given} is a folder, not a file` });
  if (st.isCharacterDevice() || st.isFIFO()) return { kind: 'special', option, given, path: given, what: kindOf(st) };
  throw new UsageError({ es: `${option} ${given} es ${kindWords(kindOf(st)).es}, no un archivo normal: no se escribe nada allí`, en: `${option} ${given} is ${kindOf(st)}, not a regular file: nothing is written there` });
}

/**
 * The one wording, for every output option, of an output whose folder is missing (one line, exit 2):
 * "--out no/r.json: no such directory (the folder /here/no does not exist)".
 */
export function checkFolder(option: string, given: string, dir = dirname(resolve(given))): void {
  if (existsSync(dir) && statSync(dir).isDirectory()) return;
  notAFolderOnTheWay(option, given, dir);
  throw new UsageError({
    es: `${option} ${given}: no existe la carpeta ${dir}`,
    en: `${option} ${given}: no such directory (the folder ${dir} does not exist)`,
  });
}

/**
 * An output whose path runs through something that is not a folder ("--out report.json/out.json", ENOTDIR) or
 * cannot be followed (a loop of links, a name too long, a folder that may not be searched): the one line names the
 * option and the file in the way, in both languages, never the system's bare "ENOTDIR: not a directory, stat …".
 */
function statOutput(option: string, given: string): Stats | undefined {
  try {
    return statSync(given, { throwIfNoEntry: false });
  } catch (e) {
    throw pathError(option, given, e);
  }
}

function lstatOutput(option: string, given: string): Stats | undefined {
  try {
    return lstatSync(given, { throwIfNoEntry: false });
  } catch (e) {
    throw pathError(option, given, e);
  }
}

function pathError(option: string, given: string, e: unknown): UsageError {
  // From the path itself: "bundle.json/" (export's folder) runs through the file bundle.json, not only its folder.
  if ((e as NodeJS.ErrnoException).code === 'ENOTDIR') notAFolderOnTheWay(option, given, resolve(given));
  if ((e as NodeJS.ErrnoException).code === 'ELOOP') {
    return new UsageError({
      es: `no se puede escribir ${option} ${given}: sus enlaces simbólicos forman un ciclo (ELOOP): no lleva a ningún archivo`,
      en: `cannot write ${option} ${given}: its symbolic links form a loop (ELOOP): it leads to no file`,
    });
  }
  const why = systemWordsIn(e as Error);
  return new UsageError({ es: `no se puede escribir ${option} ${given}: ${why.es}`, en: `cannot write ${option} ${given}: ${why.en}` });
}

/** Throws when a part of the folder path is a file (or anything but a folder): "--out f/x.json: f is not a folder". */
function notAFolderOnTheWay(option: string, given: string, dir: string): void {
  for (let d = dir; ; d = dirname(d)) {
    let st: Stats | undefined;
    try {
      st = statSync(d, { throwIfNoEntry: false });
    } catch {
      st = undefined; // ENOTDIR: a file further up is in the way; ELOOP and the rest: look further up
    }
    if (st === undefined) {
      if (dirname(d) === d) return;
      continue;
    }
    if (st.isDirectory()) return;
    const what = st.isFile() ? { es: 'un archivo', en: 'a file' } : { es: kindWords(kindOf(st)).es, en: kindOf(st) };
    throw new UsageError({
      es: `${option} ${given}: ${d} no es una carpeta sino ${what.es}: no se puede escribir dentro`,
      en: `${option} ${given}: ${d} is not a folder but ${what.en}: nothing can be written inside it`,
    });
  }
}

const SQLITE_MAGIC = 'SQLite format 3\0';

/** Whether a regular file starts as an SQLite database does. */
/**
 * Whether the file system holding `path` (an existing file) ignores case: its name with every letter's case turned
 * names the same file. A name with no letter to turn cannot tell, and is taken to (the refusal is the safe side).
 */
function ignoresCase(path: string): boolean {
  const name = basename(path);
  const turned = [...name].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join('');
  if (turned === name) return true;
  try {
    const a = statSync(path);
    const b = statSync(join(dirname(path), turned));
    return a.dev === b.dev && a.ino === b.ino;
  } catch {
    return false;
  }
}

function isSqlite(path: string): boolean {
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    const head = Buffer.alloc(16);
    return readSync(fd, head, 0, 16, 0) === 16 && head.toString('latin1') === SQLITE_MAGIC;
  } catch {
    return false;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function isStdout(st: Stats): boolean {
  try {
    const out = fstatSync(1);
    return out.dev === st.dev && out.ino === st.ino;
  } catch {
    return false;
  }
}

/** Device and inode of the file on standard input, when it is a regular file (not a terminal, a pipe or /dev/null). */
function stdinIdentity(): string | undefined {
  try {
    const st = fstatSync(0);
    return st.isFile() ? `${st.dev}:${st.ino}` : undefined;
  } catch {
    return undefined;
  }
}

/** Device and inode of an existing file (links followed); the resolved path of one not yet created. */
function identity(path: string): string {
  let st: Stats | undefined;
  try {
    st = statSync(path, { throwIfNoEntry: false });
  } catch {
    // A path that cannot be followed (a loop of links, a file where a folder should be) is no file a command
    // reads or writes: whoever opens it says why, in its own line.
    return `unreadable:${resolve(path)}`;
  }
  if (st) return `${st.dev}:${st.ino}`;
  const dir = dirname(resolve(path));
  return `new:${existsSync(dir) ? join(realpathSync(dir), basename(path)) : resolve(path)}`;
}

/** The role of a log one of a store's runs audited: evidence its findings point into, never replaced by an output. */
export const AUDITED_LOG = { es: 'un registro que auditó una ejecución del almacén', en: 'a log a run in the store audited' };
