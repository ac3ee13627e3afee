// hostile31: the environment variables that tune a command were read as unset where their value meant nothing
// (VEEDOR_MAX_RECORD_MB=abc, -1 or 0 kept the 64 MB limit, VEEDOR_PROGRESS_MS=abc the 250 ms, without a word); they are
// refused as an option's bad value is, exit 2, one line, es and en. VEEDOR_LANG=EN, Es or a locale (en_US.UTF-8) was
// refused ('VEEDOR_LANG must be es or en, not "EN"'): it names a language, and is read as it.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO, veedor } from './run-cli.js';
import { tempDir } from '../helpers/audit-files.js';

const MB = (v: string) => `veedor: VEEDOR_MAX_RECORD_MB must be the megabytes a record may take, a number over 0 and at most 500, not "${v}" (unset, 64)\n`;
const MS = (v: string) => `veedor: VEEDOR_PROGRESS_MS must be how often the progress line is redrawn, a whole number of milliseconds from 0, not "${v}" (unset, 250)\n`;

describe('environment variables with values the command cannot use', () => {
  it('VEEDOR_MAX_RECORD_MB other than a number of megabytes over 0, at most 500: refused, exit 2, one line, nothing written', () => {
    for (const v of ['abc', '-1', '0', '1e3', '600', '64MB']) {
      expect(veedor(['audit', DEMO, '--lang', 'en'], { env: { VEEDOR_MAX_RECORD_MB: v } })).toEqual({ code: 2, signal: null, stdout: '', stderr: MB(v) });
    }
    expect(veedor(['audit', DEMO], { env: { VEEDOR_MAX_RECORD_MB: 'abc' } }).stderr)
      .toBe('veedor: VEEDOR_MAX_RECORD_MB debe ser los megabytes que puede ocupar un registro, un número mayor que 0 y como mucho 500, no "abc" (sin ella, 64)\n');
    // validate and stats too: every command is checked before it runs.
    expect(veedor(['validate', DEMO, '--lang', 'en'], { env: { VEEDOR_MAX_RECORD_MB: '-1' } }).stderr).toBe(MB('-1'));
    for (const v of ['0.5', '128', '']) expect(veedor(['audit', DEMO, '--lang', 'en'], { env: { VEEDOR_MAX_RECORD_MB: v } }).code).toBe(1);
  });

  it('a record over VEEDOR_MAX_RECORD_MB=0.5 is refused naming the limit as set, 0.5 MB (it said 1 MB, rounded whole)', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'big.ndjson'), JSON.stringify({ hand_id: 'BIG', note: 'x'.repeat(700 * 1024) }) + '\n');
    const r = veedor(['audit', 'big.ndjson', '--format', 'json', '--lang', 'en'], { cwd: dir, env: { VEEDOR_MAX_RECORD_MB: '0.5' } });
    const out = JSON.parse(r.stdout) as { findings: { rule: string; message: string }[] };
    expect(out.findings.map((f) => [f.rule, f.message])).toEqual([
      ['input-unreadable', 'Unreadable record (big.ndjson:1): the line is longer than 0.5 MB, the most a record may hold: not read'],
    ]);
  });

  it('VEEDOR_PROGRESS_MS other than a whole number of milliseconds: refused, exit 2, one line', () => {
    for (const v of ['abc', '-1', '1.5']) {
      expect(veedor(['audit', DEMO, '--lang', 'en'], { env: { VEEDOR_PROGRESS_MS: v } })).toEqual({ code: 2, signal: null, stdout: '', stderr: MS(v) });
    }
    expect(veedor(['audit', DEMO], { env: { VEEDOR_PROGRESS_MS: 'abc' } }).stderr)
      .toBe('veedor: VEEDOR_PROGRESS_MS debe ser cada cuántos milisegundos se redibuja la línea de progreso, un número entero de 0 en adelante, no "abc" (sin ella, 250)\n');
    for (const v of ['0', '20', '']) expect(veedor(['audit', DEMO, '--lang', 'en'], { env: { VEEDOR_PROGRESS_MS: v } }).code).toBe(1);
  });

  it('VEEDOR_LANG in any case or as a locale is that language; another is still refused', () => {
    for (const [v, head] of [['EN', 'Veedor — audit '], ['Es', 'Veedor — auditoría '], ['en_US.UTF-8', 'Veedor — audit '], ['es-PE', 'Veedor — auditoría ']]) {
      const r = veedor(['audit', DEMO, '--no-color'], { env: { VEEDOR_LANG: v! } });
      expect([r.code, r.stderr]).toEqual([1, '']);
      expect(r.stdout.startsWith(head!)).toBe(true);
    }
    expect(veedor(['audit', 'no-such.ndjson'], { env: { VEEDOR_LANG: 'EN' } }).stderr).toBe('veedor: no such file: no-such.ndjson\n');
    expect(veedor(['audit', DEMO], { env: { VEEDOR_LANG: 'fr' } })).toEqual({ code: 2, signal: null, stdout: '', stderr: 'veedor: VEEDOR_LANG debe ser es o en, no "fr"\n' });
  });
});
