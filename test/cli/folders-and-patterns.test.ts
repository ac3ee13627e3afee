// hostile30: `veedor audit logs/*.ndjson` where logs/ holds no such file: the shell passes the pattern as typed and
// the answer was "no such file: logs/*.ndjson", as if a file had that name; `veedor audit logs` (the folder for the
// logs in it) was "not a file: logs (it is a folder)", with no word of what to give. The pattern is said as one that
// matched nothing, and why (the folder holds none, or does not exist); a folder names the pattern of the logs it holds,
// or says it holds none directly. One line, exit 2, es and en; a name that is no pattern is "no such file" as before.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STACK, veedor } from './run-cli.js';
import { tempDir } from '../helpers/temp.js';

describe('a log given as a folder or as a pattern that matched nothing', () => {
  const dir = tempDir('folders-patterns');
  mkdirSync(join(dir, 'empty'));
  mkdirSync(join(dir, 'logs'));
  mkdirSync(join(dir, 'logs', 'old'));
  writeFileSync(join(dir, 'logs', 'a.ndjson'), '');
  writeFileSync(join(dir, 'logs', 'b.csv'), '');
  writeFileSync(join(dir, 'logs', 'c.ndjson'), '');
  writeFileSync(join(dir, 'logs', 'notes.txt'), '');
  writeFileSync(join(dir, 'empty', 'notes.txt'), '');

  it.each([
    ['audit', 'empty', 'en', 'not a file: empty (it is a folder, with no .json, .ndjson, .jsonl, .csv or .tsv file directly in it; give the log files themselves)'],
    ['validate', 'empty', 'es', 'no es un archivo: empty (es una carpeta, sin ningún archivo .json, .ndjson, .jsonl, .csv o .tsv en ella misma; dé los archivos de registro)'],
    ['audit', 'logs', 'en', 'not a file: logs (it is a folder; to read its 3 logs, give its files: logs/*.ndjson logs/*.csv)'],
    ['stats', 'logs/old', 'es', 'no es un archivo: logs/old (es una carpeta, sin ningún archivo .json, .ndjson, .jsonl, .csv o .tsv en ella misma; dé los archivos de registro)'],
    ['audit', 'logs/', 'es', 'no es un archivo: logs/ (es una carpeta; para leer sus 3 registros, dé sus archivos: logs/*.ndjson logs/*.csv)'],
    ['audit', 'empty/*.ndjson', 'en', 'no file matches the pattern empty/*.ndjson: the shell passed it as it was typed, because empty holds no file it matches'],
    ['validate', 'empty/*.ndjson', 'es', 'ningún archivo coincide con el patrón empty/*.ndjson: la terminal lo pasó tal como se escribió, porque empty no tiene ningún archivo que coincida'],
    ['stats', 'gone/2026-??-*.csv', 'en', 'no file matches the pattern gone/2026-??-*.csv: the shell passed it as it was typed, because the folder gone does not exist'],
    ['audit', 'gone/*.csv', 'es', 'ningún archivo coincide con el patrón gone/*.csv: la terminal lo pasó tal como se escribió, porque la carpeta gone no existe'],
    ['audit', 'a[1].ndjson', 'en', 'no such file: a[1].ndjson'],
  ])('%s %s --lang %s: one line, exit 2', (cmd, path, lang, line) => {
    const r = veedor([cmd, path, '--lang', lang], { cwd: dir });
    expect(r.stderr).not.toMatch(STACK);
    expect([r.code, r.stdout, r.stderr]).toEqual([2, '', `veedor: ${line}\n`]);
  });

  // hostile31: the pattern was built from each log's last extension (`*.gz`, which takes a backup's .tar.gz too) and
  // the folder as given (`day 1/*.ndjson`: two words to the shell); a hidden log, which `*` does not match, was counted
  // and not named.
  it('the patterns are what a shell reads back: whole log extensions, the folder quoted where needed, hidden logs named', () => {
    mkdirSync(join(dir, 'day 1'));
    for (const f of ['a.ndjson', 'b.ndjson.gz', '.c.csv', 'backup.tar.gz', 'notes.txt']) writeFileSync(join(dir, 'day 1', f), '');
    mkdirSync(join(dir, "it's"));
    writeFileSync(join(dir, "it's", 'a.CSV'), '');
    const said = (path: string, lang: string, cwd = dir) => veedor(['audit', path, '--lang', lang], { cwd });
    expect([said('day 1', 'en').code, said('day 1', 'en').stderr]).toEqual([2, "veedor: not a file: day 1 (it is a folder; to read its 3 logs, give its files: 'day 1'/*.ndjson 'day 1'/*.ndjson.gz 'day 1'/.c.csv)\n"]);
    expect(said('day 1/', 'es').stderr).toBe("veedor: no es un archivo: day 1/ (es una carpeta; para leer sus 3 registros, dé sus archivos: 'day 1'/*.ndjson 'day 1'/*.ndjson.gz 'day 1'/.c.csv)\n");
    expect(said("it's", 'en').stderr).toBe("veedor: not a file: it's (it is a folder; to read its 1 log, give its files: 'it'\\''s'/*.CSV)\n");
    expect(said('.', 'en', join(dir, 'day 1')).stderr).toBe('veedor: not a file: . (it is a folder; to read its 3 logs, give its files: *.ndjson *.ndjson.gz .c.csv)\n');
  });
});
