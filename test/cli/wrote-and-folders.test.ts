// Small things said the same way everywhere (issue 21): every command that writes a file says so in
// one line on stderr, "wrote FILE" ("se escribió FILE"), as report and replay do; and an output into
// a folder that does not exist is one sentence, the same for every output option, exit 2.
process.env['VEEDOR_LANG'] = 'en';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, ROOT, veedor } from './run-cli.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'veedor-wrote-'));
  expect(veedor(['audit', DEMO, '--db', join(dir, 'a.db')]).code).toBe(1);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('"wrote FILE"', () => {
  it('audit --out and --pdf, simulate --out and --key: one line each, after the file is in place', () => {
    const out = join(dir, 'f.json');
    const pdf = join(dir, 'r.pdf');
    const a = veedor(['audit', DEMO, '--format', 'json', '--out', out, '--pdf', pdf]);
    expect(a.code).toBe(1);
    expect(a.stderr).toBe(`veedor: wrote ${out}\nveedor: wrote ${pdf}\n`);
    expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
    const hands = join(dir, 's.ndjson');
    const key = join(dir, 'k.ndjson');
    const s = veedor(['simulate', '--ruleset', 'pe-pot-luck-black-jack', '--hands', '3', '--out', hands, '--key', key, '--faults', '1']);
    expect(s.code).toBe(0);
    expect(s.stderr).toBe(`veedor: wrote ${hands}\nveedor: wrote ${key}\n`);
    expect(readFileSync(hands, 'utf8').trim().split('\n')).toHaveLength(3);
    // To the standard output nothing is said: the report is there to see.
    expect(veedor(['simulate', '--ruleset', 'pe-pot-luck-black-jack', '--hands', '1']).stderr).toBe('');
  });

  it('findings --out and stats --out and --svg say it too (they wrote silently: README says every file is said)', () => {
    const f = join(dir, 'f.csv');
    const r = veedor(['findings', '--db', join(dir, 'a.db'), '--format', 'csv', '--out', f]);
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: `veedor: wrote ${f}\n` });
    expect(readFileSync(f, 'utf8').trim().split('\n')).toHaveLength(43);
    const s = join(dir, 's.json');
    const charts = join(dir, 'charts');
    mkdirSync(charts);
    const st = veedor(['stats', DEMO, '--by', 'dealer', '--format', 'json', '--out', s, '--svg', charts]);
    expect({ code: st.code, stderr: st.stderr }).toEqual({ code: 0, stderr: `veedor: wrote ${s}\nveedor: wrote ${charts}: ${readdirSync(charts).length} SVG charts\n` });
    expect(readdirSync(charts).length).toBeGreaterThan(0);
    // To a device nothing is said: no file was put in place.
    expect(veedor(['findings', '--db', join(dir, 'a.db'), '--out', '/dev/null']).stderr).toBe('');
  });

  it('summary --out writes what it prints, to a file put in place, and says so (it had no --out)', () => {
    for (const format of ['text', 'json', 'csv']) {
      const f = join(dir, `y.${format}`);
      const args = ['summary', '--db', join(dir, 'a.db'), '--by', 'table', '--format', format, '--lang', 'en'];
      const r = veedor([...args, '--out', f]);
      expect({ code: r.code, stdout: r.stdout, stderr: r.stderr }).toEqual({ code: 0, stdout: '', stderr: `veedor: wrote ${f}\n` });
      expect(readFileSync(f, 'utf8')).toBe(veedor(args).stdout);
    }
    // The pot luck demo's three tables and the total: 42 hands, 42 findings (43 before clause31: a surrender offer without the hole card is the one Art. 8º finding), PEN 678.50 owed to players, 1,221.90 to the house.
    const csv = readFileSync(join(dir, 'y.csv'), 'utf8').trim().split('\n');
    expect(csv.map((l) => l.split(',')[0])).toEqual(['table', 'PL-02', 'PL-03', 'PL-09', 'total']);
    expect(csv[4]!.split(',').slice(0, 7)).toEqual(['total', '42', '42', '1000.000', '678.50', '1221.90', '-543.40']);
  });

  it('the same words as report and replay, in Spanish too', () => {
    const pdf = join(dir, 'replay.pdf');
    const r = veedor(['replay', DEMO, 'PL-A13-BJ', '--pdf', pdf, '--lang', 'es']);
    expect(r.stderr).toBe(`veedor: se escribió ${pdf}\n`);
    const audit = join(dir, 'es.pdf');
    expect(veedor(['audit', DEMO, '--pdf', audit, '--lang', 'es']).stderr).toBe(`veedor: se escribió ${audit}\n`);
    const report = join(dir, 'report.pdf');
    const rep = veedor(['report', 'latest', '--db', join(dir, 'a.db'), '--pdf', report, '--input', DEMO, '--lang', 'es']);
    expect(rep.stderr).toMatch(new RegExp(`^veedor: se escribió ${report}: ejecución R-[0-9a-f]{16}, 42 hallazgos, de .*a\\.db\\n$`));
  });
});

describe('--lang on every command that speaks', () => {
  it('keys new, export and import take --lang es|en as the other commands do (they refused it: "unknown option")', () => {
    const map = join(ROOT, 'fixtures/mappings/caribbean-nested-ndjson');
    const log = join(dir, 'rondas.ndjson');
    const importArgs = ['import', '--map', join(map, 'casino.map.json'), join(map, 'rondas_2026-03-07.ndjson'), '--out', log];
    // VEEDOR_LANG is en in this file: --lang es wins over it, and --lang en is taken as well.
    expect(veedor([...importArgs, '--lang', 'es'])).toMatchObject({ code: 0, stderr: `veedor: se escribió ${log}: 2 manos\n` });
    expect(veedor([...importArgs, '--lang', 'en'])).toMatchObject({ code: 0, stderr: `veedor: wrote ${log}: 2 hands\n` });
    const key = join(dir, 'inspector');
    const k = veedor(['keys', 'new', '--out', key, '--lang', 'es']);
    expect(k.code).toBe(0);
    expect(k.stderr).toMatch(new RegExp(`^veedor: se escribió ${key}\\.key: la clave privada \\(guárdela; .*; huella [0-9a-f]{64}\\n$`));
    const bundle = join(dir, 'bundle-es');
    const e = veedor(['export', 'latest', '--db', join(dir, 'a.db'), '--out', bundle, '--lang', 'es']);
    expect(e.code).toBe(0);
    expect(e.stderr).toMatch(new RegExp(`^veedor: se escribió ${bundle}: ejecución R-[0-9a-f]{16}, 42 hallazgos, 42 manos, cabeza de la cadena [0-9a-f]{64}\\n$`));
    expect(veedor(['keys', 'new', '--out', join(dir, 'k2'), '--lang', 'fr'])).toMatchObject({ code: 2 });
  });
});

describe('one wording for a missing folder', () => {
  it('every output option: one line, exit 2, the same sentence; nothing written', () => {
    const no = join(dir, 'no');
    const db = join(dir, 'a.db');
    const map = join(ROOT, 'fixtures/mappings/marbella-spanish-cents');
    const cases: [string[], string, string][] = [
      [['audit', DEMO, '--out', join(no, 'f.json')], '--out', join(no, 'f.json')],
      [['audit', DEMO, '--pdf', join(no, 'r.pdf')], '--pdf', join(no, 'r.pdf')],
      [['audit', DEMO, '--db', join(no, 'x.db')], '--db', join(no, 'x.db')],
      [['findings', '--db', db, '--out', join(no, 'f.csv')], '--out', join(no, 'f.csv')],
      [['summary', '--db', db, '--out', join(no, 'y.txt')], '--out', join(no, 'y.txt')],
      [['report', 'latest', '--db', db, '--pdf', join(no, 'r.pdf'), '--input', DEMO], '--pdf', join(no, 'r.pdf')],
      [['replay', DEMO, 'PL-A13-BJ', '--html', join(no, 'r.html')], '--html', join(no, 'r.html')],
      [['simulate', '--ruleset', 'pe-pot-luck-black-jack', '--hands', '1', '--key', join(no, 'k.ndjson')], '--key', join(no, 'k.ndjson')],
      [['import', join(map, 'partidas_MB-02_2026-11-06.csv'), '--map', join(map, 'casino.map.json'), '--out', join(no, 'x.ndjson')], '--out', join(no, 'x.ndjson')],
      [['map', 'init', join(map, 'partidas_MB-02_2026-11-06.csv'), '--out', join(no, 'm.json')], '--out', join(no, 'm.json')],
      [['keys', 'new', '--out', join(no, 'k')], '--out', join(no, 'k')],
      [['export', 'latest', '--db', db, '--out', join(no, 'bundle')], '--out', join(no, 'bundle')],
      [['stats', DEMO, '--out', join(no, 's.json')], '--out', join(no, 's.json')],
    ];
    for (const [args, option, path] of cases) {
      const r = veedor(args);
      expect({ args, code: r.code, stderr: r.stderr }).toEqual({
        args, code: 2, stderr: `veedor: ${option} ${path}: no such directory (the folder ${no} does not exist)\n`,
      });
    }
    // --svg names the folder itself.
    const svg = veedor(['stats', DEMO, '--svg', join(no, 'charts')]);
    expect({ code: svg.code, stderr: svg.stderr }).toEqual({ code: 2, stderr: `veedor: --svg ${join(no, 'charts')}: no such directory (the folder ${join(no, 'charts')} does not exist)\n` });
    expect(veedor(['audit', DEMO, '--pdf', join(no, 'r.pdf'), '--lang', 'es']).stderr).toBe(`veedor: --pdf ${join(no, 'r.pdf')}: no existe la carpeta ${no}\n`);
    expect(existsSync(no)).toBe(false);
  });
});

describe('a file that is not a hand log', () => {
  it('veedor audit README.md: one line saying so, exit 2, in audit, validate and stats alike; --input reads it anyway', () => {
    const line = 'veedor: README.md is not a hand log: it starts neither as JSON ([ or {) nor as a CSV with a hand_id column; ' +
      'to read it as one, give --input json, ndjson or csv\n';
    for (const command of ['audit', 'validate', 'stats']) {
      const r = veedor([command, 'README.md']);
      expect({ command, code: r.code, stdout: r.stdout, stderr: r.stderr }).toEqual({ command, code: 2, stdout: '', stderr: line });
    }
    expect(veedor(['audit', 'README.md', '--lang', 'es']).stderr).toBe('veedor: README.md no es un registro de manos: no empieza como JSON ' +
      '([ o {) ni como un CSV con la columna hand_id; para leerlo como uno, dé --input json, ndjson o csv\n');
    // Asked to, it is read as CSV: one input finding, the missing columns named.
    const asCsv = veedor(['audit', 'README.md', '--input', 'csv', '--format', 'json']);
    expect(asCsv.code).toBe(1);
    const found = JSON.parse(asCsv.stdout).findings;
    expect(found.map((f: { category: string; rule: string }) => [f.category, f.rule])).toEqual([['input', 'input-file']]);
    expect(JSON.stringify(found[0])).toContain('hand_id, type');
    // A log under another name is still read by its content (package.json is JSON, though no hand log).
    expect(veedor(['validate', 'package.json']).code).toBe(1);
  });
});
