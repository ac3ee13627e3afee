// hostile30: a PEM key (the signing key beside a store, picked by mistake) or other text given as --map, --tables or
// --config was "k.key: not valid JSON: No number after minus sign in JSON at position 1" (the mapping named by its
// base name alone), in V8's English under --lang es too ("no es JSON válido (en la posición 1)", the detail dropped),
// and none said what the file should have been. Each now names the file as given and its role, what it is (a key or
// certificate in PEM form, by its BEGIN line only, never its body; text that does not start as JSON does; else the
// parser's detail in the reader's language) and what to give instead; one line, exit 2, es and en.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO, ROOT, STACK, veedor } from './run-cli.js';
import { tempDir } from '../helpers/temp.js';

const MAP = {
  en: 'with --map give the mapping of the casino system\'s export, one JSON object with "veedor_mapping" (veedor map init drafts one; docs/import.md)',
  es: 'con --map dé la correspondencia de la exportación del sistema del casino, un objeto JSON con "veedor_mapping" (veedor map init redacta una; docs/import.md)',
};
const TABLES = {
  en: 'give with --tables the file {"tables": {"<table_id>": {...}}}',
  es: 'dé con --tables el archivo {"tables": {"<table_id>": {...}}}',
};
const CONFIG = {
  en: 'a config file is one JSON object with any of lang, tables, db, casino, ruleset',
  es: 'un archivo de configuración es un objeto JSON con cualquiera de lang, tables, db, casino, ruleset',
};
const PEM = (label: string) => ({
  en: `is not JSON but a key or certificate in PEM form (-----BEGIN ${label}-----)`,
  es: `no es JSON sino una clave o un certificado en forma PEM (-----BEGIN ${label}-----)`,
});
const TEXT = { en: 'is not JSON: it is text that starts with neither { nor [', es: 'no es JSON: es un texto que no empieza por { ni por [' };

describe('a key or other text given as a mapping, a tables file or a config file', () => {
  const dir = tempDir('side-not-json');
  mkdirSync(join(dir, 'keys'));
  expect(veedor(['keys', 'new', '--out', join(dir, 'keys', 'inspector')]).code).toBe(0);
  const key = join('keys', 'inspector.key');
  const pub = join('keys', 'inspector.pub');
  const body = readFileSync(join(dir, key), 'utf8').split('\n')[1]!;
  writeFileSync(join(dir, 'notes.txt'), 'mesa PL-03: revisar el turno de noche\n');
  writeFileSync(join(dir, 'cut.json'), '{"tables": {"PL-03": {"decks": 6}');

  const cases: [string[], 'es' | 'en', (lang: 'es' | 'en') => string][] = [
    [['audit', DEMO, '--map', key], 'en', (l) => `${key}: ${l === 'en' ? 'the file' : 'el archivo'} ${PEM('PRIVATE KEY')[l]}: ${MAP[l]}`],
    [['audit', DEMO, '--map', key], 'es', (l) => `${key}: ${l === 'en' ? 'the file' : 'el archivo'} ${PEM('PRIVATE KEY')[l]}: ${MAP[l]}`],
    [['import', DEMO, '--map', pub, '--out', 'x.ndjson'], 'en', (l) => `${pub}: the file ${PEM('PUBLIC KEY')[l]}: ${MAP[l]}`],
    [['audit', DEMO, '--map', 'notes.txt'], 'es', (l) => `notes.txt: el archivo ${TEXT[l]}: ${MAP[l]}`],
    [['audit', DEMO, '--tables', key], 'en', (l) => `the tables file ${key} ${PEM('PRIVATE KEY')[l]}: ${TABLES[l]}`],
    [['audit', DEMO, '--tables', key], 'es', (l) => `el archivo de mesas ${key} ${PEM('PRIVATE KEY')[l]}: ${TABLES[l]}`],
    [['stats', DEMO, '--tables', 'notes.txt'], 'en', (l) => `the tables file notes.txt ${TEXT[l]}: ${TABLES[l]}`],
    [['audit', DEMO, '--tables', 'cut.json'], 'es', (l) => `el archivo de mesas cut.json no es JSON válido: se esperaba ',' o '}' tras el valor de una propiedad en la posición 33: ${TABLES[l]}`],
    [['audit', DEMO, '--config', key], 'en', (l) => `the config file ${key} ${PEM('PRIVATE KEY')[l]}: ${CONFIG[l]}`],
    [['rules', '--config', pub], 'es', (l) => `el archivo de configuración ${pub} ${PEM('PUBLIC KEY')[l]}: ${CONFIG[l]}`],
    [['audit', DEMO, '--config', 'notes.txt'], 'en', (l) => `the config file notes.txt ${TEXT[l]}: ${CONFIG[l]}`],
  ];
  it.each(cases)('%j --lang %s: what it is, what to give; one line, exit 2', (args, lang, line) => {
    const r = veedor([...args, '--lang', lang], { cwd: dir });
    expect(r.stderr).not.toMatch(STACK);
    expect([r.code, r.stdout, r.stderr]).toEqual([2, '', `veedor: ${line(lang)}\n`]);
    expect(r.stderr).not.toContain(body.slice(0, 12));
  });
});

// hostile30: another of a command's files given as --config was read as a config with a slip in it: a tables file
// '"tables" must be a non-empty string', a mapping 'unknown key "$schema"', a JSON log 'must be a JSON object', an
// NDJSON log 'not valid JSON: Unexpected non-whitespace character after JSON'. Each is said as the file it is, as
// --tables and --map say it; a config with a real slip keeps its own line.
describe('another of the command\'s files given as --config', () => {
  const dir = tempDir('config-is-other');
  writeFileSync(join(dir, 't.json'), '{"tables": {"PL-03": {"decks": 6}}}\n');
  writeFileSync(join(dir, 'slip.json'), '{"lang": "en", "casino": 7}\n');
  const MAPPING = join(ROOT, 'fixtures', 'mappings', 'marbella-spanish-cents', 'casino.map.json');
  const JSON_LOG = join(ROOT, 'fixtures', 'pe-pot-luck-black-jack', 'clean-examples.json');

  it.each([
    ['t.json', 'en', `the config file t.json is not a config file but a tables file (the tables' posted configurations): ${CONFIG.en}`],
    ['t.json', 'es', `el archivo de configuración t.json no es un archivo de configuración sino un archivo de mesas (las configuraciones publicadas de las mesas): ${CONFIG.es}`],
    [MAPPING, 'en', `the config file ${MAPPING} is not a config file but an import mapping (veedor map): ${CONFIG.en}`],
    [DEMO, 'es', `el archivo de configuración ${DEMO} es un registro de manos, no un archivo de configuración: dé el registro como archivo que se lee; ${CONFIG.es}`],
    [JSON_LOG, 'en', `the config file ${JSON_LOG} is a hand log, not a config file: give the log as a file to read; ${CONFIG.en}`],
    ['slip.json', 'en', 'the config file slip.json: "casino" must be a non-empty string'],
  ])('--config %s --lang %s', (config, lang, line) => {
    const r = veedor(['audit', DEMO, '--config', config, '--lang', lang], { cwd: dir });
    expect(r.stderr).not.toMatch(STACK);
    expect([r.code, r.stdout, r.stderr]).toEqual([2, '', `veedor: ${line}\n`]);
  });
});
