// Each test file gets its own temp dir (TMPDIR, inside the run's folder made by test/setup/temp-root.ts),
// so what it leaves behind is its own: the folders made with tempDir() are removed when the file ends, and
// anything else still there (a folder made another way, a spill file a command failed to remove) fails the file.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { removeTempDirs } from '../helpers/temp.js';

const mine = mkdtempSync(join(tmpdir(), 'veedor-file-'));
process.env['TMPDIR'] = mine;

afterAll(() => {
  removeTempDirs();
  const left = readdirSync(mine);
  rmSync(mine, { recursive: true, force: true, maxRetries: 5 });
  if (left.length > 0) throw new Error(`this test file left ${left.length} entr${left.length === 1 ? 'y' : 'ies'} in the temp dir: ${left.join(', ')}`);
});
