// The terminal report counted one hand in the plural ("File: log.ndjson  1 hands, 0 rejected"; "1 = 1 auditadas";
// "Art. 9º (surrender-offer): 1 hands — ..."), as verify once counted "1 ejecuciones selladas"; now each count
// takes its noun's number (engine/core/plural.ts), in both languages.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/audit-files.js';
import { ROOT, veedor } from './run-cli.js';

const hand = JSON.parse(readFileSync(join(ROOT, 'fixtures', 'examples', 'pe-pot-luck-black-jack.ndjson'), 'utf8').split('\n')[0]!);

describe('the terminal report counts one hand in the singular', () => {
  const dir = tempDir('terminal-counts');
  const log = join(dir, 'log.ndjson');
  // One hand with no events: audited, its procedure articles not checkable on 1 hand.
  writeFileSync(log, JSON.stringify({ ...hand, events: [] }) + '\n');

  it('in English', () => {
    const r = veedor(['audit', 'log.ndjson', '--lang', 'en', '--no-color'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('  File: log.ndjson  1 hand, 0 rejected\n');
    expect(r.stdout).toContain('  Hands read: 1 = 1 audited + 0 rejected\n');
    expect(r.stdout).toContain('    pe-pot-luck-black-jack Art. 9º (surrender-offer): 1 hand — these hands\' log');
  });

  it('in Spanish', () => {
    const r = veedor(['audit', 'log.ndjson', '--no-color'], { cwd: dir });
    expect(r.stdout).toContain('  Archivo: log.ndjson  1 mano, 0 rechazadas\n');
    expect(r.stdout).toContain('  Manos leídas: 1 = 1 auditada + 0 rechazadas\n');
    expect(r.stdout).toContain('    pe-pot-luck-black-jack Art. 9º (surrender-offer): 1 mano — el registro de');
  });
});
