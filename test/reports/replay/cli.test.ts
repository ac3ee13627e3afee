import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayCommand } from '../../../cli/commands/replay.js';
import { tempDir } from '../../helpers/audit-files.js';
import { ROOT } from '../../helpers/replay.js';

const DISPUTE = 'fixtures/pe-pot-luck-black-jack/art13-blackjack-paid-1-to-1.json';
const CLEAN = 'fixtures/pe-pot-luck-black-jack/clean-examples.json';

/** Runs the command with stdout captured. */
async function run(args: [string, string], o: Record<string, unknown> = {}): Promise<{ code: number; out: string }> {
  process.chdir(ROOT);
  let out = '';
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    out += String(chunk);
    return true;
  });
  vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  try {
    const code = await replayCommand(args[0], args[1], { lang: 'es', ...o });
    return { code, out };
  } finally {
    spy.mockRestore();
  }
}

afterEach(() => vi.restoreAllMocks());

describe('veedor replay', () => {
  it('prints the golden timeline; exit 1 for a hand with findings, 0 for a clean one', async () => {
    const dispute = await run([DISPUTE, 'PL-A13-BJ'], { lang: 'en' });
    expect(dispute.code).toBe(1);
    // The golden timeline, with the SHA-256 of the log read under the log record's line (the goldens are the documents', which name no digest).
    const sha = createHash('sha256').update(readFileSync(join(ROOT, DISPUTE))).digest('hex');
    const golden = readFileSync(join(ROOT, 'fixtures/replay/pe-pot-luck-black-jack/dispute-blackjack-paid-1-to-1.en.txt'), 'utf8');
    expect(dispute.out).toBe(golden.replace(/^(Log record: .*\n)/m, `$1SHA-256 of the log: ${sha}\n`));
    const clean = await run([CLEAN, 'EX-PLBJ-000014']);
    expect(clean.code).toBe(0);
    expect(clean.out).toContain('Hallazgos: ninguno');
  });

  it('writes the PDF and the HTML instead of printing', async () => {
    const dir = tempDir();
    const r = await run([DISPUTE, 'PL-A13-BJ'], { pdf: join(dir, 'h.pdf'), html: join(dir, 'h.html') });
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(readFileSync(join(dir, 'h.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
    expect(readFileSync(join(dir, 'h.html'), 'utf8')).toMatch(/^<!doctype html>/);
  });

  it('refuses what it cannot replay (exit 2): no such hand, no such file, a run id without the store, an unknown ruleset', async () => {
    await expect(run([DISPUTE, 'NOPE'])).rejects.toThrow(`hand NOPE is not in ${DISPUTE} (1 hand record read)`);
    await expect(run(['nowhere.ndjson', 'X'])).rejects.toThrow('no such file: nowhere.ndjson');
    await expect(run(['R-0123456789abcdef', 'X'])).rejects.toThrow(/looks like a run id/);
    await expect(run([DISPUTE, 'PL-A13-BJ'], { ruleset: 'nope' })).rejects.toThrow(/unknown ruleset nope/);
    expect(existsSync('X')).toBe(false);
  });
});
