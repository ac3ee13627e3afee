// hostile24: the config file (./veedor.config.json, --config FILE) is JSON, whose encoding is UTF-8, as a tables file.
// Saved in Latin-1, it was decoded with U+FFFD for its accented letters: a casino "Casino España" was printed on the
// PDF's cover as "Casino Espa\ufffda", without a word. A key written twice ("lang": "en", "lang": "es") was read as
// the last. Each now stops the command, exit 2, one line; a UTF-8 file with its byte-order mark is read.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, STACK, veedor } from './run-cli.js';
import { tempDir } from '../helpers/temp.js';

const LOG = join(ROOT, 'fixtures', 'examples', 'pe-pot-luck-black-jack.ndjson');
const dir = tempDir('config-encoding');
const config = (bytes: Buffer) => writeFileSync(join(dir, 'veedor.config.json'), bytes);

describe('a config file that is not UTF-8, or says a key twice', () => {
  it('Latin-1: one line naming the line of the byte, es and en, exit 2, no PDF written', () => {
    config(Buffer.from('{\n "lang": "en",\n "casino": "Casino Espa\u00f1a"\n}\n', 'latin1'));
    const en = veedor(['audit', LOG, '--pdf', 'x.pdf'], { cwd: dir });
    expect(en.stderr).not.toMatch(STACK);
    expect([en.code, en.stdout, en.stderr]).toEqual([2, '', 'veedor: the config file veedor.config.json is not UTF-8 (JSON\'s encoding): line 3 holds bytes that are not (Latin-1?); save it as UTF-8\n']);
    const es = veedor(['audit', LOG, '--pdf', 'x.pdf', '--lang', 'es'], { cwd: dir });
    expect([es.code, es.stderr]).toEqual([2, 'veedor: el archivo de configuración veedor.config.json no es UTF-8 (la codificación de JSON): la línea 3 tiene bytes que no lo son (¿Latin-1?); guárdelo como UTF-8\n']);
    expect(existsSync(join(dir, 'x.pdf'))).toBe(false);
  });

  it('UTF-16 with its mark: said as UTF-16 (it was "not valid JSON")', () => {
    config(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('{"lang": "en"}', 'utf16le')]));
    const r = veedor(['rules', '--lang', 'en'], { cwd: dir });
    expect([r.code, r.stdout, r.stderr]).toEqual([2, '', 'veedor: the config file veedor.config.json is UTF-16 text, not UTF-8 (JSON\'s encoding): save it as UTF-8\n']);
  });

  it('a key written twice: refused naming it (the last was kept)', () => {
    config(Buffer.from('{"lang": "en", "lang": "es"}'));
    const r = veedor(['rules', '--lang', 'en'], { cwd: dir });
    expect([r.code, r.stdout, r.stderr]).toEqual([2, '', 'veedor: the config file veedor.config.json: the key "lang" is written twice\n']);
  });

  it('UTF-8 with its byte-order mark and an accented casino: read', () => {
    config(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"lang": "en", "casino": "Casino Espa\u00f1a"}', 'utf8')]));
    const r = veedor(['rules'], { cwd: dir });
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toMatch(/pe-pot-luck-black-jack/);
  });
});
