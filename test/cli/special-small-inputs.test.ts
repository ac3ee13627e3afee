// A mapping file (--map) and a key file (--key, --sign) are read whole, as a tables file is; they were read with
// readFileSync, so one that is a FIFO was waited on forever (deaf to Ctrl-C and SIGTERM: the read blocks the only
// thread) and /dev/zero read until the process died. Each is now opened as every input is (engine/core/regular-file.ts):
// exit 2, one line naming the file and what it is, nothing written.
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI, ROOT, requireBuild } from '../store/helpers.js';
import { tempDir } from '../helpers/temp.js';

const run = (args: string[], cwd: string) => {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8', timeout: 30_000, killSignal: 'SIGKILL' });
  return { code: r.status, signal: r.signal, stdout: r.stdout, stderr: r.stderr };
};

describe('a mapping or key file that is not a regular file', () => {
  requireBuild();
  const dir = tempDir('special-small');
  expect(spawnSync('mkfifo', [join(dir, 'fifo')]).status).toBe(0);
  const exportCsv = join(ROOT, 'fixtures/mappings/marbella-spanish-cents/partidas_MB-02_2026-11-06.csv');
  const log = join(ROOT, 'fixtures/demo/pot-luck-lima.ndjson');
  const kinds: [string, string, string][] = [['fifo', 'fifo is a FIFO or pipe', 'fifo es una FIFO o tubería'], ['/dev/zero', '/dev/zero is a character device', '/dev/zero es un dispositivo de caracteres']];

  it.each(kinds)('--map %s: audit, import and map check exit 2 with one line, nothing written', (file, en, es) => {
    // The mapping named as given (hostile30: its base name alone left keys/k.key and old/k.key alike).
    const name = file;
    for (const args of [['audit'], ['import', '--out', 'out.ndjson'], ['map', 'check']]) {
      const r = run([...args, '--map', file, exportCsv, '--lang', 'en'], dir);
      expect([r.code, r.signal, r.stdout, r.stderr], args[0]).toEqual([2, null, '', `veedor: ${name}: ${en}, not a regular file: nothing read from it\n`]);
    }
    expect(run(['audit', '--map', file, exportCsv, '--lang', 'es'], dir).stderr).toBe(`veedor: ${name}: ${es}, no un archivo normal: no se leyó nada de él\n`);
    expect(existsSync(join(dir, 'out.ndjson'))).toBe(false);
  });

  it.each(kinds)('--key (verify) and --sign (audit) %s: exit 2 with one line; no store written', (file, en, es) => {
    const v = run(['verify', '--bundle', 'no-bundle', '--key', file, '--lang', 'en'], dir);
    expect([v.code, v.signal, v.stderr]).toEqual([2, null, `veedor: cannot read the public key ${file}: ${en}, not a regular file: nothing read from it\n`]);
    const a = run(['audit', log, '--db', 's.db', '--sign', file, '--lang', 'es'], dir);
    expect([a.code, a.signal, a.stdout, a.stderr]).toEqual([2, null, '', `veedor: no se puede leer la clave de firma ${file}: ${es}, no un archivo normal: no se leyó nada de él\n`]);
    expect(existsSync(join(dir, 's.db'))).toBe(false);
  });
});

// `veedor audit - < /dev/zero`: the standard input is copied to a temporary file first (a pipe can be read once), and
// a device never ends: the copy filled the temp folder's disk (two and a half minutes, then ENOSPC). A device given
// as the standard input is refused as the same device named as a file is; a pipe and a file are read.
describe('the standard input that is a device', () => {
  requireBuild();
  const log = join(ROOT, 'fixtures/demo/pot-luck-lima.ndjson');
  const dir = tempDir('stdin-device');
  const runIn = (args: string[], stdin: number | 'pipe', input?: string) => {
    const r = spawnSync(process.execPath, [CLI, ...args], { cwd: dir, encoding: 'utf8', timeout: 30_000, killSignal: 'SIGKILL', stdio: [stdin, 'pipe', 'pipe'], input, env: { ...process.env, TMPDIR: dir } });
    return { code: r.status, signal: r.signal, stdout: r.stdout, stderr: r.stderr };
  };

  it.each(['/dev/zero', '/dev/null'])('audit, validate and stats - < %s: exit 2 with one line, nothing copied', (device) => {
    const fd = openSync(device, 'r');
    try {
      for (const cmd of ['audit', 'validate', 'stats']) {
        expect(Object.values(runIn([cmd, '-', '--lang', 'en'], fd)), cmd).toEqual([2, null, '', 'veedor: - (the standard input) is a character device, not a log: nothing read from it\n']);
      }
      expect(runIn(['audit', '-', '--lang', 'es'], fd).stderr).toBe('veedor: - (la entrada estándar) es un dispositivo de caracteres, no un registro: no se leyó nada de ella\n');
    } finally {
      closeSync(fd);
    }
    expect(readdirSync(dir)).toEqual([]);
  });

  it('a pipe and a file are still read: the demo log, exit 1 (findings), the same input and digest, every line a hand', () => {
    const bytes = readFileSync(log, 'utf8');
    const piped = runIn(['audit', '-', '--format', 'json'], 'pipe', bytes);
    const fd = openSync(log, 'r');
    let fromFile;
    try {
      fromFile = runIn(['audit', '-', '--format', 'json'], fd);
    } finally {
      closeSync(fd);
    }
    expect([piped.code, fromFile.code]).toEqual([1, 1]);
    expect(JSON.parse(piped.stdout).inputs).toEqual(JSON.parse(fromFile.stdout).inputs);
    expect(JSON.parse(piped.stdout).summary.hands).toBe(bytes.split('\n').filter(Boolean).length);
  });
});
