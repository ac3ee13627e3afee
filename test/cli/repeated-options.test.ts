import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/audit-files.js';
import { DEMO, veedor } from './run-cli.js';

// hostile17: an option that takes one value, given twice on one command line, kept the last silently
// (`--lang es --lang en` spoke English, `--out a --out b` wrote b only, `--db x --db y` stored in y).
// Every command refuses it in one line (exit 2), before anything is read or written; a list option
// (`stats --by dealer --by table`, `verify --input a --input b`) and a flag (`--quiet --quiet`) may repeat.
describe('an option given twice', () => {
  it('is refused in one line, in Spanish and English, nothing written', () => {
    const dir = tempDir();
    const a = join(dir, 'a.json');
    const b = join(dir, 'b.json');
    expect(veedor(['audit', DEMO, '--out', a, '--out', b])).toEqual({
      code: 2, signal: null, stdout: '',
      stderr: "veedor: la opción '--out <file>' se dio más de una vez: indíquela una sola vez (veedor audit --help)\n",
    });
    expect(existsSync(a) || existsSync(b)).toBe(false);
    expect(veedor(['audit', DEMO, '--lang', 'es', '--lang', 'en'])).toMatchObject({
      code: 2, stdout: '', stderr: "veedor: option '--lang <lang>' given more than once: give it once (veedor audit --help)\n",
    });
    expect(veedor(['audit', DEMO, '--lang=en', '--lang', 'en'])).toMatchObject({ code: 2, stdout: '' });
    const x = join(dir, 'x.db');
    const y = join(dir, 'y.db');
    expect(veedor(['audit', DEMO, '--db', x, '--db', y, '--lang', 'en'])).toMatchObject({
      code: 2, stderr: "veedor: option '--db [file]' given more than once: give it once (veedor audit --help)\n",
    });
    expect(existsSync(x) || existsSync(y)).toBe(false);
  });

  it('is refused on every command, a nested one and the global --config too', () => {
    const dir = tempDir();
    const cfg = join(dir, 'c.json');
    writeFileSync(cfg, '{}');
    const cases: [string[], string][] = [
      [['keys', 'new', '--out', join(dir, 'k1'), '--out', join(dir, 'k2')], "option '--out <name>' given more than once: give it once (veedor keys new --help)"],
      [['findings', '--db', join(dir, 'none.db'), '--run', 'a', '--run', 'b'], "option '--run <id>' given more than once: give it once (veedor findings --help)"],
      [['simulate', '--ruleset', 'pe-pot-luck-black-jack', '--hands', '1', '--hands', '2'], "option '--hands <n>' given more than once: give it once (veedor simulate --help)"],
      [['--config', cfg, '--config', cfg, 'rules'], "option '--config <file>' given more than once: give it once (veedor --help)"],
    ];
    for (const [args, line] of cases) {
      expect(veedor([...args, '--lang', 'en']), args.join(' ')).toEqual({ code: 2, signal: null, stdout: '', stderr: `veedor: ${line}\n` });
    }
    expect(existsSync(join(dir, 'k1.key')) || existsSync(join(dir, 'k2.key'))).toBe(false);
  });

  it('a flag or a list option may still repeat', () => {
    const dir = tempDir();
    const out = join(dir, 'r.json');
    const r = veedor(['audit', DEMO, '--quiet', '--quiet', '--out', out, '--lang', 'en']);
    expect(r.code).toBe(1);
    expect(JSON.parse(readFileSync(out, 'utf8')).findings.length).toBeGreaterThan(0);
    const s = veedor(['stats', DEMO, '--by', 'dealer', '--by', 'table', '--format', 'json', '--lang', 'en']);
    expect(s.code).toBe(0);
    const groups = JSON.parse(s.stdout) as { groups?: unknown[] } & Record<string, unknown>;
    expect(Object.keys(groups).length).toBeGreaterThan(0);
  });
});
