// A store left mid-write: an audit killed while SQLite's rollback journal was hot (switching the journal mode,
// or writing in rollback mode). A read-only command cannot play the journal back without writing, and it changes
// no byte: it says so in one line (exit 2) and names what recovers it; the next audit into the store does.
import { copyFileSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { POT_LUCK, cli, tempDir } from './helpers.js';

const sha = (p: string) => createHash('sha256').update(readFileSync(p)).digest('hex');

/** A copy of a stored run taken in the middle of a write transaction: the store and its hot journal, no lock held. */
function hotJournalStore(dir: string): string {
  expect(cli(['audit', POT_LUCK, '--db', 's.db', '--format', 'json', '--out', 'o.json'], dir).code).toBe(0);
  const db = new Database(join(dir, 's.db'));
  expect(db.pragma('journal_mode', { simple: true })).toBe('delete');
  db.pragma('cache_size = 1');
  db.exec('BEGIN');
  db.exec("UPDATE runs SET tool_name = tool_name || ' '");
  db.exec("UPDATE hands SET hand_id = hand_id || ' '");
  copyFileSync(join(dir, 's.db'), join(dir, 'h.db'));
  copyFileSync(join(dir, 's.db-journal'), join(dir, 'h.db-journal'));
  db.exec('ROLLBACK');
  db.close();
  return 'h.db';
}

describe('a store left with a hot journal', () => {
  it('a read-only command refuses it in one line, exit 2, and changes no byte; the next audit recovers it', () => {
    const dir = tempDir('hot-journal');
    const store = hotJournalStore(dir);
    const before = [sha(join(dir, store)), sha(join(dir, `${store}-journal`))];
    for (const lang of ['en', 'es'] as const) {
      const r = cli(['runs', '--db', store, '--lang', lang], dir);
      expect(r.code).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toContain(lang === 'en'
        ? `the audit store ${store} was left mid-write by an interrupted run; a read-only command does not repair it: the next audit into it (veedor audit FILES --db ${store}) recovers it`
        : `el almacén de auditoría ${store} quedó a medio escribir por una ejecución interrumpida`);
    }
    expect([sha(join(dir, store)), sha(join(dir, `${store}-journal`))]).toEqual(before);
    // The next audit plays the journal back (the run it finds is the one stored before the interrupted write).
    const again = cli(['audit', POT_LUCK, '--db', store, '--format', 'json', '--out', 'o2.json', '--lang', 'en'], dir);
    expect(again.code, again.stderr).toBe(0);
    const runs = cli(['runs', '--db', store, '--lang', 'en'], dir);
    expect(runs.code, runs.stderr).toBe(0);
    expect(runs.stdout).toMatch(/R-[0-9a-f]{16}/);
  });
});
