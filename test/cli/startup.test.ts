import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { CLI, DEMO, ROOT } from './run-cli.js';
import { DEFAULT_DB } from '../../store/db.js';
import { storePath } from '../../cli/commands/audit.js';

// Start fast (docs/performance.md): an audit loads pdfkit, SQLite and the ajv compiler only when
// asked for (--pdf, --db, --map); the hand-log schema is precompiled (engine/input/hand-log-validate.generated.ts);
// of Veedor's own modules it loads the catalogs its logs name, the chosen format's renderer, and not the rest.
const dir = mkdtempSync(join(tmpdir(), 'veedor-startup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(join(dir, 'hooks.mjs'), "export async function load(url, ctx, next) { if (url.startsWith('file:')) process.stderr.write('LOADED ' + url + '\\n'); return next(url, ctx); }\n");
writeFileSync(join(dir, 'register.mjs'), `import { register } from 'node:module'; register(${JSON.stringify(pathToFileURL(join(dir, 'hooks.mjs')).href)});\n`);

/** The files a `veedor ARGS` run loaded, as URLs. */
function filesLoaded(args: string[]): string[] {
  const r = spawnSync(process.execPath, ['--import', join(dir, 'register.mjs'), CLI, ...args], { encoding: 'utf8', cwd: dir, timeout: 60_000 });
  expect(r.status, r.stderr).toBeLessThan(2);
  return [...r.stderr.matchAll(/^LOADED (.*)$/gm)].map((m) => m[1]!);
}

/** The packages a `veedor ARGS` run loaded, by name. */
function packagesLoaded(args: string[]): string[] {
  const names = filesLoaded(args).flatMap((u) => /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(u)?.[1] ?? []);
  return [...new Set(names)].sort();
}

/** Veedor's own modules a `veedor ARGS` run loaded, as paths under dist/ (`audit/run.js`). */
function ownModulesLoaded(args: string[]): string[] {
  const dist = pathToFileURL(join(ROOT, 'dist')).href + '/';
  return filesLoaded(args).filter((u) => u.startsWith(dist)).map((u) => u.slice(dist.length)).sort();
}

/** The catalogs whose module a run loaded, by folder. */
const catalogsOf = (modules: string[]) => modules.flatMap((m) => /^rules-catalog\/([^/]+)\/index\.js$/.exec(m)?.[1] ?? []);
/** Modules of other commands' and formats' paths, never loaded by an audit that did not ask for them. */
const NOT_FOR_AN_AUDIT = /^(simulate|store|app\/workbench|reports\/(pdf|stats|listings|replay|workbench)|reports\/(csv|terminal|summary)\.js|audit\/(parallel|audit-worker|stats\/)|engine\/input\/(csv-|mapping\/(?!errors))|cli\/commands\/(?!audit\.js))/;

describe('startup', () => {
  it('an audit without --db, --pdf or --map loads commander alone of the dependencies', () => {
    expect(packagesLoaded(['audit', DEMO, '--format', 'json'])).toEqual(['commander']);
  });

  it('a one-hand JSON audit loads its log\'s catalog alone, the JSON renderer, and nothing of other commands', () => {
    const one = join(dir, 'one.json');
    writeFileSync(one, readFileSync(join(ROOT, 'fixtures/pe-pot-luck-black-jack/art08-deal-order.json')));
    const modules = ownModulesLoaded(['audit', one, '--format', 'json']);
    expect(catalogsOf(modules)).toEqual(['pe-pot-luck-black-jack']);
    expect(modules).toContain('reports/json.js');
    expect(modules.filter((m) => NOT_FOR_AN_AUDIT.test(m))).toEqual([]);
    // No other family's engine: the catalog's own (blackjack) alone.
    expect(modules.filter((m) => /^engine\/(baccarat|caribbean|pai-gow|poker)\//.test(m))).toEqual([]);
    // About a hundred of its own modules (100 since the format's seats check, audit/seats-of-table.ts, joined the judge;
    // 101 since Pot Luck's replay hook, rules-catalog/pe-pot-luck-black-jack/replay.ts, which its catalog gives as the
    // other catalogs give theirs; 102 since cli/signals.ts, the signals every command exits on, with why the others
    // are not caught: node:os alone, and tested on its own; 103 since engine/core/instant.ts, the one reader of a
    // started_at's instant that knows a leap second, shared by the reader, the audit's run and the reports; 104 since
    // rules-catalog/framework/behind-place.ts, the one way every family's rules name a bet behind on a finding; 105
    // since interp22's rules-catalog/pe-pot-luck-black-jack/rules/art-13-14-cards-not-asked.ts, the catalog's rules for
    // a card dealt after a stand or a Black Jack, a module of its own as every rule module has its own test file; 106
    // since rules-catalog/families/blackjack/rules/extra-cards.ts, those two rules' code, which Marbella's catalog
    // shares instead of a copy of its own; 107 since memory23's audit/heap-growth.ts, node:v8 alone, which the CLI loads
    // before any command so that every command reading a log or a store bounds V8's heap growth as the audit does; 108
    // since help24's cli/help-words.ts, every command's and option's description in both languages, which the CLI
    // gives commander before it parses; 109 since engine/input/file-kind.ts, the magic numbers of the files that are no
    // log (an archive, a workbook, a store, a PDF), read on the head every reader already sniffs, and shared by the
    // native reader, the mapped export's and map init). A module more is a choice to make here, not one that slips in.
    expect(modules.length).toBeLessThan(110);
  });

  it('the terminal report loads its renderer, not JSON\'s; a log of two games loads those two catalogs', () => {
    const modules = ownModulesLoaded(['audit', join(ROOT, 'fixtures/pe-pot-luck-black-jack/art08-deal-order.json'), join(ROOT, 'fixtures/pe-dragon-six-baccarat/clean-shoes.json'), '--no-color']);
    expect(catalogsOf(modules).sort()).toEqual(['pe-dragon-six-baccarat', 'pe-pot-luck-black-jack']);
    expect(modules).toContain('reports/terminal.js');
    expect(modules).not.toContain('reports/json.js');
    expect(modules).not.toContain('reports/csv.js');
  });

  it('a CSV log loads the CSV readers', () => {
    const modules = ownModulesLoaded(['audit', join(ROOT, 'fixtures/bad-input/csv-bom-crlf.csv'), '--format', 'json']);
    expect(modules).toContain('engine/input/csv-hands.js');
    expect(modules).toContain('engine/input/csv-rows.js');
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
