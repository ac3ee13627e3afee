// A mapping file (--map) and a key file (--key, --sign) are read whole, as a tables file is; they were read with
// readFileSync, so one that is a FIFO was waited on forever (deaf to Ctrl-C and SIGTERM: the read blocks the only
// thread) and /dev/zero read until the process died. Each is now opened as every input is (engine/core/regular-file.ts):
// exit 2, one line naming the file and what it is, nothing written.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
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
    const name = file === 'fifo' ? 'fifo' : 'zero';
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
