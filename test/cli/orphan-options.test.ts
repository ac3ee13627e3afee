import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/audit-files.js';
import { DEMO, veedor } from './run-cli.js';

// hostile17: an option that means something only beside another was dropped silently when given alone:
// `audit --casino X` without --pdf (no cover to name it on), `stats FILE --run R` and `replay FILE H --root DIR`
// without --db (no stored run), `summary --shifts H` and `stats --shifts H` without grouping by shift. Each is
// refused in one line (exit 2), as `audit --stats` without --pdf and `stats --root` without --db already were;
// a config file's casino (a default) is not a flag given alone.
describe('an option given without the one it goes with', () => {
  it('is refused in one line, es and en, nothing written', () => {
    const dir = tempDir();
    const store = join(dir, 's.db');
    expect(veedor(['audit', DEMO, '--db', store, '--quiet'], { cwd: dir }).code).toBe(1);
    const cases: [string[], string, string][] = [
      [['audit', DEMO, '--casino', 'Casino Atlantic', '--out', join(dir, 'r.json')],
        "--casino names the establishment on the PDF's cover: give --pdf FILE too",
        '--casino nombra el establecimiento en la portada del PDF: dé también --pdf ARCHIVO'],
      [['stats', DEMO, '--run', 'latest'], '--run picks a stored run: use it with --db', '--run elige una ejecución guardada: úselo con --db'],
      [['replay', DEMO, 'PL-A13-BJ', '--root', dir], "--root says where a stored run's logs are now: use it with --db",
        '--root dice dónde están ahora los registros de una ejecución guardada: úselo con --db'],
      [['summary', '--db', store, '--shifts', '6,14,22'], '--shifts sets the hours shifts start at: use it with --by shift',
        '--shifts fija las horas en que empiezan los turnos: úselo con --by shift'],
      [['stats', DEMO, '--shifts', '7,19', '--by', 'dealer', 'table'], '--shifts sets the hours shifts start at: use it with --by shift',
        '--shifts fija las horas en que empiezan los turnos: úselo con --by shift'],
    ];
    for (const [args, en, es] of cases) {
      expect(veedor([...args, '--lang', 'en'], { cwd: dir }), args.join(' ')).toEqual({ code: 2, signal: null, stdout: '', stderr: `veedor: ${en}\n` });
      expect(veedor([...args, '--lang', 'es'], { cwd: dir }).stderr).toBe(`veedor: ${es}\n`);
    }
    expect(existsSync(join(dir, 'r.json'))).toBe(false);
  });

  it('with the option it goes with, or from a config file, it runs', () => {
    const dir = tempDir();
    const store = join(dir, 's.db');
    expect(veedor(['audit', DEMO, '--db', store, '--quiet', '--pdf', join(dir, 'r.pdf'), '--casino', 'Casino Atlantic', '--lang', 'en'], { cwd: dir }).code).toBe(1);
    expect(veedor(['summary', '--db', store, '--by', 'shift', '--shifts', '7,19', '--lang', 'en'], { cwd: dir }).stdout).toMatch(/Shifts \(the hand's local time\): 07:00, 19:00/);
    expect(veedor(['stats', '--db', store, '--run', 'latest', '--root', '/', '--format', 'json', '--lang', 'en'], { cwd: dir }).code).toBe(0);
    expect(veedor(['stats', DEMO, '--by', 'dealer', 'shift', '--shifts', '7,19', '--format', 'json', '--lang', 'en'], { cwd: dir }).code).toBe(0);
    writeFileSync(join(dir, 'veedor.config.json'), JSON.stringify({ casino: 'Casino Atlantic' }));
    expect(veedor(['audit', DEMO, '--quiet', '--lang', 'en'], { cwd: dir }).code).toBe(1);
  });
});
