import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { sha256Hex } from '../audit/digest.js';

export type Db = Database.Database;

/** A problem with the store that the user can fix (wrong path, not a store, newer schema): exit status 2. */
export class StoreError extends Error {}

export const DEFAULT_DB = 'veedor.db';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** The numbered SQL files in engine/store/migrations, in order. */
export function migrations(): Migration[] {
  return readdirSync(MIGRATIONS_DIR)
    .map((name) => ({ name, m: /^(\d+)-[\w-]+\.sql$/.exec(name) }))
    .filter((x) => x.m !== null)
    .map(({ name, m }) => ({ version: Number(m![1]), name, sql: readFileSync(new URL(name, MIGRATIONS_DIR), 'utf8') }))
    .sort((a, b) => a.version - b.version);
}

export interface OpenOptions {
  /** Create the file when it does not exist (the audit); the queries need an existing store. */
  create: boolean;
}

/**
 * Opens (or creates) an audit store: WAL journal, foreign keys on, schema
 * migrated to the newest version this tool knows.
 */
export function openStore(path: string, { create }: OpenOptions): Db {
  const full = resolve(path);
  if (!existsSync(full)) {
    if (!create) throw new StoreError(`no audit store at ${path} (create one with: veedor audit FILES --db ${path})`);
    if (!existsSync(dirname(full)) || !statSync(dirname(full)).isDirectory()) {
      throw new StoreError(`cannot create the audit store ${path}: the directory ${dirname(full)} does not exist`);
    }
  } else if (!statSync(full).isFile()) {
    throw new StoreError(`the audit store ${path} is not a file`);
  }
  let db: Db;
  try {
    db = new Database(full, { fileMustExist: !create, timeout: 10_000 });
  } catch (e) {
    throw new StoreError(`cannot open the audit store ${path}: ${(e as Error).message}`);
  }
  try {
    db.pragma('journal_mode = WAL');
    // WAL with synchronous=NORMAL: a killed process never leaves a torn store; a power cut may lose the last commits.
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    migrate(db, path);
  } catch (e) {
    db.close();
    if (e instanceof StoreError) throw e;
    const code = (e as { code?: string }).code;
    if (code === 'SQLITE_NOTADB') throw new StoreError(`${path} is not an audit store (not an SQLite database)`);
    throw new StoreError(`cannot open the audit store ${path}: ${(e as Error).message}`);
  }
  return db;
}

/** Applies the migrations newer than the store's user_version, each in its own transaction. */
export function migrate(db: Db, label = 'the store'): void {
  const all = migrations();
  const latest = all.at(-1)?.version ?? 0;
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > latest) {
    throw new StoreError(`${label} has schema version ${current}, written by a newer Veedor (this one knows up to ${latest})`);
  }
  if (current === 0) {
    const tables = db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'").get() as { n: number };
    if (tables.n > 0) throw new StoreError(`${label} is an SQLite database but not a Veedor audit store`);
  }
  for (const m of all) {
    if (m.version <= current) continue;
    db.transaction(() => {
      db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version INTEGER PRIMARY KEY, name TEXT NOT NULL, sha256 TEXT NOT NULL, applied_at TEXT NOT NULL)`);
      db.exec(m.sql);
      db.prepare('INSERT INTO schema_migrations (version, name, sha256, applied_at) VALUES (?, ?, ?, ?)')
        .run(m.version, m.name, sha256Hex(m.sql), nowIso());
      db.pragma(`user_version = ${m.version}`);
    }).immediate();
  }
}

export function nowIso(): string {
  return new Date().toISOString();
}
