// verify --bundle on a bundle with one of its sealed files taken out: it was "the bundle b has no readable
// run_hands.csv: ENOENT: no such file or directory", exit 2, as a folder that is no bundle at all; a regulator's
// script reading 1 as "altered" took it for a check that could not run. A missing file is what the bundle differs by:
// named with the rows the manifest seals, the record digest it breaks, NOT VERIFIED, exit 1, in both languages. A
// folder with no manifest is still no bundle (exit 2). Put back, the bundle verifies.
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyBundle } from '../../store/bundle.js';
import { cli, cloneHands, requireBuild, tempDir, verifyBundleCli as verify, writeNdjson } from './helpers.js';

describe('verify --bundle with a sealed file missing', () => {
  requireBuild();
  const dir = tempDir('bundle-missing');
  writeNdjson(join(dir, 'log.ndjson'), cloneHands(8, { underpayEvery: 4 }));
  expect(cli(['audit', 'log.ndjson', '--db', 's.db'], dir).code).toBe(1);
  expect(cli(['export', 'latest', '--db', 's.db', '--out', 'bundle'], dir).code).toBe(0);
  mkdirSync(join(dir, 'kept'));

  it.each([
    ['hands.csv', 8, []],
    ['run_hands.csv', 8, []],
    ['findings.ndjson', 2, ['findings.ndjson: the findings do not give the run\'s findings digest']],
  ] as const)('%s taken out: NOT VERIFIED (exit 1), the file named with its %i sealed rows; put back, verified', (file, rows, more) => {
    const path = join(dir, 'bundle', file);
    copyFileSync(path, join(dir, 'kept', file));
    rmSync(path);
    try {
      const check = verifyBundle(join(dir, 'bundle'));
      expect(check.ok).toBe(false);
      expect(check.problems[0]).toBe(`${file}: missing from the bundle (the manifest seals it, ${rows} rows)`);
      expect(check.problems.slice(1).map((p) => p.replace(/\([0-9a-f]{16}…\)/g, '(…)'))).toEqual([
        'manifest.json: the record digest the files give (…) is not the bundle\'s (…)', ...more,
      ]);
      const en = verify(dir, 'en');
      expect([en.code, en.stderr]).toEqual([1, '']);
      expect(en.stdout).toContain(`  ✖ ${file}: missing from the bundle (the manifest seals it, ${rows} rows)\n`);
      expect(en.stdout).toMatch(/\n✖ NOT VERIFIED\n$/);
      const es = verify(dir, 'es');
      expect([es.code, es.stderr]).toEqual([1, '']);
      expect(es.stdout).toContain(`  ✖ ${file}: falta en el paquete (el manifiesto lo sella, ${rows} filas)\n`);
      expect(es.stdout).toMatch(/\n✖ NO VERIFICADO\n$/);
    } finally {
      copyFileSync(join(dir, 'kept', file), path);
    }
    const back = verify(dir, 'en');
    expect([back.code, back.stderr]).toEqual([0, '']);
    expect(back.stdout).toMatch(/VERIFIED: the files are the ones sealed/);
  });

  it('every file but the manifest taken out: each named, exit 1; no manifest at all: no bundle, exit 2', () => {
    const bare = join(dir, 'bare');
    mkdirSync(join(bare, 'bundle'), { recursive: true });
    copyFileSync(join(dir, 'bundle', 'manifest.json'), join(bare, 'bundle', 'manifest.json'));
    const en = verify(bare, 'en');
    expect(en.code).toBe(1);
    expect(en.stdout.split('\n').filter((l) => l.includes('missing from the bundle'))).toEqual([
      '  ✖ findings.ndjson: missing from the bundle (the manifest seals it, 2 rows)',
      '  ✖ hands.csv: missing from the bundle (the manifest seals it, 8 rows)',
      '  ✖ run_hands.csv: missing from the bundle (the manifest seals it, 8 rows)',
    ]);
    rmSync(join(bare, 'bundle', 'manifest.json'));
    const none = verify(bare, 'en');
    expect([none.code, none.stdout, none.stderr]).toEqual([2, '', 'veedor: the bundle bundle has no readable manifest.json: ENOENT: no such file or directory\n']);
  });
});
