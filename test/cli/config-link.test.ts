// veedor.config.json in the working folder that is a symbolic link going round in a loop: existsSync said "no such
// file" (stat fails with ELOOP) and the config was silently ignored, while a folder or a FIFO there is exit 2.
// Anything named so is now read as the config, and a link that cannot be followed is one line, exit 2.
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/temp.js';
import { veedor } from './run-cli.js';

describe('veedor.config.json that is a symbolic link', () => {
  it('a loop is exit 2 with one line naming it, in Spanish and in English', () => {
    const dir = tempDir('config-loop');
    symlinkSync('veedor.config.json', join(dir, 'veedor.config.json'));
    const es = veedor(['rules'], { cwd: dir });
    expect({ code: es.code, stdout: es.stdout, stderr: es.stderr }).toEqual({
      code: 2, stdout: '',
      stderr: 'veedor: el archivo de configuración veedor.config.json no se puede leer: ELOOP: demasiados enlaces simbólicos (un bucle)\n',
    });
    const en = veedor(['rules', '--lang', 'en'], { cwd: dir });
    expect({ code: en.code, stderr: en.stderr }).toEqual({
      code: 2, stderr: 'veedor: the config file veedor.config.json cannot be read: ELOOP: too many symbolic links encountered\n',
    });
  });

  it('a link to nowhere is exit 2 too (the file it names does not exist); a link to a real config is read', () => {
    const dir = tempDir('config-link');
    symlinkSync('gone.json', join(dir, 'veedor.config.json'));
    const r = veedor(['rules'], { cwd: dir });
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 2, stderr: 'veedor: el archivo de configuración veedor.config.json no existe\n' });
    const ok = tempDir('config-link-ok');
    mkdirSync(join(ok, 'conf'));
    writeFileSync(join(ok, 'conf', 'real.json'), '{"lang": "en"}');
    symlinkSync(join('conf', 'real.json'), join(ok, 'veedor.config.json'));
    expect(veedor(['rules', 'pe-pot-luck-black-jack', '13'], { cwd: ok }).stdout.split('\n')[3])
      .toBe('Art. 13º — Blackjack for a player or the dealer  [enforced]');
  });
});
