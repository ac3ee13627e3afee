// The whole run's temp dir: one fresh folder in the system's (TMPDIR for every test worker and every
// command the tests run), removed at the end. Runs beside this one (other checkouts on the machine) do not
// mix with it, and anything left in it when the run ends (each test file's own folder is removed by
// test/setup/temp.ts) fails the run.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  const root = mkdtempSync(join(tmpdir(), 'veedor-tests-'));
  process.env['TMPDIR'] = root;
  return () => {
    const left = readdirSync(root);
    rmSync(root, { recursive: true, force: true, maxRetries: 5 });
    if (left.length > 0) {
      console.error(`the test run left ${left.length} entr${left.length === 1 ? 'y' : 'ies'} in the temp dir: ${left.join(', ')}`);
      process.exitCode = 1;
    }
  };
}
