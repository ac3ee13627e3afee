// `audit --db NEW.db` on a full disk: switching the new store to WAL writes its first page (4 KB), then the
// migration fails (SQLITE_FULL) and rolls back. The empty 4 KB file was left behind, looking like a store. A store
// file this call created is removed when setting it up fails; one that was there before is never touched.
// (Reproduced by hand on a 64 KB tmpfs; here the failure is injected into the migration's first statement, after
// the real WAL switch has written the page.)
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { migrations, openStore } from '../../store/db.js';
import { tempDir } from '../helpers/temp.js';

const full = () => Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a new store whose setup fails', () => {
  it('is removed, with its -wal and -shm: no empty file is left to look like a store', () => {
    const path = join(tempDir('store-full'), 'new.db');
    vi.spyOn(Database.prototype, 'exec').mockImplementation(() => { throw full(); });
    expect(() => openStore(path, { create: true })).toThrow(/database or disk is full \(SQLITE_FULL\)/);
    expect([existsSync(path), existsSync(`${path}-wal`), existsSync(`${path}-shm`)]).toEqual([false, false, false]);
  });

  it('a migration after the first fails (the disk fills midway): nothing is left, not a store at an older schema', () => {
    // evidence24: on a 200 KB tmpfs `audit --db NEW.db` failed at migration 3 with migrations 1 and 2 committed; the
    // store stayed, and every read command called it "schema version 2, from before the hash chain".
    const path = join(tempDir('store-full-midway'), 'new.db');
    const third = migrations()[2]!.sql;
    const exec = Database.prototype.exec;
    vi.spyOn(Database.prototype, 'exec').mockImplementation(function (this: Database.Database, sql: string) {
      if (sql === third) throw full();
      return exec.call(this, sql);
    });
    expect(() => openStore(path, { create: true })).toThrow(/database or disk is full \(SQLITE_FULL\)/);
    expect([existsSync(path), existsSync(`${path}-wal`), existsSync(`${path}-shm`)]).toEqual([false, false, false]);
  });

  it('an empty database that existed before (the same 4 KB page) is kept, byte for byte', () => {
    const path = join(tempDir('store-full-existed'), 'empty.db');
    const made = new Database(path);
    made.pragma('journal_mode = WAL');
    made.close();
    const before = readFileSync(path);
    expect(before.length).toBe(4096);
    vi.spyOn(Database.prototype, 'exec').mockImplementation(() => { throw full(); });
    expect(() => openStore(path, { create: true })).toThrow(/SQLITE_FULL/);
    expect(statSync(path).size).toBe(4096);
    expect(readFileSync(path).equals(before)).toBe(true);
  });

  it('without the failure the same call creates the store (the injection is what removes it)', () => {
    const path = join(tempDir('store-ok'), 'new.db');
    const db = openStore(path, { create: true });
    expect(db.pragma('user_version', { simple: true })).toBeGreaterThan(0);
    db.close();
    expect(existsSync(path)).toBe(true);
  });
});
