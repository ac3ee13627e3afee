import { existsSync, readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { ROOT } from './examples.js';

// A ruleset's golden fixtures: fixtures/<ruleset>/<case>.json (the hand log) and
// fixtures/<ruleset>/expected/<case>.findings.json (its findings, reviewed against the regulation).
// The expected findings sit in their own folder so that `veedor audit fixtures/<ruleset>/*.json`
// reads the hand logs and nothing else.

export const EXPECTED_DIR = 'expected';

/** The folder of a ruleset's golden fixtures. */
export function fixtureDir(rulesetId: string): string {
  return join(ROOT, 'fixtures', rulesetId);
}

/** The hand logs of a ruleset's golden fixtures (file names, sorted). */
export function fixtureLogs(rulesetId: string): string[] {
  const dir = fixtureDir(rulesetId);
  return existsSync(dir) ? readdirSync(dir).filter((n) => n.endsWith('.json')).sort() : [];
}

/** The expected-findings files of a ruleset (file names in its expected/ folder, sorted). */
export function expectedFiles(rulesetId: string): string[] {
  const dir = join(fixtureDir(rulesetId), EXPECTED_DIR);
  return existsSync(dir) ? readdirSync(dir).filter((n) => n.endsWith('.json')).sort() : [];
}

/** Where the expected findings of a fixture log are. */
export function expectedPath(logPath: string): string {
  return join(dirname(logPath), EXPECTED_DIR, basename(logPath).replace(/\.json$/, '.findings.json'));
}
