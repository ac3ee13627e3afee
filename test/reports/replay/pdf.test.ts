import { describe, expect, it } from 'vitest';
import { MIN_LAST_PAGE, renderAt, renderReplayPdf, replayPdfLayout } from '../../../reports/replay/pdf.js';
import { replayOf, rulesetsCountingDealerExtraCards } from '../../helpers/replay.js';
import { hostileHandLog } from '../../helpers/hostile-hand.js';
import { extractPages, overlaps } from '../pdf/extract.js';
import { TOOL_NAME, TOOL_VERSION } from '../../../audit/tool.js';

/** The text drawn on the pages, one item per string drawn, as a PDF reader sees it (the audit report's tests read it the same way). */
async function pdfWords(pdf: Buffer): Promise<string[]> {
  return (await extractPages(pdf)).flatMap((p) => p.items.map((i) => i.str));
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
    // Pot Luck read as counting the dealer's extra card, so the hand has its what-if (the catalog itself settles on his 17).
    const words = (await pdfWords(await renderReplayPdf(await replayOf(CASES[0][0], CASES[0][1], 'es', rulesetsCountingDealerExtraCards())))).join(' ');
    expect(words).toContain('PL-A14-DEALER-17');
    expect(words).toContain('HALLAZGO');
    expect(words).toContain('CONTRAFÁCTICO:');
    expect(words).toContain('debido al jugador del asiento 3 PEN 120.00');
    // Art. 14º quoted from the regulation (one word at a time on the page).
    expect(words).toContain('«Artículo 14º.-');
    expect(words).toContain('vuele.»');
  });

  it('draws cards as pictures: no suit character reaches the standard fonts', async () => {
    const words = await pdfWords(await renderReplayPdf(await replayOf(CASES[0][0], CASES[0][1], 'en')));
    expect(words.join(' ')).not.toMatch(/[♠♥♦♣]/);
    // The ranks of the cards are drawn on their own: the dealer's Q and 7, the drawn 2.
    expect(words).toEqual(expect.arrayContaining(['Q', '7', '2']));
  });

  it('is laid out on the audit report\'s frame: every page says page N of the total, the hand and the tool', async () => {
    const pages = await extractPages(await renderReplayPdf(await replayOf(CASES[1][0], CASES[1][1], 'es')));
    expect(pages.length).toBe(2);
    pages.forEach((p, i) => {
      const m = /Página (\d+) de\s*(\d+)/.exec(p.text);
      expect([Number(m?.[1]), Number(m?.[2])]).toEqual([i + 1, 2]);
      expect(p.text).toContain(`PL-A18-POOL · ${TOOL_NAME} ${TOOL_VERSION}`);
    });
  });

  it('a hand that fits one page is not split over two: no page holds a stray line or two', async () => {
    // At full size MB-DOB-ACES leaves a line on a second page; a slightly smaller type holds it on one.
    const doc = await replayOf('fixtures/demo/black-jack-marbella.ndjson', 'MB-DOB-ACES', 'es');
    const full = await renderAt(doc, 1);
    expect(full.pages).toBe(2);
    expect(full.lastPageFill).toBeLessThan(MIN_LAST_PAGE);
    const chosen = await replayPdfLayout(doc);
    expect({ pages: chosen.pages, scale: chosen.scale }).toEqual({ pages: 1, scale: 0.92 });
    expect(pageCount(await renderReplayPdf(doc))).toBe(1);
    // A hand that needs two pages keeps its full type, and its second page holds more than a few lines.
    const pool = await replayPdfLayout(await replayOf(CASES[1][0], CASES[1][1], 'es'));
    expect(pool.pages).toBe(2);
    expect(pool.lastPageFill).toBeGreaterThanOrEqual(MIN_LAST_PAGE);
    for (const [log, hand] of CASES) {
      for (const lang of ['es', 'en'] as const) {
        const l = await replayPdfLayout(await replayOf(log, hand, lang));
        if (l.pages > 1) expect(l.lastPageFill, `${hand} ${lang}`).toBeGreaterThanOrEqual(MIN_LAST_PAGE);
      }
    }
  });

  it('prints a long citation in the right column whole, on one line, over nothing', async () => {
    // Pai gow's "Art. 10-10.15(B)(2)" and Marbella's "Desarrollo del juego" are wider than the column's 62 pt.
    for (const [log, hand, cite] of [
      ['fixtures/pr-8669-pai-gow-bonus/a-rng.json', 'FX-PG-A01', 'Art. 10-10.15(B)(2)'],
      ['fixtures/es-marbella-black-jack/blackjack-dealer-blackjack-takes-all.json', 'MB-BJ-DEALER', 'Desarrollo del juego'],
    ] as const) {
      for (const lang of ['es', 'en'] as const) {
        const pages = await extractPages(await renderReplayPdf(await replayOf(log, hand, lang)));
        expect(pages.flatMap((p) => p.items.map((i) => i.str)), `${hand} ${lang}`).toContain(cite);
        expect(overlaps(pages), `${hand} ${lang}`).toEqual([]);
      }
    }
  });

  it('names the log\'s SHA-256 and the record\'s file and line', async () => {
    const doc = await replayOf(CASES[0][0], CASES[0][1], 'en');
    doc.head.sha256 = '0123456789abcdef'.repeat(4);
    const words = (await pdfWords(await renderReplayPdf(doc))).join(' ');
    expect(words).toContain(`SHA-256 of the log: ${'0123456789abcdef'.repeat(4)}`);
    expect(words).toContain(`Log record: ${CASES[0][0]}:2`);
  });

  // pdf27: the log's SHA-256 was on the first page only; a second page torn out of a dispute file named the hand and
  // the tool, not the evidence it was read from.
  it('repeats the log\'s SHA-256 in every page\'s footer', async () => {
    const doc = await replayOf(CASES[1][0], CASES[1][1], 'es');
    doc.head.sha256 = 'fedcba9876543210'.repeat(4);
    const pages = await extractPages(await renderReplayPdf(doc));
    expect(pages.length).toBe(2);
    pages.forEach((p, i) => expect(p.text.replace(/\s+/g, ' '), `page ${i + 1}`).toContain(`SHA-256 del registro: ${'fedcba9876543210'.repeat(4)}`));
    // On the page, above its bottom edge and inside the replay's 36-point margins.
    for (const p of pages) {
      for (const it of p.items.filter((x) => x.str.includes('fedcba98'))) {
        expect(it.y).toBeGreaterThan(8);
        expect(it.x + it.w).toBeLessThan(p.width - 36);
      }
    }
  });

  it('keeps hostile log text as text', async () => {
    const { path, hand } = hostileHandLog();
    const words = (await pdfWords(await renderReplayPdf(await replayOf(path, hand, 'en')))).join(' ');
    expect(words).toContain('<script>alert(1)</script>');
  });
  // pdf27: a Spanish replay said «HALLAZGO Art. 10-10.15(A) (procedure/bonus-requires-rng)», the category's id in English.
  it('names the finding\'s category in the replay\'s language, beside the rule\'s id', async () => {
    for (const [lang, head, not] of [
      ['es', 'HALLAZGO Art. 10-10.15(A) (Procedimiento · bonus-requires-rng):', 'procedure/'],
      ['en', 'FINDING Art. 10-10.15(A) (Procedure · bonus-requires-rng):', 'procedure/'],
    ] as const) {
      const pages = await extractPages(await renderReplayPdf(await replayOf('fixtures/pr-8669-pai-gow-bonus/a-rng.json', 'FX-PG-A01', lang)));
      const text = pages.map((p) => p.text).join(' ').replace(/\s+/g, ' ');
      expect(text, lang).toContain(head);
      expect(text, lang).not.toContain(not);
    }
  });
});
