import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const created: string[] = [];

/**
 * A fresh folder in the temp dir (`veedor-<label>-…`), removed with everything in it when the test file
 * ends (test/setup/temp.ts). Tests make their scratch folders here and nowhere else: anything else a
 * test file or a command it runs leaves in the temp dir fails that file.
 */
export function tempDir(label = 'test'): string {
  const dir = mkdtempSync(join(tmpdir(), `veedor-${label}-`));
  created.push(dir);
  return dir;
}

/** Removes every folder tempDir made in this test file. */
export function removeTempDirs(): void {
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
}
