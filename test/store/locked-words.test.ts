import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/audit-files.js';
import { DEMO, veedor } from '../cli/run-cli.js';
import { storeError } from '../../store/db.js';
import type { StoreError } from '../../store/db.js';

// A store another process is writing (its exclusive lock held past the 10 s wait): the Spanish line said SQLite's
// English, "veedor: el almacén de auditoría s.db: database is locked (SQLITE_BUSY)". SQLite's result codes are now
// worded in Spanish; the English keeps SQLite's own words.

describe('SQLite\'s refusals in the reader\'s language', () => {
  it('each primary code a store meets is said in Spanish, SQLite\'s English kept for --lang en', () => {
    const cases: [string, string, string][] = [
      ['SQLITE_BUSY', 'database is locked', 'otro proceso lo tiene bloqueado mientras escribe en él; espere a que termine y vuelva a intentarlo'],
      ['SQLITE_IOERR_WRITE', 'disk I/O error', 'error de lectura o escritura del disco'],
      ['SQLITE_FULL', 'database or disk is full', 'la base de datos o el disco están llenos'],
      ['SQLITE_READONLY', 'attempt to write a readonly database', 'no se puede escribir en él (solo lectura)'],
    ];
    for (const [code, en, es] of cases) {
      const e = storeError(Object.assign(new Error(en), { code }), 's.db') as StoreError;
      expect(e.words).toEqual({ es: `el almacén de auditoría s.db: ${es} (${code})`, en: `the audit store s.db: ${en} (${code})` });
    }
  });

  it('a store locked by another writer: runs and audit --db exit 2 with one line in each language; no byte changes', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'log.ndjson'), readFileSync(DEMO));
    expect(veedor(['audit', 'log.ndjson', '--db', 's.db', '--quiet'], { cwd: dir }).code).toBe(1);
    // Read before the lock is taken: closing any descriptor of the file drops this process's POSIX locks on it.
    const before = readFileSync(join(dir, 's.db'));
    const holder = new Database(join(dir, 's.db'));
    holder.exec('BEGIN EXCLUSIVE');
    try {
      const es = veedor(['runs', '--db', 's.db', '--lang', 'es'], { cwd: dir });
      expect({ code: es.code, stdout: es.stdout, stderr: es.stderr }).toEqual({
        code: 2, stdout: '', stderr: 'veedor: el almacén de auditoría s.db: otro proceso lo tiene bloqueado mientras escribe en él; espere a que termine y vuelva a intentarlo (SQLITE_BUSY)\n',
      });
      const en = veedor(['audit', 'log.ndjson', '--db', 's.db', '--lang', 'en', '--quiet'], { cwd: dir });
      expect({ code: en.code, stdout: en.stdout, stderr: en.stderr }).toEqual({ code: 2, stdout: '', stderr: 'veedor: the audit store s.db: database is locked (SQLITE_BUSY)\n' });
    } finally {
      holder.exec('ROLLBACK');
      holder.close();
    }
    expect(readFileSync(join(dir, 's.db')).equals(before)).toBe(true);
  }, 60_000);
});
