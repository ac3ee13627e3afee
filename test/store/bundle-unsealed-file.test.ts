// hostile30: verify --bundle on a bundle with a file put into its folder that the manifest does not seal (a note, a
// second findings file, a folder) said "VERIFIED: the files are the ones sealed", exit 0. export writes the manifest
// and the three files it seals, nothing else: a bundle holding more is not the bundle sealed. Each such file is named
// (NOT VERIFIED, exit 1, es and en), the first 20 by name and the rest counted; taken out, the bundle verifies.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyBundle } from '../../store/bundle.js';
import { CLI, cli, cloneHands, requireBuild, tempDir, verifyBundleCli as verify, writeNdjson } from './helpers.js';

describe('verify --bundle with a file its manifest does not seal', () => {
  requireBuild();
  const dir = tempDir('bundle-unsealed');
  writeNdjson(join(dir, 'log.ndjson'), cloneHands(8, { underpayEvery: 4 }));
  expect(cli(['audit', 'log.ndjson', '--db', 's.db'], dir).code).toBe(1);
  expect(cli(['export', 'latest', '--db', 's.db', '--out', 'bundle'], dir).code).toBe(0);
  const bundle = join(dir, 'bundle');

  it('a file and a folder added: each named, NOT VERIFIED, exit 1, es and en; taken out, verified', () => {
    expect(verify(dir, 'en').code).toBe(0);
    writeFileSync(join(bundle, 'findings-2.ndjson'), '{}\n');
    mkdirSync(join(bundle, 'notes'));
    try {
      const check = verifyBundle(bundle);
      expect(check.ok).toBe(false);
      expect(check.problems).toEqual([
        'findings-2.ndjson: in the bundle\'s folder, but not a file its manifest seals: the bundle sealed held no such file',
        'notes/: in the bundle\'s folder, but not a file its manifest seals: the bundle sealed held no such file',
      ]);
      const en = verify(dir, 'en');
      expect([en.code, en.stderr]).toEqual([1, '']);
      expect(en.stdout).toContain('  ✖ notes/: in the bundle\'s folder, but not a file its manifest seals: the bundle sealed held no such file\n');
      expect(en.stdout).toMatch(/\n✖ NOT VERIFIED\n$/);
      const es = verify(dir, 'es');
      expect([es.code, es.stderr]).toEqual([1, '']);
      expect(es.stdout).toContain('  ✖ findings-2.ndjson: está en la carpeta del paquete, pero su manifiesto no lo sella: el paquete sellado no tenía ese archivo\n');
      expect(es.stdout).toMatch(/\n✖ NO VERIFICADO\n$/);
      const json = spawnSync(process.execPath, [CLI, 'verify', '--bundle', 'bundle', '--json'], { cwd: dir, encoding: 'utf8' });
      expect(json.status).toBe(1);
      expect((JSON.parse(json.stdout) as { ok: boolean }).ok).toBe(false);
    } finally {
      rmSync(join(bundle, 'findings-2.ndjson'));
      rmSync(join(bundle, 'notes'), { recursive: true });
    }
    const back = verify(dir, 'en');
    expect([back.code, back.stderr]).toEqual([0, '']);
    expect(back.stdout).toMatch(/VERIFIED: the files are the ones sealed/);
  });

  it('25 files added: the first 20 by name, then the 5 more counted', () => {
    const names = Array.from({ length: 25 }, (_, i) => `x-${String(i).padStart(2, '0')}.txt`);
    for (const n of [...names].reverse()) writeFileSync(join(bundle, n), n);
    try {
      const check = verifyBundle(bundle);
      expect(check.problems.map((p) => p.split(':')[0])).toEqual([...names.slice(0, 20), 'and 5 more files in the bundle\'s folder that its manifest does not seal']);
      expect(verify(dir, 'es').stdout).toContain('  ✖ y 5 archivos más en la carpeta del paquete que su manifiesto no sella\n');
    } finally {
      for (const n of names) rmSync(join(bundle, n));
    }
  });
});
