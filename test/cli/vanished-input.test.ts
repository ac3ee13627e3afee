// A log the command line found, removed or renamed before its reader came to it (a log rotated, a folder cleaned while
// a long audit runs): the line was the system's "ENOENT: no such file or directory, open 'second.ndjson'" (in Spanish
// "ENOENT: no existe el archivo o la carpeta (open second.ndjson)"), which says neither that the file had been there
// nor what to do. It says both, in either language, exit 2, one line, no output left; a store keeps the run
// incomplete, and the same audit once the file is back completes it. A preloaded stub (vanish-inputs.mjs) removes the
// second log when the first is opened, so the moment is the same on every machine.
import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI, DEMO, STACK, freshTmp } from './run-cli.js';
import { spawnSync } from 'node:child_process';
import { tempDir } from '../store/helpers.js';

const STUB = new URL('./vanish-inputs.mjs', import.meta.url).pathname;

const GONE = {
  en: 'veedor: second.ndjson is gone: it was there when the command started and was removed or renamed while it ran (ENOENT); nothing more was read from it: put it back and run the command again\n',
  es: 'veedor: second.ndjson ya no está: estaba cuando empezó el comando y se borró o se renombró mientras se ejecutaba (ENOENT); no se leyó nada más de él: vuelva a ponerlo en su lugar y ejecute el comando otra vez\n',
};

/** Two logs of the demo's hands (the second's ids renamed, so both are audited). */
function twoLogs(): string {
  const dir = tempDir('vanished-input');
  copyFileSync(DEMO, join(dir, 'first.ndjson'));
  writeFileSync(join(dir, 'second.ndjson'), readFileSync(DEMO, 'utf8').replaceAll('"PL-', '"QL-'));
  freshTmp(dir);
  return dir;
}

/** `veedor ARGS` in `dir`, second.ndjson removed as first.ndjson is opened. */
function run(dir: string, args: string[], vanish = true) {
  const env = { ...process.env, TMPDIR: join(dir, 'tmp'), ...(vanish ? { VEEDOR_VANISH_WHEN: join(dir, 'first.ndjson'), VEEDOR_VANISH: join(dir, 'second.ndjson') } : {}) };
  const r = spawnSync(process.execPath, ['--import', STUB, CLI, ...args], { cwd: dir, encoding: 'utf8', env, timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('a log removed after the command line was checked, before it was read', () => {
  for (const lang of ['en', 'es'] as const) {
    for (const command of ['audit', 'validate', 'stats']) {
      it(`${command} (${lang}): exit 2, one line that says it was there, is gone, and what to do`, () => {
        const dir = twoLogs();
        const r = run(dir, [command, 'first.ndjson', 'second.ndjson', '--lang', lang]);
        expect(r.stderr).not.toMatch(STACK);
        expect([r.code, r.stderr]).toEqual([2, GONE[lang]]);
        expect(existsSync(join(dir, 'second.ndjson'))).toBe(false);
      });
    }
  }

  for (const workers of ['1', '2']) {
    it(`audit --out --pdf (--workers ${workers}): no report left, no temporary file`, () => {
      const dir = twoLogs();
      const r = run(dir, ['audit', 'first.ndjson', 'second.ndjson', '--format', 'json', '--out', 'report.json', '--pdf', 'report.pdf', '--workers', workers, '--lang', 'en']);
      expect([r.code, r.stderr]).toEqual([2, GONE.en]);
      expect(readdirSync(dir).sort()).toEqual(['first.ndjson', 'tmp']);
      expect(readdirSync(join(dir, 'tmp'))).toEqual([]);
    });
  }

  it('audit --db: no run stored (the logs are hashed before the run begins); the same audit with the log back stores both logs\' hands', () => {
    const dir = twoLogs();
    const kept = readFileSync(join(dir, 'second.ndjson'));
    const r = run(dir, ['audit', 'first.ndjson', 'second.ndjson', '--db', 'x.db', '--quiet', '--lang', 'en']);
    expect([r.code, r.stderr]).toEqual([2, GONE.en]);
    expect(run(dir, ['runs', '--db', 'x.db', '--lang', 'en'], false).stdout).toBe('no runs stored\n');
    writeFileSync(join(dir, 'second.ndjson'), kept);
    const again = run(dir, ['audit', 'first.ndjson', 'second.ndjson', '--db', 'x.db', '--format', 'json', '--lang', 'en'], false);
    expect(again.code, again.stderr).toBe(1);
    expect(again.stderr).toMatch(/^veedor: stored run R-[0-9a-f]{16} in x\.db \(84 hands, 84 findings\)\n$/);
    const doc = JSON.parse(again.stdout) as { summary: { hands: number; audited: number; rejected: number } };
    expect(doc.summary).toMatchObject({ hands: 84, audited: 84, rejected: 0 });
  });
});
