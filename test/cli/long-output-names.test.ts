import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/audit-files.js';
import { DEMO, veedor } from './run-cli.js';

// hostile17: an output whose name is legal (up to 255 bytes, NAME_MAX) but long was refused, "ENAMETOOLONG: name
// too long": the temporary file written beside it, `.NAME.PID.HEX.partial`, is 25 bytes longer than the name;
// keys new's temporary file failed the same way and its clean-up then threw the system's raw English line. The
// temporary file's name is now clipped to fit; a name the system itself refuses is one line in both languages.
describe('an output name near the system\'s limit', () => {
  it('a 240-byte (and a 120-letter "ñ", 240-byte) name is written: --out, --pdf, simulate, keys new, export', () => {
    const dir = tempDir();
    const long = 'b'.repeat(236);
    const accented = 'ñ'.repeat(118);
    expect(veedor(['audit', DEMO, '--out', `${long}.json`, '--quiet', '--lang', 'en'], { cwd: dir }).code).toBe(1);
    expect(JSON.parse(readFileSync(join(dir, `${long}.json`), 'utf8')).findings.length).toBeGreaterThan(0);
    expect(veedor(['audit', DEMO, '--pdf', `${accented}.pdf`, '--db', 's.db', '--quiet', '--lang', 'en'], { cwd: dir }).code).toBe(1);
    expect(readFileSync(join(dir, `${accented}.pdf`)).subarray(0, 5).toString()).toBe('%PDF-');
    expect(veedor(['simulate', '--ruleset', 'pe-pot-luck-black-jack', '--hands', '2', '--out', `${long}.csv`, '--lang', 'en'], { cwd: dir }).code).toBe(0);
    expect(existsSync(join(dir, `${long}.csv`))).toBe(true);
    const keys = veedor(['keys', 'new', '--out', long, '--lang', 'en'], { cwd: dir });
    expect(keys.code).toBe(0);
    expect(existsSync(join(dir, `${long}.key`)) && existsSync(join(dir, `${long}.pub`))).toBe(true);
    expect(veedor(['export', 'latest', '--db', 's.db', '--out', long.slice(0, 240), '--lang', 'en'], { cwd: dir }).code).toBe(0);
    expect(existsSync(join(dir, long.slice(0, 240), 'manifest.json'))).toBe(true);
    expect(readdirSync(dir).filter((f) => f.endsWith('.partial'))).toEqual([]);
  });

  it('a name over 255 bytes: exit 2, one line, in Spanish too; nothing left behind', () => {
    const dir = tempDir();
    const name = `${'c'.repeat(256)}.json`;
    const en = veedor(['audit', DEMO, '--out', name, '--quiet', '--lang', 'en'], { cwd: dir });
    expect(en).toMatchObject({ code: 2, stdout: '', stderr: `veedor: cannot write --out ${name}: ENAMETOOLONG: name too long\n` });
    const es = veedor(['audit', DEMO, '--out', name, '--quiet', '--lang', 'es'], { cwd: dir });
    expect(es).toMatchObject({ code: 2, stdout: '', stderr: expect.stringMatching(/^veedor: .*ENAMETOOLONG: nombre de archivo demasiado largo\n$/) });
    const keys = veedor(['keys', 'new', '--out', 'k'.repeat(254), '--lang', 'en'], { cwd: dir });
    expect(keys).toMatchObject({ code: 2, stdout: '' });
    expect(keys.stderr).toMatch(/^veedor: cannot write --out k+ \(k+\.key\): ENAMETOOLONG: name too long\n$/);
    expect(readdirSync(dir)).toEqual([]);
  });
});
