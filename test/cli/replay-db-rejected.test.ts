import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/audit-files.js';
import { ROOT, veedor } from './run-cli.js';

// hostile17: `replay latest HAND --db` of a hand whose record the run rejected said "hand … is not among the hands
// run R audited", as for an id the run never read; `replay LOG HAND` says the record was rejected and why. From the
// store now too: a record rejected with its hand_id (a schema refusal) is that finding; a hand whose record named no
// hand (it did not parse) is pointed to the log, which names it.
const BAD = join(ROOT, 'fixtures', 'bad-input');

describe('replay --db of a hand the run rejected', () => {
  it('a schema refusal: its finding, es and en, exit 2', () => {
    const dir = tempDir();
    copyFileSync(join(BAD, 'numbers-as-strings.ndjson'), join(dir, 'n.ndjson'));
    expect(veedor(['audit', 'n.ndjson', '--db', 's.db', '--quiet'], { cwd: dir }).code).toBe(1);
    const en = veedor(['replay', 'latest', 'STR-AMOUNT', '--db', 's.db', '--lang', 'en'], { cwd: dir });
    expect(en).toMatchObject({ code: 2, stdout: '' });
    expect(en.stderr).toMatch(/^veedor: hand STR-AMOUNT cannot be replayed: run R-[0-9a-f]{16} rejected its record: .*\(n\.ndjson:1 \[events\[2\]\.amount\]\): "55" must be number\n$/);
    const es = veedor(['replay', 'latest', 'STR-AMOUNT', '--db', 's.db', '--lang', 'es'], { cwd: dir });
    expect(es.stderr).toMatch(/^veedor: la mano STR-AMOUNT no puede reproducirse: la ejecución R-[0-9a-f]{16} rechazó su registro: .*n\.ndjson:1.*\n$/);
  });

  it('a record that did not parse: not audited, and the log named as the way to know', () => {
    const dir = tempDir();
    copyFileSync(join(BAD, 'json-array-missing-quote.json'), join(dir, 'q.json'));
    expect(veedor(['audit', 'q.json', '--db', 's.db', '--quiet'], { cwd: dir }).code).toBe(1);
    const en = veedor(['replay', 'latest', 'H-05', '--db', 's.db', '--lang', 'en'], { cwd: dir });
    expect(en).toMatchObject({ code: 2, stdout: '' });
    expect(en.stderr).toMatch(/^veedor: hand H-05 is not among the hands run R-[0-9a-f]{16} audited \(the run could not read 1 record, which names no hand: veedor replay LOG H-05 reads the log itself and says whether it was that one\)\n$/);
    expect(veedor(['replay', 'latest', 'H-05', '--db', 's.db', '--lang', 'es'], { cwd: dir }).stderr).toMatch(/\(la ejecución no pudo leer 1 registro, que no nombra ninguna mano: veedor replay REGISTRO H-05 lee el registro mismo y dice si era ese\)\n$/);
    // And the log itself says it: its record was rejected.
    expect(veedor(['replay', 'q.json', 'H-05', '--lang', 'en'], { cwd: dir }).stderr).toMatch(/^veedor: hand H-05 in q\.json cannot be replayed: .*q\.json:6/);
  });
});
