import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/audit-files.js';
import { DEMO, veedor } from './run-cli.js';

// An output name that ends in "/" names a folder. `audit log --out report/` wrote a file named `report` and said
// "wrote report/"; `--out log.ndjson/` said the system's "ENOTDIR: not a directory, stat 'log.ndjson/'". Every file
// output now refuses such a name in one line before anything is written (exit 2); export, whose --out is a folder,
// takes it.

let dir: string;

beforeAll(() => {
  dir = tempDir();
  writeFileSync(join(dir, 'log.ndjson'), readFileSync(DEMO));
  expect(veedor(['audit', 'log.ndjson', '--db', 's.db'], { cwd: dir }).code).toBe(1);
}, 60_000);

describe('an output name ending in /', () => {
  it('is refused for every file output: exit 2, one line, nothing created', () => {
    const before = readdirSync(dir).sort();
    const cases: [string[], string][] = [
      [['audit', 'log.ndjson', '--out', 'report/'], '--out report/'],
      [['audit', 'log.ndjson', '--pdf', 'report/'], '--pdf report/'],
      [['audit', 'log.ndjson', '--out', 'log.ndjson/'], '--out log.ndjson/'],
      [['audit', 'log.ndjson', '--db', 'new.db/'], '--db new.db/'],
      [['findings', '--db', 's.db', '--out', 'f/'], '--out f/'],
      [['summary', '--db', 's.db', '--out', 'y/'], '--out y/'],
      [['report', 'latest', '--db', 's.db', '--pdf', 'r/'], '--pdf r/'],
      [['replay', 'log.ndjson', 'PL-A13-BJ', '--html', 'h/'], '--html h/'],
      [['stats', 'log.ndjson', '--out', 's/'], '--out s/'],
      [['simulate', '--ruleset', 'pe-pot-luck-black-jack', '--hands', '2', '--out', 'sim/'], '--out sim/'],
    ];
    for (const [args, named] of cases) {
      const r = veedor([...args, '--lang', 'en'], { cwd: dir });
      expect({ args, code: r.code, stdout: r.stdout, stderr: r.stderr }).toEqual({
        args, code: 2, stdout: '', stderr: `veedor: ${named} ends in "/", which names a folder: give a file name\n`,
      });
      expect(readdirSync(dir).sort(), args.join(' ')).toEqual(before);
    }
    const es = veedor(['audit', 'log.ndjson', '--out', 'report/', '--lang', 'es'], { cwd: dir });
    expect(es.stderr).toBe('veedor: --out report/ termina en "/", que nombra una carpeta: dé un nombre de archivo\n');
  }, 120_000);

  it('export --out FILE/, a file where the folder would go: one line naming the file (it was the system\'s "ENOTDIR: not a directory, stat")', () => {
    const r = veedor(['export', 'latest', '--db', 's.db', '--out', 'log.ndjson/', '--lang', 'en'], { cwd: dir });
    expect({ code: r.code, stderr: r.stderr }).toEqual({
      code: 2, stderr: `veedor: --out log.ndjson/: ${join(dir, 'log.ndjson')} is not a folder but a file: nothing can be written inside it\n`,
    });
  });

  it('export --out DIR/ writes the bundle folder', () => {
    const r = veedor(['export', 'latest', '--db', 's.db', '--out', 'bundle/', '--lang', 'en'], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    expect(readdirSync(join(dir, 'bundle')).sort()).toEqual(['findings.ndjson', 'hands.csv', 'manifest.json', 'run_hands.csv']);
  });
});
