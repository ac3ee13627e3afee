import { closeSync, copyFileSync, openSync, readFileSync, statSync, truncateSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/audit-files.js';
import { DEMO, veedor } from '../cli/run-cli.js';

// A store cut short (a copy interrupted, a disk full mid-copy): SQLite cannot open it. `veedor verify` said
// "veedor: the audit store s.db is damaged (database disk image is malformed); check it with: veedor verify latest
// --db s.db" (exit 2): the check it names is itself. Its pages fail as integrity_check's would, and the store is NOT
// VERIFIED (exit 1), in text and --json; a store damaged in the middle lists SQLite's problems one a line (they were
// one line holding \u000a). The other commands still say it is damaged (exit 2) and name verify.

describe('verify on a store cut short', () => {
  it('is NOT VERIFIED, exit 1, in both languages and as JSON; no byte of it changes', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'log.ndjson'), readFileSync(DEMO));
    expect(veedor(['audit', 'log.ndjson', '--db', 's.db', '--quiet'], { cwd: dir }).code).toBe(1);
    copyFileSync(join(dir, 's.db'), join(dir, 'cut.db'));
    truncateSync(join(dir, 'cut.db'), 50_000);
    const before = readFileSync(join(dir, 'cut.db'));
    const en = veedor(['verify', 'latest', '--db', 'cut.db', '--lang', 'en'], { cwd: dir });
    expect(en).toMatchObject({ code: 1, stderr: '', stdout: '✖ SQLite integrity: FAILS (integrity_check): the file is damaged\n    database disk image is malformed\n✖ NOT VERIFIED\n' });
    const es = veedor(['verify', 'latest', '--db', 'cut.db', '--lang', 'es'], { cwd: dir });
    expect(es).toMatchObject({ code: 1, stderr: '', stdout: '✖ Integridad SQLite: FALLA (integrity_check): el archivo está dañado\n    database disk image is malformed\n✖ NO VERIFICADA\n' });
    const json = veedor(['verify', 'latest', '--db', 'cut.db', '--json'], { cwd: dir });
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toEqual({ verified: false, integrity: { ok: false, messages: ['database disk image is malformed'] } });
    const runs = veedor(['runs', '--db', 'cut.db', '--lang', 'en'], { cwd: dir });
    expect(runs).toMatchObject({ code: 2, stdout: '', stderr: 'veedor: the audit store cut.db is damaged (database disk image is malformed); check it with: veedor verify latest --db cut.db\n' });
    expect(readFileSync(join(dir, 'cut.db')).equals(before)).toBe(true);

    // Damaged in the middle: the findings table's pages past its root overwritten. SQLite's problems, one a line.
    copyFileSync(join(dir, 's.db'), join(dir, 'mid.db'));
    const size = statSync(join(dir, 'mid.db')).size;
    const fd = openSync(join(dir, 'mid.db'), 'r+');
    for (let at = Math.ceil(size / 2 / 4096) * 4096 + 3000; at + 600 < size; at += 4096) writeSync(fd, Buffer.alloc(600, 0xff), 0, 600, at);
    closeSync(fd);
    const mid = veedor(['verify', 'latest', '--db', 'mid.db', '--lang', 'en'], { cwd: dir });
    expect(mid.code).toBe(1);
    expect(mid.stdout).not.toContain('\\u000a');
    const lines = mid.stdout.split('\n');
    expect(lines[0]).toBe('✖ SQLite integrity: FAILS (integrity_check): the file is damaged');
    expect(lines.slice(1, -2).length).toBeGreaterThan(1);
    expect(lines.at(-2)).toBe('✖ NOT VERIFIED');
  }, 60_000);
});
