// A JSON file read beside a log (the tables file, a mapping, the config file) given as an audit store, a PDF report or
// an archive (the wrong file picked in a folder of evidence): the tables and config files read "is not UTF-8 (JSON's
// encoding): line 1 holds bytes that are not (Latin-1?); save it as UTF-8", advice that turns no database into a
// tables file; a mapping read "not valid JSON: Unexpected token 'S', "SQLite for"... is not valid JSON", V8's English
// under --lang es too. Each now says what the file is and which file to give, in both languages, exit 2, one line.
import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { DEMO, ROOT, STACK, veedor } from './run-cli.js';
import { tempDir } from '../store/helpers.js';

const EXPORT = join(ROOT, 'fixtures/mappings/caribbean-nested-ndjson/rondas_2026-03-07.ndjson');

function evidenceFolder(): string {
  const dir = tempDir('binary-side-files');
  const db = new Database(join(dir, 'audits.db'));
  db.exec('CREATE TABLE runs (id TEXT)');
  db.close();
  writeFileSync(join(dir, 'report.pdf'), '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj << /Type /Catalog >> endobj\n', 'latin1');
  writeFileSync(join(dir, 'tables.json.gz'), gzipSync('{"tables": {}}'));
  copyFileSync(DEMO, join(dir, 'log.ndjson'));
  return dir;
}

const KINDS = [
  ['audits.db', 'a SQLite database', 'una base de datos SQLite'],
  ['report.pdf', 'a PDF document', 'un documento PDF'],
  ['tables.json.gz', 'gzip-compressed data', 'datos comprimidos con gzip'],
] as const;

describe('a tables file, mapping or config file that is a database, a PDF or compressed', () => {
  const dir = evidenceFolder();
  const run = (args: string[], lang: 'es' | 'en') => {
    const r = veedor([...args, '--lang', lang], { cwd: dir });
    expect(r.stderr).not.toMatch(STACK);
    return [r.code, r.stdout, r.stderr];
  };

  for (const [file, en, es] of KINDS) {
    it(`--tables ${file}: says it is ${en}, and which file to give`, () => {
      expect(run(['audit', 'log.ndjson', '--tables', file], 'en')).toEqual([2, '',
        `veedor: the tables file ${file} is not text but ${en}: give with --tables the file {"tables": {"<table_id>": {...}}}\n`]);
      expect(run(['audit', 'log.ndjson', '--tables', file], 'es')).toEqual([2, '',
        `veedor: el archivo de mesas ${file} no es texto sino ${es}: dé con --tables el archivo {"tables": {"<table_id>": {...}}}\n`]);
    });

    it(`--map ${file} (audit, import): says it is ${en}, and which file to give`, () => {
      for (const args of [['audit', '--map', file, EXPORT], ['import', '--map', file, EXPORT, '--out', 'x.ndjson']]) {
        expect(run(args, 'en')).toEqual([2, '',
          `veedor: ${file}: the file is not text but ${en}: with --map give the mapping of the casino system's export, a JSON file (veedor map init drafts one)\n`]);
        expect(run(args, 'es')).toEqual([2, '',
          `veedor: ${file}: el archivo no es texto sino ${es}: con --map dé la correspondencia de la exportación del sistema del casino, un archivo JSON (veedor map init redacta una)\n`]);
      }
    });

    it(`--config ${file}: says it is ${en}`, () => {
      expect(run(['audit', 'log.ndjson', '--config', file], 'en')).toEqual([2, '', `veedor: the config file ${file} is not text but ${en}: it must be a JSON file\n`]);
      expect(run(['audit', 'log.ndjson', '--config', file], 'es')).toEqual([2, '', `veedor: el archivo de configuración ${file} no es texto sino ${es}: debe ser un archivo JSON\n`]);
    });
  }
});
