// A log given as a symbolic link that leads to itself (a loop) was "no such file: X", though X is there for
// ls to show; a link to a file that is gone said nothing of the link. Each is now said as what it is, one line,
// exit 2, in both languages.
import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STACK, veedor } from './run-cli.js';
import { tempDir } from '../helpers/temp.js';

describe('a log given as a broken symbolic link', () => {
  const dir = tempDir('symlinks');
  const a = join(dir, 'a.ndjson');
  const b = join(dir, 'b.ndjson');
  symlinkSync(b, a);
  symlinkSync(a, b);
  const gone = join(dir, 'gone.ndjson');
  symlinkSync(join(dir, 'deleted.ndjson'), gone);
  const long = join(dir, `${'a'.repeat(5000)}.ndjson`);
  const underFile = join(process.cwd(), 'fixtures/demo/pot-luck-lima.ndjson', 'hands.ndjson');

  it.each([
    ['audit', a, 'en', `veedor: the symbolic links of ${a} form a loop (ELOOP): it leads to no file\n`],
    ['validate', a, 'es', `veedor: los enlaces simbólicos de ${a} forman un ciclo (ELOOP): no lleva a ningún archivo\n`],
    ['stats', gone, 'en', `veedor: no such file: ${gone} (a symbolic link to a file that does not exist)\n`],
    ['audit', gone, 'es', `veedor: no existe el archivo: ${gone} (un enlace simbólico a un archivo que no existe)\n`],
    ['audit', join(dir, 'never.ndjson'), 'en', `veedor: no such file: ${join(dir, 'never.ndjson')}\n`],
    // The system's answers for a name it cannot look up (both read "no such file" before).
    ['audit', long, 'en', `veedor: the name is too long for the system (ENAMETOOLONG, ${long.length} characters): ${long}\n`],
    ['validate', long, 'es', `veedor: el nombre es demasiado largo para el sistema (ENAMETOOLONG, ${long.length} caracteres): ${long}\n`],
    ['audit', underFile, 'en', `veedor: a part of the path is not a folder (ENOTDIR): ${underFile}\n`],
    ['stats', underFile, 'es', `veedor: una parte de la ruta no es una carpeta (ENOTDIR): ${underFile}\n`],
    ['replay', long, 'en', `veedor: the name is too long for the system (ENAMETOOLONG, ${long.length} characters): ${long}\n`],
    ['replay', underFile, 'es', `veedor: una parte de la ruta no es una carpeta (ENOTDIR): ${underFile}\n`],
    ['replay', a, 'en', `veedor: the symbolic links of ${a} form a loop (ELOOP): it leads to no file\n`],
  ])('%s %s --lang %s: one line, exit 2', (cmd, path, lang, line) => {
    const r = veedor(cmd === 'replay' ? [cmd, path, 'H-1', '--lang', lang] : [cmd, path, '--lang', lang]);
    expect(r.stderr).not.toMatch(STACK);
    expect([r.code, r.stderr, r.stdout]).toEqual([2, line, '']);
  });
});

// A store (--db) or an output given as a loop of links printed the system's "ELOOP: too many symbolic links
// encountered, stat …" (replay, findings, stats, verify), or "no audit store at X" (runs), for a path ls shows.
describe('a store or an output given as a loop of symbolic links', () => {
  const dir = tempDir('symlink-store');
  const a = join(dir, 'a.db');
  const b = join(dir, 'b.db');
  symlinkSync(b, a);
  symlinkSync(a, b);
  const log = 'fixtures/demo/pot-luck-lima.ndjson';
  const store = (lang: 'es' | 'en') => lang === 'en'
    ? `veedor: the symbolic links of the audit store ${a} form a loop (ELOOP): it leads to no file\n`
    : `veedor: los enlaces simbólicos del almacén de auditoría ${a} forman un ciclo (ELOOP): no lleva a ningún archivo\n`;

  it.each([
    [['replay', 'latest', 'h1', '--db', a], 'en', store('en')],
    [['findings', '--db', a], 'es', store('es')],
    [['stats', '--db', a], 'en', store('en')],
    [['runs', '--db', a], 'es', store('es')],
    [['verify', 'latest', '--db', a], 'en', store('en')],
    [['audit', log, '--db', a], 'en', `veedor: cannot write --db ${a}: its symbolic links form a loop (ELOOP): it leads to no file\n`],
    [['audit', log, '--format', 'json', '--out', a], 'es', `veedor: no se puede escribir --out ${a}: sus enlaces simbólicos forman un ciclo (ELOOP): no lleva a ningún archivo\n`],
  ])('%j --lang %s: one line, exit 2', (args, lang, line) => {
    const r = veedor([...args, '--lang', lang]);
    expect(r.stderr).not.toMatch(STACK);
    expect([r.code, r.stderr, r.stdout]).toEqual([2, line, '']);
  });
});
