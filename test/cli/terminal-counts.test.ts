// The terminal report counted one hand in the plural ("File: log.ndjson  1 hands, 0 rejected"; "1 = 1 auditadas";
// "Art. 9º (surrender-offer): 1 hands — ..."), as verify once counted "1 ejecuciones selladas"; now each count
// takes its noun's number (engine/core/plural.ts), in both languages. So do verify's re-audit line and what report
// and export say they wrote ("1 findings", "1 hands").
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

describe('one finding and one hand, in verify, report and export', () => {
  const dir = tempDir('one-finding');
  // The example hand with its winning split hand paid 90 of 100: one finding.
  const short = structuredClone(hand);
  const payout = (short.events as Record<string, unknown>[]).find((e) => e['type'] === 'payout')!;
  payout['amount'] = Number(payout['amount']) - 10;
  writeFileSync(join(dir, 'one.ndjson'), JSON.stringify(short) + '\n');

  it('is counted in the singular', () => {
    expect(veedor(['audit', 'one.ndjson', '--db', 'a.db', '--quiet'], { cwd: dir }).code).toBe(1);
    const v = veedor(['verify', 'latest', '--db', 'a.db', '--stored-paths', '--lang', 'en'], { cwd: dir });
    expect(v.stdout).toMatch(/✔ Re-audit: R-[0-9a-f]{16}, 1 finding, digest /);
    const r = veedor(['report', 'latest', '--db', 'a.db', '--pdf', 'r.pdf', '--stored-paths'], { cwd: dir });
    expect(r.stderr).toMatch(/^veedor: se escribió r\.pdf: ejecución R-[0-9a-f]{16}, 1 hallazgo, de a\.db\n$/);
    const e = veedor(['export', 'latest', '--db', 'a.db', '--out', 'bundle', '--lang', 'en'], { cwd: dir });
    expect(e.stderr).toMatch(/^veedor: wrote bundle: run R-[0-9a-f]{16}, 1 finding, 1 hand, chain head [0-9a-f]{64}\n$/);
  });
});

