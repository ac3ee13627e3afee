import { statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CARD_GLYPH_PATTERN } from '../../../engine/core/cards.js';
import { renderReplayHtml } from '../../../reports/replay/html.js';
import type { ReplayDoc } from '../../../reports/replay/model.js';
import { launchChromium } from '../../helpers/chromium.js';
import { tempDir } from '../../helpers/temp.js';
import type { Chromium } from '../../helpers/chromium.js';
import { replayOf, rulesetsCountingDealerExtraCards } from '../../helpers/replay.js';
import { hostileHandLog } from '../../helpers/hostile-hand.js';

const out = tempDir('replay-html');
let browser: Chromium | undefined;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens a page and records everything a replay page must never do: requests, dialogs, script errors. */
async function open(doc: ReplayDoc, name: string): Promise<{ page: Page; requests: string[]; dialogs: string[]; errors: string[]; url: string }> {
  const file = join(out, `${name}.html`);
  writeFileSync(file, renderReplayHtml(doc));
  const url = pathToFileURL(file).href;
  const page = await browser!.context.newPage();
  const requests: string[] = [];
  const dialogs: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  page.on('dialog', (d) => { dialogs.push(d.message()); void d.dismiss(); });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url);
  return { page, requests, dialogs, errors, url };
}

const visible = (page: Page) => page.locator('section.step:not([hidden])');

describe('replay HTML in headless Chromium', () => {
  it('clicks through every step of the disputed dealer-drew-on-17 hand and shows its table, cards, article and findings', async () => {
    // Pot Luck read as counting the dealer's extra card, so the hand has its what-if (the catalog itself settles on his 17).
    const doc = await replayOf('fixtures/pe-pot-luck-black-jack/art14-dealer-draws-on-17.json', 'PL-A14-DEALER-17', 'es', rulesetsCountingDealerExtraCards());
    const { page, requests, dialogs, errors, url } = await open(doc, 'dealer-17');
    const total = doc.steps.length + 1;
    expect(await page.locator('#prev').isDisabled()).toBe(true);

    for (let i = 1; i <= total; i++) {
      expect(await page.textContent('#counter')).toBe(`Paso ${i} de ${total}`);
      expect(await visible(page).count()).toBe(1);
      expect(await visible(page).getAttribute('data-step')).toBe(String(i));
      expect(await page.inputValue('#slider')).toBe(String(i));
      const step = doc.steps[i - 1];
      if (step) {
        const section = visible(page);
        expect(await section.locator('.narration').textContent()).toBe(step.text);
        expect(await section.locator('.felt .who').allTextContents()).toEqual(step.table);
        const glyphs = step.table.join(' ').match(CARD_GLYPH_PATTERN) ?? [];
        expect(await section.locator('.felt .card').count()).toBe(glyphs.length);
        expect(await section.locator('.felt .card.back').count()).toBe(glyphs.filter((g) => g === '??').length);
        const article = (await section.locator('aside.article').textContent()) ?? '';
        if (step.article) {
          const a = doc.articles.find((x) => x.article === step.article)!;
          expect(article).toContain(`Rige: ${a.article} — ${a.title}`);
          expect(article).toContain(a.text_es.slice(0, 60));
        } else {
          expect(article).toContain('Ningún artículo conservado');
        }
        expect(await section.locator('.finding').allTextContents()).toHaveLength(step.findings.length);
        for (const [k, f] of step.findings.entries()) {
          expect(await section.locator('.finding').nth(k).textContent()).toContain(f.message);
        }
      } else {
        // The last step is the settlement: requirement per wager, the counterfactual, the balance.
        const section = visible(page);
        expect(await section.locator('table.wagers tbody tr').count()).toBe(doc.wagers.length);
        expect(await section.locator('.counterfactual').textContent()).toContain('no es un hallazgo');
        expect(await section.locator('#balance').textContent()).toContain('debido al jugador del asiento 3 PEN 120.00');
      }
      if (i === 17) {
        const shot = join(out, 'step-17.png');
        await page.screenshot({ path: shot, fullPage: true });
        expect(statSync(shot).size).toBeGreaterThan(20_000);
      }
      expect(await page.locator('#next').isDisabled()).toBe(i === total);
      if (i < total) await page.click('#next');
    }

    // Back, the slider, a finding's chip, the arrow keys.
    await page.click('#prev');
    expect(await visible(page).getAttribute('data-step')).toBe(String(total - 1));
    await page.locator('#slider').fill('5');
    expect(await visible(page).getAttribute('data-step')).toBe('5');
    expect(await visible(page).locator('.narration').textContent()).toBe('El asiento 1 recibe 10♥, descubierta.');
    await page.locator('.chip.bad').nth(1).click();
    expect(await visible(page).getAttribute('data-event')).toBe('17');
    await page.keyboard.press('ArrowRight');
    expect(await visible(page).getAttribute('data-event')).toBe('18');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await visible(page).getAttribute('data-event')).toBe('16');

    expect(errors).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(requests).toEqual([url]);
    await page.close();
  });

  it('shows hostile text from the log as text: no script runs, nothing is fetched', async () => {
    const { path, hand, strings } = hostileHandLog();
    const doc = await replayOf(path, hand, 'en');
    const { page, requests, dialogs, errors, url } = await open(doc, 'hostile');
    expect(await page.textContent('#hand-id')).toBe(strings.handId);
    expect(await page.textContent('header')).toContain(`dealer ${strings.dealerId}`);
    expect(await visible(page).locator('.narration').textContent()).toContain(strings.player);
    expect(await page.locator('img').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { pwned?: boolean }).pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    expect(requests).toEqual([url]);
    await page.close();
  });

  it('lays out at 1280 and 420 px: nothing runs off the side, no box clipped, every article whole, the summary labelled', async () => {
    const doc = await replayOf('fixtures/pe-pot-luck-black-jack/art14-dealer-draws-on-17.json', 'PL-A14-DEALER-17', 'en');
    doc.head.sha256 = 'a'.repeat(64);
    const total = doc.steps.length + 1;
    for (const width of [1280, 420]) {
      const { page, errors } = await open(doc, `layout-${width}`);
      await page.setViewportSize({ width, height: 900 });
      expect(await page.textContent('#log-sha256')).toBe(`SHA-256 of the log: ${'a'.repeat(64)}`);
      expect(await page.textContent('#source')).toBe(`Log record: ${doc.head.source}`);
      for (let i = 1; i <= total; i++) {
        const problems = await page.evaluate((vw) => {
          const out: string[] = [];
          if (document.documentElement.scrollWidth > vw + 1) out.push(`page ${document.documentElement.scrollWidth}px wide`);
          const scroller = (el: Element): Element | null => {
            for (let p = el.parentElement; p; p = p.parentElement) if (['auto', 'scroll'].includes(getComputedStyle(p).overflowX)) return p;
            return null;
          };
          const shown = (el: Element) => (el as HTMLElement).offsetParent !== null || getComputedStyle(el).position === 'sticky';
          for (const el of Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, p, button, input, span, blockquote, aside, .felt, .finding, td, th, pre, code'))) {
            if (!shown(el) || scroller(el)) continue;
            const r = el.getBoundingClientRect();
            if (r.width === 0 && r.height === 0) continue;
            if (r.left < -1 || r.right > vw + 1) out.push(`${el.tagName}#${el.id}.${el.className} [${Math.round(r.left)}, ${Math.round(r.right)}]`);
            const e = el as HTMLElement;
            const style = getComputedStyle(e);
            // A box that hides or scrolls its own text cuts it: every box shows all it holds.
            if (style.overflowY !== 'visible' && e.scrollHeight > e.clientHeight + 1) out.push(`${el.tagName}.${el.className} cut (${e.scrollHeight} > ${e.clientHeight})`);
            if (style.overflowX === 'hidden' && e.scrollWidth > e.clientWidth + 1) out.push(`${el.tagName}.${el.className} clipped`);
          }
          for (const box of Array.from(document.querySelectorAll('*')).filter((e) => shown(e) && ['auto', 'scroll'].includes(getComputedStyle(e).overflowX))) {
            const r = box.getBoundingClientRect();
            if (r.left < -1 || r.right > vw + 1) out.push(`scroll box [${Math.round(r.left)}, ${Math.round(r.right)}]`);
          }
          return out;
        }, width);
        expect(problems, `step ${i} at ${width} px`).toEqual([]);
        const step = doc.steps[i - 1];
        if (step?.article) {
          const a = doc.articles.find((x) => x.article === step.article)!;
          const aside = visible(page).locator('aside.article');
          // The whole article, its English summary labelled as Veedor's, not the regulation's.
          expect(await aside.locator('blockquote').textContent()).toBe(`Spanish original: «${a.text_es}»`);
          expect(await aside.locator('p.summary').textContent()).toBe(`English summary (Veedor's, not the regulation's text): ${a.summary_en}`);
        }
        if (i < total) await page.click('#next');
      }
      // In dispute: the text quoted whole, the paraphrase labelled.
      const disputed = page.locator('.article-full');
      expect(await disputed.count()).toBeGreaterThan(0);
      expect(await disputed.first().locator('p.summary .orig').textContent()).toBe('English summary (Veedor\'s, not the regulation\'s text):');
      if (width === 420) await page.screenshot({ path: join(out, 'replay-420.png'), fullPage: true });
      expect(errors).toEqual([]);
      await page.close();
    }
  });
});
