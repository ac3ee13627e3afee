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

  it.each([
    ['audit', a, 'en', `veedor: the symbolic links of ${a} form a loop (ELOOP): it leads to no file\n`],
    ['validate', a, 'es', `veedor: los enlaces simbólicos de ${a} forman un ciclo (ELOOP): no lleva a ningún archivo\n`],
    ['stats', gone, 'en', `veedor: no such file: ${gone} (a symbolic link to a file that does not exist)\n`],
    ['audit', gone, 'es', `veedor: no existe el archivo: ${gone} (un enlace simbólico a un archivo que no existe)\n`],
    ['audit', join(dir, 'never.ndjson'), 'en', `veedor: no such file: ${join(dir, 'never.ndjson')}\n`],
  ])('%s %s --lang %s: one line, exit 2', (cmd, path, lang, line) => {
    const r = veedor([cmd, path, '--lang', lang]);
    expect(r.stderr).not.toMatch(STACK);
    expect([r.code, r.stderr, r.stdout]).toEqual([2, line, '']);
  });
});
