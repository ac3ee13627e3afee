// Veedor's own documents, and the files read beside a log, given as the log (engine/input/file-kind.ts, documentKind). Read as
// a log, the findings JSON was one record rejected for "required field hand_id is missing", the findings CSV "CSV
// header lacks the column type", an answer key or a bundle's findings.ndjson a rejected record per line ("required
// field game is missing"), the stats JSON "'hands' is not a list but an object": none said which file it was, nor
// which to give. Each document here is written by the CLI itself, so the test follows its formats as they change.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentKind } from '../../../engine/input/file-kind.js';
import type { DocumentKind } from '../../../engine/input/file-kind.js';
import { tempDir } from '../../helpers/temp.js';
import { CLI, DEMO, ROOT, STACK, veedor } from '../../cli/run-cli.js';

const dir = tempDir('documents');
const at = (name: string) => join(dir, name);

function run(args: string[]): void {
  const r = veedor(args, { cwd: dir });
  if (r.code !== 0 && r.code !== 1) throw new Error(`veedor ${args.join(' ')}: ${r.code} ${r.stderr}`);
}

beforeAll(() => {
  run(['audit', DEMO, '--out', at('findings.json')]);
  run(['audit', DEMO, '--out', at('findings.csv')]);
  run(['audit', DEMO, '--excel', '--out', at('findings-excel.csv')]);
  run(['stats', DEMO, '--format', 'json', '--out', at('stats.json')]);
  run(['stats', DEMO, '--format', 'csv', '--out', at('stats.csv')]);
  run(['simulate', '--ruleset', 'pe-pot-luck-black-jack', '--hands', '12', '--faults', '0.5', '--out', at('sim.ndjson'), '--key', at('key.ndjson'), '--tables-out', at('sim.tables.json')]);
  run(['simulate', '--ruleset', 'pe-pot-luck-black-jack', '--hands', '12', '--faults', '0.5', '--out', at('sim2.ndjson'), '--key', at('key.csv'), '--tables-out', at('sim2.tables.json')]);
  run(['audit', DEMO, '--db', at('run.db'), '--quiet', '--format', 'json', '--out', at('stored.json')]);
  run(['summary', '--db', at('run.db'), '--format', 'json', '--out', at('summary.json')]);
  run(['summary', '--db', at('run.db'), '--by', 'table', '--format', 'csv', '--out', at('summary.csv')]);
  run(['export', 'latest', '--db', at('run.db'), '--out', at('bundle')]);
  const firstHand = (JSON.parse(readFileSync(DEMO, 'utf8').split('\n')[0]!) as { hand_id: string }).hand_id;
  const replay = veedor(['replay', DEMO, firstHand, '--format', 'json'], { cwd: dir });
  if (replay.code !== 0 && replay.code !== 1) throw new Error(replay.stderr);
  writeFileSync(at('replay.json'), replay.stdout);
}, 120_000);

const DOCUMENTS: [string, DocumentKind, string, string][] = [
  ['findings.json', 'findings-json', 'the file is not a hand log but Veedor\'s findings as JSON (veedor audit --format json): nothing read; give the hand logs it was written from instead (its "inputs" name them)',
    'el archivo no es un registro de manos sino los hallazgos de Veedor en JSON (veedor audit --format json): no se leyó nada; dé en su lugar los registros de manos de los que se escribió (sus "inputs" los nombran)'],
  ['findings.csv', 'findings-csv', 'but Veedor\'s findings as CSV (veedor audit --format csv): nothing read; give the hand logs it was written from instead (its source_path column names them)', 'sino los hallazgos de Veedor en CSV'],
  ['findings-excel.csv', 'findings-csv', 'but Veedor\'s findings as CSV', 'sino los hallazgos de Veedor en CSV'],
  ['stats.json', 'stats-json', 'but Veedor\'s integrity statistics as JSON (veedor stats): nothing read; give the hand logs they were computed from instead', 'sino las estadísticas de integridad de Veedor en JSON'],
  ['stats.csv', 'stats-csv', 'but Veedor\'s integrity statistics as CSV (veedor stats)', 'sino las estadísticas de integridad de Veedor en CSV'],
  ['key.ndjson', 'answer-key', 'but the answer key of a simulation (veedor simulate --key): nothing read; give the log simulate wrote with --out instead', 'sino la clave de respuestas de una simulación (veedor simulate --key)'],
  ['key.csv', 'answer-key', 'but the answer key of a simulation', 'sino la clave de respuestas de una simulación'],
  ['sim.tables.json', 'tables', 'but a tables file (the tables\' posted configurations): nothing read; give it with --tables, and the hand log as the file to read', 'sino un archivo de mesas (las configuraciones publicadas de las mesas): no se leyó nada; délo con --tables'],
  ['summary.json', 'summary-json', 'but a Veedor summary as JSON (veedor summary)', 'sino un resumen de Veedor en JSON (veedor summary)'],
  ['summary.csv', 'summary-csv', 'but a Veedor summary as CSV (veedor summary)', 'sino un resumen de Veedor en CSV (veedor summary)'],
  ['replay.json', 'replay-json', 'but a Veedor replay of one hand as JSON (veedor replay): nothing read; give the hand log it replayed instead', 'sino la reproducción de una mano de Veedor en JSON'],
  ['bundle/manifest.json', 'bundle-manifest', 'but the manifest of a Veedor bundle (manifest.json, written by veedor export): nothing read; a bundle is checked whole with veedor verify --bundle FOLDER', 'sino el manifiesto de un paquete de Veedor'],
  ['bundle/findings.ndjson', 'findings-ndjson', 'but the findings of a Veedor bundle (findings.ndjson, written by veedor export)', 'sino los hallazgos de un paquete de Veedor'],
  ['bundle/hands.csv', 'bundle-hands', 'but the hand index of a Veedor bundle (hands.csv, written by veedor export)', 'sino el índice de manos de un paquete de Veedor'],
  ['bundle/run_hands.csv', 'bundle-run-hands', 'but the run\'s hand list of a Veedor bundle (run_hands.csv, written by veedor export)', 'sino la lista de manos de la ejecución de un paquete de Veedor'],
];

/** Files in the repository that are such documents, given by their path from the root. */
const REPO_DOCUMENTS: [string, DocumentKind, string][] = [
  ['fixtures/mappings/dragon-six-row-per-hand/casino.map.json', 'mapping', 'but an import mapping (veedor map): nothing read; give it with --map, and the casino system\'s export as the file to read'],
  ['engine/input/hand-log.schema.json', 'json-schema', 'but a JSON Schema (a description of a format, such as the hand log\'s): nothing read; give a hand log that follows it instead'],
  ['fixtures/bad-input/pot-luck.tables.json', 'tables', 'but a tables file'],
];

interface Doc {
  summary: { hands: number; audited: number; rejected: number; findings: number };
  inputs: { hands: number; rejected: number }[];
  findings: { rule: string; hand_id: string | null; message: string; source: { line: number } }[];
}

function auditDoc(file: string, lang: 'en' | 'es'): Doc {
  const r = veedor(['audit', file, '--format', 'json', '--lang', lang], { cwd: dir });
  expect(r.stderr).not.toMatch(STACK);
  expect(r.code, `${file}: ${r.stderr}`).toBe(1);
  return JSON.parse(r.stdout) as Doc;
}

describe('documentKind: what Veedor wrote, known by its first bytes', () => {
  it.each(DOCUMENTS)('%s is %s', (name, kind) => {
    expect(documentKind(readFileSync(at(name), 'utf8').replace(/^\ufeff/, ''))).toBe(kind);
  });

  it.each(REPO_DOCUMENTS)('%s is %s', (path, kind) => {
    expect(documentKind(readFileSync(join(ROOT, path), 'utf8'))).toBe(kind);
  });

  it('no hand log is one: the demo and example logs, every golden fixture, the bad-input logs, a wrapper holding a tables member', () => {
    const logs: string[] = [];
    const add = (folder: string, keep: (f: string) => boolean) => {
      for (const f of readdirSync(join(ROOT, folder))) if (keep(f)) logs.push(join(ROOT, folder, f));
    };
    add('fixtures/demo', (f) => f.endsWith('.ndjson'));
    add('fixtures/examples', (f) => f.endsWith('.ndjson'));
    add('fixtures/pe-pot-luck-black-jack', (f) => f.endsWith('.json') && !f.endsWith('.findings.json'));
    // The bad-input logs, but for its cases of Veedor's findings given as a log.
    add('fixtures/bad-input', (f) => /\.(ndjson|csv|tsv|json)$/.test(f) && !f.endsWith('.expected.json') && !f.endsWith('.tables.json') && !f.startsWith('veedor-findings'));
    expect(logs.length).toBeGreaterThan(60);
    for (const log of logs) expect(documentKind(readFileSync(log, 'latin1').slice(0, 65536)), log).toBeUndefined();
    const hand = readFileSync(DEMO, 'utf8').split('\n')[0]!;
    const tables = readFileSync(at('sim.tables.json'), 'utf8');
    // A wrapper may hold members beside "hands" (not read), a hand fields of its producer's: neither is a document.
    expect(documentKind(`{"tables": ${tables}, "hands": [${hand}]}`)).toBeUndefined();
    expect(documentKind(`{"tool": {"name": "veedor"}, "run": {"id": "x"}, ${hand.slice(1)}`)).toBeUndefined();
    expect(documentKind(`{"tool": {"name": "veedor"}, "run": {}, "hands": [${hand}]}`)).toBeUndefined();
    // A tables file whose end the head does not reach may be a wrapper whose "hands" come later: read.
    expect(documentKind('{"tables": {"PL-01": {"decks": 6}, "PL-02": {"decks": 6')).toBeUndefined();
    // A CSV log whose first columns are hand_id, event: not the findings' header.
    expect(documentKind('hand_id,event,type,seat\nH-1,0,bet,1\n')).toBeUndefined();
  });
});

describe('audit and validate of such a document: one note on line 1 saying what it is and what to give, nothing read, exit 1', () => {
  it.each(DOCUMENTS)('audit %s (es and en)', (name, _kind, en, es) => {
    for (const [lang, words] of [['en', en], ['es', es]] as const) {
      const doc = auditDoc(at(name), lang);
      expect(doc.summary).toMatchObject({ hands: 0, audited: 0, rejected: 0, findings: 1 });
      expect(doc.inputs[0]).toMatchObject({ hands: 0, rejected: 0 });
      expect(doc.findings.map((f) => [f.rule, f.hand_id, f.source.line])).toEqual([['input-file', null, 1]]);
      expect(doc.findings[0]!.message).toContain(words);
    }
  });

  it.each(REPO_DOCUMENTS)('audit %s', (path, _kind, en) => {
    const doc = auditDoc(join(ROOT, path), 'en');
    expect(doc.summary).toMatchObject({ hands: 0, findings: 1 });
    expect(doc.findings[0]!.message).toContain(en);
  });

  it('given beside the log it was written from: the log\'s hands audited as alone, the document one note', () => {
    const alone = JSON.parse(veedor(['audit', DEMO, '--format', 'json'], { cwd: dir }).stdout) as Doc;
    const r = veedor(['audit', at('findings.json'), DEMO, '--format', 'json', '--lang', 'en'], { cwd: dir });
    expect(r.code).toBe(1);
    const mixed = JSON.parse(r.stdout) as Doc;
    expect(mixed.summary).toMatchObject({ hands: alone.summary.hands, audited: alone.summary.audited, findings: alone.summary.findings + 1 });
    expect(alone.summary.hands).toBeGreaterThan(10);
  });

  it('validate names it on its line; from the standard input too', () => {
    const v = veedor(['validate', at('key.ndjson'), '--lang', 'en'], { cwd: dir });
    expect(v.code).toBe(1);
    expect(v.stdout).toContain('key.ndjson:1: the file is not a hand log but the answer key of a simulation (veedor simulate --key)');
    expect(v.stdout).toContain('0 hands read');
    const s = spawnSync(process.execPath, [CLI, 'audit', '-', '--lang', 'es'], { cwd: dir, input: readFileSync(at('findings.json')), encoding: 'utf8' });
    expect(s.status).toBe(1);
    expect(s.stdout).toContain('el archivo no es un registro de manos sino los hallazgos de Veedor en JSON (veedor audit --format json): no se leyó nada');
  });
});

// A log given with --tables or --map (the two files swapped), or a document given there: said as what it is. It was
// "the tables file … is not valid JSON: Unexpected non-whitespace character after JSON at position 3335" (an NDJSON
// log), "must be {"tables": …}" (Veedor's findings, a mapping), "veedor_mapping: this required field is missing".
describe('--tables and --map given a hand log or a document: what it is and which file to give, exit 2, one line', () => {
  const MAP = join(ROOT, 'fixtures', 'mappings', 'dragon-six-row-per-hand');
  const EXPORT = join(MAP, 'BAC-07_2026-03-06.csv');
  const line = (r: { code: number | null; stdout: string; stderr: string }) => {
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).not.toMatch(STACK);
    expect(r.stderr.split('\n')).toHaveLength(2);
    return r.stderr;
  };

  it('--tables: a log of each format, the findings, the stats, a mapping; a tables file is still read', () => {
    const tablesGiven = (file: string, lang = 'en') => line(veedor(['audit', at('sim.ndjson'), '--tables', file, '--lang', lang], { cwd: dir }));
    const log = 'is a hand log, not a tables file: give the log as a file to read, and with --tables the file {"tables": {"<table_id>": {...}}}\n';
    expect(tablesGiven(at('sim2.ndjson'))).toBe(`veedor: the tables file ${at('sim2.ndjson')} ${log}`);
    expect(tablesGiven(join(ROOT, 'fixtures', 'pe-pot-luck-black-jack', 'clean-examples.json'))).toMatch(/clean-examples\.json is a hand log, not a tables file/);
    expect(tablesGiven(join(ROOT, 'fixtures', 'bad-input', 'csv-semicolon.csv'))).toMatch(/csv-semicolon\.csv is a hand log, not a tables file/);
    expect(tablesGiven(at('sim2.ndjson'), 'es')).toBe(`veedor: el archivo de mesas ${at('sim2.ndjson')} es un registro de manos, no un archivo de mesas: dé el registro como archivo que se lee y, con --tables, el archivo {"tables": {"<table_id>": {...}}}\n`);
    expect(tablesGiven(at('findings.json'))).toBe(`veedor: the tables file ${at('findings.json')} is not a tables file but Veedor's findings as JSON (veedor audit --format json): give with --tables the file {"tables": {"<table_id>": {...}}}\n`);
    expect(tablesGiven(at('stats.json'), 'es')).toBe(`veedor: el archivo de mesas ${at('stats.json')} no es un archivo de mesas sino las estadísticas de integridad de Veedor en JSON (veedor stats): dé con --tables el archivo {"tables": {"<table_id>": {...}}}\n`);
    expect(tablesGiven(join(MAP, 'casino.map.json'))).toMatch(/casino\.map\.json is not a tables file but an import mapping \(veedor map\)/);
    // Text that is no JSON and no log keeps the JSON error; a tables file is read.
    writeFileSync(at('notes.json'), 'mesas: PL-01\n');
    expect(tablesGiven(at('notes.json'))).toBe(`veedor: the tables file ${at('notes.json')} is not JSON: it is text that starts with neither { nor [: give with --tables the file {"tables": {"<table_id>": {...}}}\n`);
    const ok = veedor(['audit', at('sim.ndjson'), '--tables', at('sim.tables.json'), '--format', 'json'], { cwd: dir });
    expect(JSON.parse(ok.stdout).summary.hands).toBe(12);
  });

  it('--map: a log, the findings, a tables file; the mapping itself still reads the export', () => {
    const mapGiven = (file: string, lang = 'en') => line(veedor(['audit', EXPORT, '--map', file, '--lang', lang], { cwd: dir }));
    expect(mapGiven(at('sim.ndjson'))).toBe(`veedor: ${at('sim.ndjson')}: the file is a hand log, not a mapping: a log in the format is read without --map; with --map give the mapping of the casino system\'s export (veedor map init drafts one)\n`);
    expect(mapGiven(at('sim.ndjson'), 'es')).toBe(`veedor: ${at('sim.ndjson')}: el archivo es un registro de manos, no una correspondencia: un registro en el formato se lee sin --map; con --map dé la correspondencia de la exportación del sistema del casino (veedor map init redacta una)\n`);
    expect(mapGiven(at('findings.json'))).toBe(`veedor: ${at('findings.json')}: the file is not a mapping but Veedor's findings as JSON (veedor audit --format json): with --map give the mapping of the casino system's export (veedor map init drafts one)\n`);
    expect(mapGiven(at('sim.tables.json'))).toMatch(/^veedor: \/.*\/sim\.tables\.json: the file is not a mapping but a tables file/);
    const ok = veedor(['audit', EXPORT, '--map', join(MAP, 'casino.map.json'), '--format', 'json'], { cwd: dir });
    expect(JSON.parse(ok.stdout).summary.hands).toBe(3);
  });

  // The casino's export given with --map and the mapping as the file to read (the two swapped), or an export given with
  // --tables: it was "not valid JSON: Unexpected token 'R', "RoundID,Sh"..." (a CSV) or "Unexpected non-whitespace
  // character after JSON" (an NDJSON export).
  it('a casino export (CSV, NDJSON) given with --map or --tables: a file of records, which file to give', () => {
    const NESTED = join(ROOT, 'fixtures', 'mappings', 'caribbean-nested-ndjson');
    const mapGiven = (file: string, lang = 'en') => line(veedor(['audit', join(MAP, 'casino.map.json'), '--map', file, '--lang', lang], { cwd: dir }));
    expect(mapGiven(EXPORT)).toBe(`veedor: ${EXPORT}: the file is a file of records (CSV), not a mapping (one JSON object with "veedor_mapping"): `
      + 'if it is the casino system\'s export, give it as the file to read, and with --map its mapping (veedor map init drafts one)\n');
    expect(mapGiven(join(NESTED, 'rondas_2026-03-07.ndjson'), 'es')).toBe(`veedor: ${join(NESTED, 'rondas_2026-03-07.ndjson')}: el archivo es un archivo de registros (NDJSON), no una correspondencia `
      + '(un objeto JSON con "veedor_mapping"): si es la exportación del sistema del casino, délo como el archivo que se lee y, con --map, su correspondencia (veedor map init redacta una)\n');
    const tablesGiven = (file: string, lang = 'en') => line(veedor(['audit', at('sim.ndjson'), '--tables', file, '--lang', lang], { cwd: dir }));
    expect(tablesGiven(EXPORT)).toBe(`veedor: the tables file ${EXPORT} is a file of records (CSV), not a tables file: give the records as the file to read, and with --tables the file {"tables": {"<table_id>": {...}}}\n`);
    expect(tablesGiven(join(NESTED, 'rondas_2026-03-07.ndjson'), 'es')).toBe(`veedor: el archivo de mesas ${join(NESTED, 'rondas_2026-03-07.ndjson')} es un archivo de registros (NDJSON), no un archivo de mesas: `
      + 'dé los registros como el archivo que se lee y, con --tables, el archivo {"tables": {"<table_id>": {...}}}\n');
  });
});

// map init drafted a mapping from Veedor's findings (of its "tool" and "run" members) and from a log already in the
// format, exit 0: a mapping of nothing a casino wrote. It refuses both, as it refuses a workbook or an archive.
describe('map init of such a document or of a log in the format: refused, exit 2, one line; a casino export still drafted', () => {
  it('the findings, the answer key, a log of each format in the format; the mapping fixtures\' exports drafted', () => {
    const init = (file: string, lang = 'en') => veedor(['map', 'init', file, '--lang', lang], { cwd: dir });
    const refused = (file: string, lang = 'en') => {
      const r = init(file, lang);
      expect(r.code, file).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).not.toMatch(STACK);
      return r.stderr;
    };
    expect(refused(at('findings.json'))).toBe(`veedor: ${at('findings.json')}: the file is not a hand log but Veedor's findings as JSON (veedor audit --format json): nothing read; give the hand logs it was written from instead (its "inputs" name them)\n`);
    expect(refused(at('key.csv'), 'es')).toMatch(/^veedor: .*key\.csv: el archivo no es un registro de manos sino la clave de respuestas de una simulación/);
    const native = 'the file is already a hand log in Veedor\'s format: it is read as it is, without a mapping (veedor audit FILE); a mapping is for a casino system\'s own export\n';
    expect(refused(at('sim.ndjson'))).toBe(`veedor: ${at('sim.ndjson')}: ${native}`);
    const clean = join(ROOT, 'fixtures', 'pe-pot-luck-black-jack', 'clean-examples.json');
    expect(refused(clean)).toBe(`veedor: ${clean}: ${native}`);
    const semicolon = join(ROOT, 'fixtures', 'bad-input', 'csv-semicolon.csv');
    expect(refused(semicolon)).toBe(`veedor: ${semicolon}: ${native}`);
    expect(refused(at('sim.ndjson'), 'es')).toBe(`veedor: ${at('sim.ndjson')}: el archivo ya es un registro de manos en el formato de Veedor: se lee tal cual, sin correspondencia (veedor audit ARCHIVO); una correspondencia es para la exportación propia del sistema de un casino\n`);
    for (const exp of ['dragon-six-row-per-hand/BAC-07_2026-03-06.csv', 'caribbean-nested-ndjson/rondas_2026-03-07.ndjson', 'marbella-spanish-cents/partidas_MB-02_2026-11-06.csv']) {
      const r = init(join(ROOT, 'fixtures', 'mappings', exp));
      expect(r.code, exp).toBe(0);
      expect(JSON.parse(r.stdout).veedor_mapping).toBe(1);
    }
  });
});
