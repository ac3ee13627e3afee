// hostile18: the PDF showed every character its standard fonts lack as "?", and dropped a zero-width space: hands
// `P-中` and `P-日` both printed `P-?`, dealers `张伟` and `李娜` both `??` (one dealer to the reader, in every entry and
// in the by-dealer table), a hand `x<U+200B>1` printed `x1` as the real hand `x1` beside it, and a dealer id holding a
// line break broke the entry's cell. A finding accuses a dealer: the PDF must name which. A character the fonts lack is
// now written as its escape (`\u4e2d`, `\u{1f600}`), as the terminal report writes a control character, and an id's
// line breaks, bidirectional overrides and invisible format characters (U+200B, U+2060, U+FEFF…) are escaped too.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractPages } from './extract.js';
import { auditToPdf } from './render-helpers.js';
import { pdfText } from '../../../reports/pdf/text.js';
import { terminalSafe } from '../../../reports/terminal-safe.js';

const ROOT = new URL('../../../', import.meta.url).pathname;
const HAND = (JSON.parse(readFileSync(join(ROOT, 'fixtures/pe-pot-luck-black-jack/clean-examples.json'), 'utf8')) as Record<string, any>[])[0]!;

/** The clean hand with its first payout one over: one finding (seat 4 owes 1.00). */
function overpaid(handId: string, dealerId: string, i: number): Record<string, any> {
  const h = structuredClone(HAND);
  h['hand_id'] = handId;
  h['dealer_id'] = dealerId;
  h['shoe_id'] = `S-${i}`;
  (h['events'] as { type: string; amount: number }[]).find((e) => e.type === 'payout')!.amount += 1;
  return h;
}

describe('ids in the PDF', () => {
  it('pdfText writes a character the fonts lack as its escape, never "?" or nothing', () => {
    expect(pdfText('中')).toBe('\\u4e2d');
    expect(pdfText('P-\u{1f600}')).toBe('P-\\u{1f600}');
    expect(pdfText('x\u200b1')).toBe('x\\u200b1');
    expect(pdfText('a\u0007b')).toBe('a\\u0007b');
    // What the fonts hold, and the typographic stand-ins, as before.
    expect(pdfText('Begoña «Muñoz» — a − b ≥ c')).toBe('Begoña «Muñoz» — a - b >= c');
    expect(terminalSafe('x\u200b1\u2060\ufeff\u00ad')).toBe('x\\u200b1\\u2060\\ufeff\\u00ad');
  });

  it('hands and dealers that differ only in characters outside WinAnsi, or invisible ones, stay apart in the entries', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'veedor-pdf-ids-'));
    try {
      const log = join(dir, 'ids.ndjson');
      const rows = [['P-中', '张伟'], ['P-日', '李娜'], ['x1', 'D-1\nX'], ['x\u200b1', '\u202eRTL']];
      writeFileSync(log, rows.map(([h, d], i) => JSON.stringify(overpaid(h!, d!, i))).join('\n') + '\n');
      const r = await auditToPdf([log], 'en');
      expect(r.findings.map((f) => f.hand_id)).toEqual(rows.map(([h]) => h));
      const text = (await extractPages(r.pdf)).map((p) => p.text).join('\n');
      for (const s of ['P-\\u4e2d', 'P-\\u65e5', '\\u5f20\\u4f1f', '\\u674e\\u5a1c', 'x\\u200b1', 'D-1\\u000aX', '\\u202eRTL']) expect(text).toContain(s);
      expect(text).not.toMatch(/P-\?|\?\?/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
