// verify --bundle reads a bundle someone handed over: any of its files may have been replaced. A file replaced by a
// symbolic link to /dev/zero was read until the process died (std::bad_alloc, no line of ours, no exit status of the
// three); one replaced by a FIFO was waited on forever, deaf to Ctrl-C and SIGTERM (the read blocks the only thread).
// Each file is now opened as every input is (engine/core/regular-file.ts): not a regular file, exit 2, one line naming
// it, in the reader's language; the same bundle with the file put back verifies.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI, cli, cloneHands, requireBuild, tempDir, writeNdjson } from './helpers.js';

function verify(dir: string, lang: 'es' | 'en') {
  const r = spawnSync(process.execPath, [CLI, 'verify', '--bundle', 'bundle', '--lang', lang], { cwd: dir, encoding: 'utf8', timeout: 30_000, killSignal: 'SIGKILL' });
  return { code: r.status, signal: r.signal, stdout: r.stdout, stderr: r.stderr };
}

describe('verify --bundle with a file that is not a regular file', () => {
  requireBuild();
  const dir = tempDir('bundle-special');
  writeNdjson(join(dir, 'log.ndjson'), cloneHands(3));
  expect(cli(['audit', 'log.ndjson', '--db', 's.db'], dir).code).toBe(0);
  expect(cli(['export', 'latest', '--db', 's.db', '--out', 'bundle'], dir).code).toBe(0);
  mkdirSync(join(dir, 'kept'));

  it.each([
    ['hands.csv', 'a link to /dev/zero', 'a character device', 'un dispositivo de caracteres'],
    ['hands.csv', 'a FIFO', 'a FIFO or pipe', 'una FIFO o tubería'],
    ['manifest.json', 'a FIFO', 'a FIFO or pipe', 'una FIFO o tubería'],
    ['findings.ndjson', 'a folder', 'a folder', 'una carpeta'],
  ])('%s replaced by %s: exit 2, one line naming it; put back, verified', (file, what, kindEn, kindEs) => {
    const path = join(dir, 'bundle', file);
    renameSync(path, join(dir, 'kept', file));
    if (what === 'a link to /dev/zero') symlinkSync('/dev/zero', path);
    else if (what === 'a folder') mkdirSync(path);
    else expect(spawnSync('mkfifo', [path]).status).toBe(0);
    try {
      const en = verify(dir, 'en');
      expect([en.code, en.signal, en.stdout]).toEqual([2, null, '']);
      expect(en.stderr).toBe(`veedor: the bundle bundle has no readable ${file}: bundle/${file} is ${kindEn}, not a regular file: nothing read from it\n`);
      const es = verify(dir, 'es');
      expect([es.code, es.stderr]).toEqual([2, `veedor: el paquete bundle no tiene un ${file} legible: bundle/${file} es ${kindEs}, no un archivo normal: no se leyó nada de él\n`]);
    } finally {
      rmSync(path, { recursive: true });
      copyFileSync(join(dir, 'kept', file), path);
    }
    const back = verify(dir, 'en');
    expect(back.code, back.stdout + back.stderr).toBe(0);
    expect(back.stdout).toMatch(/VERIFIED: the files are the ones sealed/);
  });
});
