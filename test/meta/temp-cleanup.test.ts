import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/temp.js';

// The suite leaves nothing in the temp dir: test/setup/temp-root.ts gives the run a folder of its own,
// test/setup/temp.ts gives each test file one inside it and fails the file for anything left there.
describe('tests clean up after themselves', () => {
  it('this file\'s temp dir is its own folder inside the run\'s, and tempDir() makes folders there', () => {
    const mine = tmpdir();
    expect(basename(mine)).toMatch(/^veedor-file-/);
    expect(basename(dirname(mine))).toMatch(/^veedor-tests-/);
    const dir = tempDir('probe');
    expect(dirname(dir)).toBe(mine);
    expect(basename(dir)).toMatch(/^veedor-probe-/);
    expect(existsSync(dir)).toBe(true);
  });
});
