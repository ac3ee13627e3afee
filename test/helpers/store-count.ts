// What a test reads of a store another process is writing: a count, through a read-only connection of its own,
// 0 while the store does not exist yet or is busy (the test looks again).
import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';

/** `SELECT count(*) AS n ...`'s n, or 0 where the store is not there yet or cannot be read now. */
export function countInStore(dbPath: string, sql: string): number {
  if (!existsSync(dbPath)) return 0;
  try {
    const ro = new Database(dbPath, { readonly: true, fileMustExist: true });
    try {
      return (ro.prepare(sql).get() as { n: number }).n;
    } finally {
      ro.close();
    }
  } catch {
    return 0;
  }
}

/** Audited hands committed so far by any attempt. */
export function committedHands(dbPath: string): number {
  return countInStore(dbPath, 'SELECT count(*) AS n FROM run_hands');
}
