import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/examples.js';

// A test that may not run is a promise nobody checks: `npm test` runs every test, always. A test that
// needs something Node does not give (a browser) lives in the command that provides it (*.browser.test.ts,
// `npm run test:browser`).
const CONDITIONAL = new RegExp(String.raw`\b(it|test|describe|suite|bench)\s*\.\s*(skip|skipIf|runIf|todo|only|fails)\b`);

function sources(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory() && e.name !== 'node_modules' && e.name !== 'dist' && !e.name.startsWith('.')) sources(p, out);
    else if (/\.(ts|mts|js|mjs)$/.test(e.name) && (p.startsWith(join(ROOT, 'test')) || /\.test\.ts$/.test(e.name))) out.push(p);
  }
  return out;
}

describe('no test is skipped', () => {
  it('no test file skips, conditions, focuses or expects to fail a test', () => {
    const files = sources(ROOT);
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.flatMap((f) => readFileSync(f, 'utf8').split('\n').map((line, i) => ({ f, i, line })))
      .filter(({ line }) => CONDITIONAL.test(line))
      .map(({ f, i, line }) => `${relative(ROOT, f)}:${i + 1}: ${line.trim()}`);
    expect(offenders).toEqual([]);
  });
});
