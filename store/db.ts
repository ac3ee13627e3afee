import { closeSync, copyFileSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, readSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { forgetTemp, removeAtExit } from '../engine/core/temp-files.js';
import { systemWordsIn } from '../engine/core/system-words.js';
import Database from 'better-sqlite3';
import { sha256Hex } from '../audit/digest.js';
import { sealLegacyRuns } from './chain.js';

export type Db = Database.Database;

/** A problem with the store that the user can fix (wrong path, not a store, newer schema): one line, exit status 2. */
export class StoreError extends Error {
  /** Its line in both languages (`message` is the English one); `sqlite`: SQLite's own refusal, where it was one. */
  constructor(readonly words: { es: string; en: string }, readonly sqlite?: { code: string; message: string }) {
    super(words.en);
  }
}

export const DEFAULT_DB = 'veedor.db';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** The numbered SQL files in store/migrations, in order. */
export function migrations(): Migration[] {
  return readdirSync(MIGRATIONS_DIR)
    .map((name) => ({ name, m: /^(\d+)-[\w-]+\.sql$/.exec(name) }))
    .filter((x) => x.m !== null)
    .map(({ name, m }) => ({ version: Number(m![1]), name, sql: readFileSync(new URL(name, MIGRATIONS_DIR), 'utf8') }))
    .sort((a, b) => a.version - b.version);
}

export interface OpenOptions {
  /**
   * Open for writing (the audit): create the file when it does not exist, WAL journal while the
   * audit writes, schema migrated. Without it the store is opened read-only: it must exist and
   * be of this tool's schema, and no byte of it (nor a -wal or -shm beside it) is changed.
   */
  create: boolean;
}

/**
 * Opens an audit store. For writing (the audit): WAL journal, foreign keys on,
 * schema migrated to the newest version this tool knows. For reading (every
 * other command): read-only, never creating, migrating or switching the
 * journal, so a write-protected store of evidence reads and stays as it was.
 */
export function openStore(path: string, { create }: OpenOptions): Db {
  const full = resolve(path);
  const existed = existsSync(full);
  if (!existed) unfollowable(full, path);
  if (!existed) {
    // `-` is no store's name (a store is a file, read and written in place; hostile18): the way to make one named.
    const named = path === '-' ? 'auditoria.db' : path;
    const namedEn = path === '-' ? 'audit.db' : path;
    if (!create) throw new StoreError({ es: `no hay almacén de auditoría en ${path} (cree uno con: veedor audit ARCHIVOS --db ${named})`, en: `no audit store at ${path} (create one with: veedor audit FILES --db ${namedEn})` });
    if (!existsSync(dirname(full)) || !statSync(dirname(full)).isDirectory()) {
      throw new StoreError({ es: `no se puede crear el almacén de auditoría ${path}: la carpeta ${dirname(full)} no existe`, en: `cannot create the audit store ${path}: the directory ${dirname(full)} does not exist` });
    }
  } else if (!statSync(full).isFile()) {
    throw new StoreError({ es: `el almacén de auditoría ${path} no es un archivo`, en: `the audit store ${path} is not a file` });
  }
  let db: Db;
  // A store in WAL mode that no process has open (an audit killed mid-write left it) is read through a private copy.
  const copy = create ? undefined : leftInWal(full, path);
  try {
    db = create ? new Database(full, { timeout: 10_000 }) : new Database(copy?.db ?? full, { readonly: true, fileMustExist: true, timeout: 10_000 });
  } catch (e) {
    copy?.remove();
    throw new StoreError({ es: `no se puede abrir el almacén de auditoría ${path}: ${oneLine(e)}`, en: `cannot open the audit store ${path}: ${oneLine(e)}` });
  }
  if (copy) {
    copies.set(db, { original: [full, `${full}-wal`], stamp: copy.stamp });
    const close = db.close.bind(db);
    db.close = () => {
      try {
        return close();
      } finally {
        copy.remove();
      }
    };
  }
  try {
    if (create) {
      // A database that is not ours (another tool's, or a newer Veedor's) is refused before anything is
      // written: switching the journal to WAL rewrites the file's header, and the refusal must leave
      // every byte of it as it was.
      refuseForeign(db, path);
      switchToWal(db);
      // WAL with synchronous=NORMAL: a killed process never leaves a torn store; a power cut may lose the last commits.
      db.pragma('synchronous = NORMAL');
      db.pragma('foreign_keys = ON');
      migrate(db, path);
    } else {
      checkSchema(db, path);
    }
  } catch (e) {
    db.close();
    // A store this call created and could not set up (a full disk): no empty file is left to look like one.
    if (!existed) removeIfEmpty(full);
    throw storeError(e, path);
  }
  return db;
}

/**
 * A store path that is not there because it cannot be followed, said as what it is: existsSync is false for a loop
 * of symbolic links or a file where a folder should be, which "no audit store at" (or the system's bare
 * "ELOOP: too many symbolic links encountered, stat …") would misname.
 */
function unfollowable(full: string, path: string): void {
  let code: string | undefined;
  try {
    statSync(full);
    return;
  } catch (e) {
    code = (e as { code?: string }).code;
  }
  if (code === 'ELOOP') {
    throw new StoreError({
      es: `los enlaces simbólicos del almacén de auditoría ${path} forman un ciclo (ELOOP): no lleva a ningún archivo`,
      en: `the symbolic links of the audit store ${path} form a loop (ELOOP): it leads to no file`,
    });
  }
  if (code === 'ENOTDIR') {
    throw new StoreError({
      es: `el almacén de auditoría ${path} no puede estar ahí: una parte de su ruta es un archivo, no una carpeta`,
      en: `the audit store ${path} cannot be there: a part of its path is a file, not a folder`,
    });
  }
}

/** A private copy of a store: its folder in the temp folder, removed with `remove` (and at exit). */
interface StoreCopy {
  db: string;
  /** The store's and its -wal's stamp when copied. */
  stamp: string;
  remove(): void;
}

/** The connections opened on a private copy, and the store they copy. */
const copies = new WeakMap<Db, { original: string[]; stamp: string }>();

/**
 * Whether a connection reads a private copy of a store (leftInWal) that has changed since: an audit into it, or
 * anyone writing it. A reader that stays open (the workbench) opens the store again to see what changed.
 */
export function copyIsStale(db: Db): boolean {
  const c = copies.get(db);
  return c !== undefined && stamp(c.original) !== c.stamp;
}

/**
 * A store in WAL mode that no process has open, as an audit killed mid-write leaves it: its committed batches
 * in the -wal, its wal-index in the -shm. SQLite cannot read it without writing beside it: a read-only
 * connection rebuilds the wal-index in the -shm (rewriting its header), creates the -shm when it is missing
 * (the store and its -wal copied as evidence), and creates a -wal and a -shm for a store whose header is in WAL
 * mode without its -wal. A read-only command changes no byte (non-negotiable 0): such a store is copied, with
 * its -wal, into a folder of this process's own in the temp folder and read there, and the store is never opened.
 *
 * A store some process has open (an audit writing now, a workbench reading it) is read as it is: the -shm is that
 * process's working memory, which it changes itself. Whether one has it open is read from /proc/locks (Linux):
 * every SQLite connection to a WAL store holds a lock on its -shm and on the store; where that list cannot be read,
 * or the store changes while it is copied (an audit started meanwhile), the store is read as it is.
 */
function leftInWal(full: string, label: string): StoreCopy | undefined {
  const wal = `${full}-wal`;
  const walExists = existsSync(wal);
  if (!walExists && !headerInWal(full)) return undefined;
  const before = stamp([full, wal]);
  if (openByAProcess([full, `${full}-shm`]) !== false) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'veedor-store-'));
  removeAtExit(dir);
  const remove = () => {
    rmSync(dir, { recursive: true, force: true });
    forgetTemp(dir);
  };
  const db = join(dir, 'store.db');
  try {
    copyFileSync(full, db);
    if (walExists) copyFileSync(wal, `${db}-wal`);
  } catch (e) {
    remove();
    const why = systemWordsIn(e as Error);
    throw new StoreError({
      es: `el almacén de auditoría ${label} quedó en modo WAL por una ejecución interrumpida; para leerlo sin cambiar un byte se copia en la carpeta temporal ${tmpdir()} (TMPDIR), y la copia falló: ${why.es}`,
      en: `the audit store ${label} was left in WAL mode by an interrupted run; to read it without changing a byte it is copied to the temp folder ${tmpdir()} (TMPDIR), and the copy failed: ${why.en}`,
    });
  }
  // An audit that opened the store meanwhile may have changed it under the copy: read the store as it is then.
  if (stamp([full, wal]) !== before || openByAProcess([full, `${full}-shm`]) !== false) {
    remove();
    return undefined;
  }
  return { db, stamp: before, remove };
}

/** Whether the database header says WAL (its read and write versions, bytes 18 and 19, are 2). */
function headerInWal(full: string): boolean {
  let fd: number | undefined;
  try {
    fd = openSync(full, 'r');
    const head = Buffer.alloc(20);
    return readSync(fd, head, 0, 20, 0) === 20 && head[18] === 2 && head[19] === 2;
  } catch {
    return false;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Size, modification time and inode of each file (or "none"): whether any changed between two looks. */
function stamp(paths: string[]): string {
  return paths.map((p) => {
    const st = statSync(p, { throwIfNoEntry: false, bigint: true });
    return st ? `${st.ino}:${st.size}:${st.mtimeNs}` : 'none';
  }).join(' ');
}

/**
 * Whether a process holds a lock on any of these files (Linux's /proc/locks, by inode): true, false, or undefined
 * when it cannot be known (no /proc/locks). The device is not compared: /proc/locks names the file system's own,
 * which a stat through overlayfs or a btrfs subvolume does not give; a lock on another device's file of the same
 * inode reads as "open", and the store is then read as it is, as before.
 */
function openByAProcess(paths: string[]): boolean | undefined {
  let locks: string;
  try {
    locks = readFileSync('/proc/locks', 'latin1');
  } catch {
    return undefined;
  }
  const inodes = new Set<string>();
  for (const p of paths) {
    const st = statSync(p, { throwIfNoEntry: false, bigint: true });
    if (st) inodes.add(st.ino.toString());
  }
  if (inodes.size === 0) return false;
  for (const line of locks.split('\n')) {
    // "1: POSIX  ADVISORY  READ 4371 fe:00:2351207 128 128" (a blocked request starts "1: -> POSIX ...").
    const m = /\s[0-9a-f]+:[0-9a-f]+:(\d+)\s/.exec(line);
    if (m && inodes.has(m[1]!)) return true;
  }
  return false;
}

function removeIfEmpty(full: string): void {
  try {
    if (statSync(full).size !== 0 && !emptyDatabase(full)) return;
    for (const f of [full, `${full}-wal`, `${full}-shm`, `${full}-journal`]) rmSync(f, { force: true });
  } catch {
    // Gone already, or not ours to remove.
  }
}

/**
 * Whether a file is a SQLite database that holds nothing: its one page written (switching a new store to WAL writes
 * it) and no table, no schema version, nothing in a -wal beside it. Setting a new store up on a full disk fails after
 * that page (the migration rolls back), and left a 4 KB file looking like a store. Read from the header's bytes, not
 * by opening it: a full disk may refuse the -shm a reader of a WAL database needs. Anything else (a table, a version,
 * another process's -wal: a store someone else created at that moment) is kept.
 */
function emptyDatabase(full: string): boolean {
  if (existsSync(`${full}-wal`) && statSync(`${full}-wal`).size > 0) return false;
  const head = Buffer.alloc(108);
  const fd = openSync(full, 'r');
  try {
    if (readSync(fd, head, 0, head.length, 0) !== head.length) return false;
  } finally {
    closeSync(fd);
  }
  const pageSize = head.readUInt16BE(16) === 1 ? 65536 : head.readUInt16BE(16);
  return head.toString('latin1', 0, 16) === 'SQLite format 3\0'
    && statSync(full).size <= pageSize // one page, the schema's root
    && head.readUInt32BE(28) <= 1 // the header's page count
    && head.readUInt32BE(60) === 0 // user_version: no migration committed
    && head[100] === 0x0d && head.readUInt16BE(103) === 0; // the schema's root: a leaf with no row
}

/**
 * Puts a store opened for writing in WAL mode. Two audits opening a store in rollback-journal mode
 * at once (a new store, or one a finished audit put back) both read its header, then both want the
 * exclusive lock the switch needs: SQLite answers one of them SQLITE_BUSY at once, without waiting
 * (waiting would deadlock), and that one has let go of its lock by then. So it tries again, within
 * the same bound as any other wait for the store.
 */
function switchToWal(db: Db): void {
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      db.pragma('journal_mode = WAL');
      return;
    } catch (e) {
      if ((e as { code?: string }).code !== 'SQLITE_BUSY' || Date.now() >= deadline) throw e;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5 + Math.floor(Math.random() * 20));
    }
  }
}

/**
 * Closes a store the audit wrote, back in rollback-journal mode when no other
 * process has it open, so it rests as one file that read-only commands open
 * without creating a -wal or -shm beside it.
 */
export function closeWritten(db: Db): void {
  try {
    db.pragma('busy_timeout = 0');
    db.pragma('journal_mode = DELETE');
  } catch {
    // Another connection has it open: it stays in WAL until the last writer closes it.
  }
  db.close();
}

/** Any error from the store as a StoreError with one line naming the store (SQLite's codes made readable). */
export function storeError(e: unknown, path: string): Error {
  if (e instanceof StoreError) return e;
  const code = (e as { code?: string }).code;
  if (code === 'SQLITE_NOTADB') return new StoreError({ es: `${path} no es un almacén de auditoría (no es una base de datos SQLite)`, en: `${path} is not an audit store (not an SQLite database)` });
  if (code === 'SQLITE_CORRUPT') {
    return new StoreError({ es: `el almacén de auditoría ${path} está dañado (${oneLine(e)}); compruébelo con: veedor verify latest --db ${path}`, en: `the audit store ${path} is damaged (${oneLine(e)}); check it with: veedor verify latest --db ${path}` }, { code, message: oneLine(e) });
  }
  if (code === 'SQLITE_READONLY_ROLLBACK' || code === 'SQLITE_READONLY_RECOVERY') {
    // A writer was killed mid-write: its journal must be played back before the store can be read, and a
    // read-only command changes no byte. The next audit into the store (a writer) does it.
    return new StoreError({
      es: `el almacén de auditoría ${path} quedó a medio escribir por una ejecución interrumpida; un comando de solo lectura no lo repara: la próxima auditoría en él (veedor audit ARCHIVOS --db ${path}) lo recupera`,
      en: `the audit store ${path} was left mid-write by an interrupted run; a read-only command does not repair it: the next audit into it (veedor audit FILES --db ${path}) recovers it`,
    });
  }
  if (typeof code === 'string' && code.startsWith('SQLITE_')) return new StoreError({ es: `el almacén de auditoría ${path}: ${sqliteWhyEs(code, e)} (${code})`, en: `the audit store ${path}: ${oneLine(e)} (${code})` });
  return e as Error;
}

/**
 * SQLite's words for a result code in Spanish (its own message, the English one, is kept for --lang en). The Spanish
 * line of a store another process was writing said "el almacén de auditoría s.db: database is locked (SQLITE_BUSY)".
 * By the primary code (`SQLITE_IOERR_WRITE` is an I/O error); a code not listed keeps SQLite's words.
 */
const SQLITE_ES: Record<string, string> = {
  SQLITE_BUSY: 'otro proceso lo tiene bloqueado mientras escribe en él; espere a que termine y vuelva a intentarlo',
  SQLITE_LOCKED: 'está bloqueado por otra operación sobre él; espere a que termine y vuelva a intentarlo',
  SQLITE_FULL: 'la base de datos o el disco están llenos',
  SQLITE_IOERR: 'error de lectura o escritura del disco',
  SQLITE_READONLY: 'no se puede escribir en él (solo lectura)',
  SQLITE_CANTOPEN: 'no se puede abrir el archivo',
  SQLITE_PERM: 'permiso denegado',
  SQLITE_AUTH: 'permiso denegado',
  SQLITE_NOMEM: 'no queda memoria',
  SQLITE_TOOBIG: 'un valor demasiado grande',
  SQLITE_PROTOCOL: 'el bloqueo del archivo falló',
  SQLITE_NOLFS: 'el sistema de archivos no admite un archivo tan grande',
};

export function sqliteWhyEs(code: string, e: unknown): string {
  const primary = /^SQLITE_[A-Z]+/.exec(code)?.[0] ?? code;
  return SQLITE_ES[primary] ?? oneLine(e);
}

function newerSchema(label: string, current: number, latest: number): StoreError {
  return new StoreError({
    es: `${label} tiene la versión de esquema ${current}, escrita por un Veedor más nuevo (este conoce hasta la ${latest})`,
    en: `${label} has schema version ${current}, written by a newer Veedor (this one knows up to ${latest})`,
  });
}

function oneLine(e: unknown): string {
  return String((e as Error)?.message ?? e).split('\n')[0]!;
}

/**
 * The oldest schema a read-only command reads: the hash chain's (3). Later migrations only add
 * indexes, which make queries faster and change no row, so a store from schema 3 on is read as it is.
 */
export const READS_FROM = 3;

/** A store opened read-only must already be of a schema this tool reads: reading never migrates. */
function checkSchema(db: Db, label: string): void {
  const latest = migrations().at(-1)?.version ?? 0;
  const { current, tables } = versionAndTables(db);
  if (current > latest) {
    throw newerSchema(label, current, latest);
  }
  if (current === 0) {
    throw new StoreError(tables > 0
      ? { es: `${label} es una base de datos SQLite pero no un almacén de auditoría de Veedor`, en: `${label} is an SQLite database but not a Veedor audit store` }
      : { es: `${label} es un almacén de auditoría vacío (ninguna ejecución guardada)`, en: `${label} is an empty audit store (no run stored)` });
  }
  if (current < READS_FROM) {
    throw new StoreError({
      es: `${label} tiene la versión de esquema ${current}, anterior a la cadena de hashes (este Veedor lee desde la ${READS_FROM}): ` +
        'leer nunca cambia un almacén; actualice una copia auditando en ella una vez (veedor audit LOG --db COPIA), lo que sella sus ejecuciones',
      en: `${label} has schema version ${current}, from before the hash chain (this Veedor reads ${READS_FROM}): ` +
        'reading never changes a store; upgrade a copy by auditing into it once (veedor audit LOG --db COPY), which seals its runs',
    });
  }
}

/**
 * The store's schema version and how many tables it holds, read by one statement, so from one snapshot of the file.
 * Read by two, another audit creating the same store could commit its first migration between them (version 0 read
 * before it, its tables after), and a store a twin audit was making was refused as "not a Veedor audit store".
 */
function versionAndTables(db: Db): { current: number; tables: number } {
  return db
    .prepare("SELECT (SELECT user_version FROM pragma_user_version) AS current, (SELECT count(*) FROM sqlite_master WHERE type = 'table') AS tables")
    .get() as { current: number; tables: number };
}

/** What a migration does that SQL alone cannot: schema 3 (the hash chain) seals the runs stored before it. */
const AFTER: Record<number, (db: Db) => void> = { 3: sealLegacyRuns };

/** A database this tool must not write to: another tool's (tables, no schema version), or a newer Veedor's. Reads only. */
function refuseForeign(db: Db, label: string): void {
  const latest = migrations().at(-1)?.version ?? 0;
  const { current, tables } = versionAndTables(db);
  if (current > latest) throw newerSchema(label, current, latest);
  if (current === 0 && tables > 0) {
    throw new StoreError({ es: `${label} es una base de datos SQLite pero no un almacén de auditoría de Veedor`, en: `${label} is an SQLite database but not a Veedor audit store` });
  }
}

/** Applies the migrations newer than the store's user_version, all in one transaction. */
export function migrate(db: Db, label = 'the store'): void {
  const all = migrations();
  const latest = all.at(-1)?.version ?? 0;
  // Each step reads the version inside the write transaction: two audits creating one store at
  // once take turns, and the second finds the schema the first just wrote.
  const step = db.transaction((m?: Migration): void => {
    const current = db.pragma('user_version', { simple: true }) as number;
    if (current > latest) {
      throw newerSchema(label, current, latest);
    }
    if (current === 0) {
      const tables = db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'").get() as { n: number };
      if (tables.n > 0) throw new StoreError({ es: `${label} es una base de datos SQLite pero no un almacén de auditoría de Veedor`, en: `${label} is an SQLite database but not a Veedor audit store` });
    }
    if (!m || m.version <= current) return;
    db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY, name TEXT NOT NULL, sha256 TEXT NOT NULL, applied_at TEXT NOT NULL)`);
    db.exec(m.sql);
    AFTER[m.version]?.(db);
    db.prepare('INSERT INTO schema_migrations (version, name, sha256, applied_at) VALUES (?, ?, ?, ?)')
      .run(m.version, m.name, sha256Hex(m.sql), nowIso());
    db.pragma(`user_version = ${m.version}`);
  });
  if ((db.pragma('user_version', { simple: true }) as number) >= latest) {
    step.deferred();
    return;
  }
  // Every pending step in one write transaction: a store is at one version this tool wrote or at the one it was. A
  // step that failed (a disk that filled at migration 3) left a new store at version 2 with migrations 1 and 2
  // committed, which every read command then called a store "from before the hash chain" (evidence24).
  db.transaction(() => {
    for (const m of all) step(m);
  }).immediate();
}

export function nowIso(): string {
  return new Date().toISOString();
}
