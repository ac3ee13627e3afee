import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { CLI, DEMO } from './run-cli.js';
import { DEFAULT_DB } from '../../store/db.js';
import { storePath } from '../../cli/commands/audit.js';

// Start fast (docs/performance.md): an audit loads pdfkit, SQLite and the ajv compiler only when
// asked for (--pdf, --db, --map); the hand-log schema is precompiled (engine/input/hand-log-validate.generated.ts).
const dir = mkdtempSync(join(tmpdir(), 'veedor-startup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(join(dir, 'hooks.mjs'), "export async function load(url, ctx, next) { if (url.includes('/node_modules/')) process.stderr.write('LOADED ' + url + '\\n'); return next(url, ctx); }\n");
writeFileSync(join(dir, 'register.mjs'), `import { register } from 'node:module'; register(${JSON.stringify(pathToFileURL(join(dir, 'hooks.mjs')).href)});\n`);

/** The packages a `veedor ARGS` run loaded, by name. */
function packagesLoaded(args: string[]): string[] {
  const r = spawnSync(process.execPath, ['--import', join(dir, 'register.mjs'), CLI, ...args], { encoding: 'utf8', cwd: dir, timeout: 60_000 });
  expect(r.status, r.stderr).toBeLessThan(2);
  const names = [...r.stderr.matchAll(/^LOADED .*\/node_modules\/((?:@[^/]+\/)?[^/]+)\//gm)].map((m) => m[1]!);
  return [...new Set(names)].sort();
}

describe('startup', () => {
  it('an audit without --db, --pdf or --map loads commander alone of the dependencies', () => {
    expect(packagesLoaded(['audit', DEMO, '--format', 'json'])).toEqual(['commander']);
  });

  it('--db and --pdf load SQLite and pdfkit', () => {
    const loaded = packagesLoaded(['audit', DEMO, '--db', join(dir, 'a.db'), '--pdf', join(dir, 'a.pdf'), '--format', 'json']);
    expect(loaded).toContain('better-sqlite3');
    expect(loaded).toContain('pdfkit');
    expect(loaded).not.toContain('ajv');
  });

  it('--db alone is the store\'s default file, named in the command without loading the store', () => {
    expect(storePath(true)).toBe(DEFAULT_DB);
  });
});
