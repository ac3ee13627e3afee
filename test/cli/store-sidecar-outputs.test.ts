import { copyFileSync, existsSync, linkSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/audit-files.js';
import { ROOT, STACK, veedor } from './run-cli.js';
import { checkOutputs } from '../../cli/output-paths.js';
import { UsageError } from '../../cli/usage-error.js';

// evidence24 (strace harness, scripts/evidence24.mjs): an output named as the -wal, -shm or -journal of an audit store
// the command does not use was written. `simulate --out s.db-wal` beside a store an audit killed mid-write replaced the
// -wal that holds the run's committed batches; `import --out s.db-journal` left a "hot journal" beside a store, and every
// read command then refused it ("left mid-write by an interrupted run"). A command that uses the store refused these
// (storeFiles); one that does not, did not. Any SQLite database's sidecar is refused now, by name and, for a hard link
// to a -wal or a -journal, by its header.

let dir: string;
const MAPPED = join(ROOT, 'fixtures', 'mappings', 'dragon-six-row-per-hand');
const WAL_STORE = 'w.db';

/** A store left in WAL mode with its committed pages in the -wal (as a killed audit leaves it), and the -wal's bytes. */
function walStore(): Buffer {
  const db = new Database(join(dir, 'live.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('wal_autocheckpoint = 0');
  db.exec('CREATE TABLE runs(id TEXT); INSERT INTO runs VALUES (\'R-1\')');
  // copied while the connection holds the -wal: the copy is a store whose last commit lives only in its -wal
  copyFileSync(join(dir, 'live.db'), join(dir, WAL_STORE));
  copyFileSync(join(dir, 'live.db-wal'), join(dir, `${WAL_STORE}-wal`));
  db.close();
  return readFileSync(join(dir, `${WAL_STORE}-wal`));
}

let walBytes: Buffer;

beforeAll(() => {
  dir = tempDir();
  walBytes = walStore();
  const plain = new Database(join(dir, 'plain.db'));
  plain.exec('CREATE TABLE t(x)');
  plain.close();
  linkSync(join(dir, `${WAL_STORE}-wal`), join(dir, 'wal.hardlink'));
  symlinkSync(`${WAL_STORE}-wal`, join(dir, 'wal.symlink'));
  writeFileSync(join(dir, 'plain.db-notes.txt'), 'a file beside the store whose name only starts like a sidecar\n');
});

function refusal(option: string, path: string): string {
  try {
    checkOutputs([{ option, path }], []);
  } catch (e) {
    if (e instanceof UsageError) return e.words.en;
    throw e;
  }
  return 'accepted';
}

describe('an output named as a sidecar of an SQLite database the command does not use', () => {
  it('is refused: -wal, -shm, -journal of a store, existing or not, by any output option (--db too)', () => {
    const w = join(dir, WAL_STORE);
    const p = join(dir, 'plain.db');
    expect(refusal('--out', `${w}-wal`)).toBe(`--out ${w}-wal is the -wal of the SQLite database ${w} (an audit store?): writing there would destroy it`);
    expect(refusal('--pdf', `${w}-shm`)).toBe(`--pdf ${w}-shm is the -shm of the SQLite database ${w} (an audit store?): writing there would destroy it`);
    expect(refusal('--key', `${p}-journal`)).toBe(`--key ${p}-journal is the -journal of the SQLite database ${p} (an audit store?): writing there would destroy it`);
    expect(refusal('--db', `${p}-wal`)).toBe(`--db ${p}-wal is the -wal of the SQLite database ${p} (an audit store?): writing there would destroy it`);
  });

  it('is refused through a symbolic link, and a hard link to a -wal by its header', () => {
    expect(refusal('--out', join(dir, 'wal.symlink'))).toBe(`--out ${join(dir, 'wal.symlink')} is the -wal of the SQLite database ${join(dir, WAL_STORE)} (an audit store?): writing there would destroy it`);
    expect(refusal('--out', join(dir, 'wal.hardlink'))).toBe(`--out ${join(dir, 'wal.hardlink')} is an SQLite write-ahead log (the -wal of an audit store?): writing there would destroy it`);
  });

  it('is not refused for a name that only starts like one, or a sidecar name with no database beside it', () => {
    expect(refusal('--out', join(dir, 'plain.db-notes.txt'))).toBe('accepted');
    expect(refusal('--out', join(dir, 'nothing.db-wal'))).toBe('accepted');
  });

  it('another case: refused where the file system ignores case (SQLite would read it as the store\'s), not where it does not', () => {
    // This folder's file system tells case apart: PLAIN.DB is no file, plain.db-WAL not plain.db's -wal.
    expect(refusal('--out', join(dir, 'plain.db-WAL'))).toBe('accepted');
    expect(refusal('--out', join(dir, 'PLAIN.DB-wal'))).toBe('accepted');
    // A store whose name has no letter cannot tell whether the file system ignores case: refused, the safe side.
    const digits = join(dir, '2026');
    copyFileSync(join(dir, 'plain.db'), digits);
    expect(refusal('--out', `${digits}-WAL`)).toBe(`--out ${digits}-WAL is the -wal of the SQLite database ${digits} (an audit store?): writing there would destroy it`);
  });

  it('on the command line: simulate --out over a killed audit\'s -wal is exit 2, one line, the -wal byte-identical', () => {
    const before = readdirSync(dir).sort();
    for (const [args, lang, line] of [
      [['simulate', '--ruleset', 'pe-pot-luck-black-jack', '--hands', '2', '--out', `${WAL_STORE}-wal`], 'en', `veedor: --out ${WAL_STORE}-wal is the -wal of the SQLite database ${join(dir, WAL_STORE)} (an audit store?): writing there would destroy it`],
      [['import', join(MAPPED, 'BAC-07_2026-03-06.csv'), '--map', join(MAPPED, 'casino.map.json'), '--out', 'plain.db-journal'], 'es', `veedor: --out plain.db-journal es el -journal de la base de datos SQLite ${join(dir, 'plain.db')} (¿un almacén de auditoría?): escribir allí la destruiría`],
    ] as const) {
      const r = veedor([...args, '--lang', lang], { cwd: dir });
      expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 2, stderr: `${line}\n` });
      expect(r.stderr).not.toMatch(STACK);
    }
    expect(readFileSync(join(dir, `${WAL_STORE}-wal`)).equals(walBytes)).toBe(true);
    expect(existsSync(join(dir, 'plain.db-journal'))).toBe(false);
    expect(readdirSync(dir).sort()).toEqual(before);
  });
});
