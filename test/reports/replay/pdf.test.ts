import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { renderReplayPdf } from '../../../reports/replay/pdf.js';
import { replayOf } from '../../helpers/replay.js';
import { hostileHandLog } from '../../helpers/hostile-hand.js';

/** The text drawn on the pages: pdfkit writes standard-font text as hex strings in deflated streams. */
function pdfWords(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const words: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let body: string;
    try {
      body = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    // One TJ array is one string drawn, split only where kerning adjusts it.
    for (const tj of body.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      words.push([...tj[1]!.matchAll(/<([0-9a-f]*)>/gi)].map((t) => Buffer.from(t[1]!, 'hex').toString('latin1')).join(''));
    }
  }
  return words;
}

const pageCount = (pdf: Buffer) => Number(/\/Type \/Pages\s*\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1]);

const CASES = [
  ['fixtures/pe-pot-luck-black-jack/art14-dealer-draws-on-17.json', 'PL-A14-DEALER-17'],
  ['fixtures/pe-pot-luck-black-jack/art18-pool-wrong-winner-commission-over-5.json', 'PL-A18-POOL'],
  ['fixtures/pe-pot-luck-black-jack/clean-examples.json', 'EX-PLBJ-000008'],
] as const;

describe('replay PDF', () => {
  for (const [log, hand] of CASES) {
    for (const lang of ['es', 'en'] as const) {
      it(`${hand} (${lang}): one or two pages, the same bytes every time`, async () => {
        const a = await renderReplayPdf(await replayOf(log, hand, lang));
        const b = await renderReplayPdf(await replayOf(log, hand, lang));
        expect(a.subarray(0, 5).toString()).toBe('%PDF-');
        expect(a.equals(b)).toBe(true);
        expect(pageCount(a)).toBeGreaterThanOrEqual(1);
        expect(pageCount(a)).toBeLessThanOrEqual(2);
      });
    }
  }

  it('tells the dispute: the finding, the counterfactual, the balance and the article quoted', async () => {
    const words = pdfWords(await renderReplayPdf(await replayOf(CASES[0][0], CASES[0][1], 'es'))).join(' ');
    expect(words).toContain('PL-A14-DEALER-17');
    expect(words).toContain('HALLAZGO');
    expect(words).toContain('CONTRAFÁCTICO:');
    expect(words).toContain('debido al jugador del asiento 3 PEN 120.00');
    // Art. 14º quoted from the regulation (one word at a time on the page).
    expect(words).toContain('«Artículo 14º.-');
    expect(words).toContain('vuele.»');
  });

  it('draws cards as pictures: no suit character reaches the standard fonts', async () => {
    const words = pdfWords(await renderReplayPdf(await replayOf(CASES[0][0], CASES[0][1], 'en')));
    expect(words.join(' ')).not.toMatch(/[♠♥♦♣]/);
    // The ranks of the cards are drawn on their own: the dealer's Q and 7, the drawn 2.
    expect(words).toEqual(expect.arrayContaining(['Q', '7', '2']));
  });

  it('keeps hostile log text as text', async () => {
    const { path, hand } = hostileHandLog();
    const words = pdfWords(await renderReplayPdf(await replayOf(path, hand, 'en'))).join(' ');
    expect(words).toContain('<script>alert(1)</script>');
  });
});
