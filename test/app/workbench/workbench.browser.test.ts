// The workbench in Debian's Chromium: an inspector's path through it (runs, a run, a dealer's bar, a hand,
// the language, the CSV export checked against `veedor findings`), and the layout at 1280 and 420 px.
import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openWorkbench } from '../../../app/workbench/index.js';
import type { OpenedWorkbench } from '../../../app/workbench/index.js';
import { launchChromium } from '../../helpers/chromium.js';
import type { Chromium } from '../../helpers/chromium.js';
import { tempDir } from '../../helpers/temp.js';
import { ROOT, veedor } from '../../cli/run-cli.js';

const dir = tempDir('workbench-browser');
let browser: Chromium | undefined;
let wb: OpenedWorkbench | undefined;
let url = '';
let runId = '';
const requests: string[] = [];
const errors: string[] = [];

beforeAll(async () => {
  copyFileSync(join(ROOT, 'fixtures/demo/pot-luck-lima.ndjson'), join(dir, 'pot-luck-lima.ndjson'));
  expect(veedor(['audit', 'pot-luck-lima.ndjson', '--db', 'a.db'], { cwd: dir }).code).toBe(1);
  runId = JSON.parse(veedor(['runs', '--db', 'a.db', '--json'], { cwd: dir }).stdout)[0].id;
  wb = openWorkbench(join(dir, 'a.db'));
  url = await wb.listen('127.0.0.1', 0);
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await wb?.close();
});

async function newPage(width = 1280): Promise<Page> {
  const page = await browser!.context.newPage();
  await page.setViewportSize({ width, height: 900 });
  page.on('request', (r) => requests.push(r.url()));
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  return page;
}

/** The dealer column (5th) of every row of the findings table. */
const dealers = (page: Page) => page.locator('table.wb-findings tbody tr td:nth-child(5)').allTextContents();

describe('veedor serve in Chromium', () => {
  it('runs → a run → a dealer\'s bar → only that dealer\'s findings → a hand with its replay and article text → English → the CSV export', async () => {
    const page = await newPage();
    await page.goto(url);
    await page.click(`a[href="/runs/${runId}?lang=es"]`);
    expect(page.url()).toBe(`${url}runs/${runId}?lang=es`);
    await page.locator('#by-dealer svg a[href*="dealer=D-311"]').click();
    expect(new URL(page.url()).searchParams.get('dealer')).toBe('D-311');

    const expected = JSON.parse(veedor(['findings', '--db', 'a.db', '--run', runId, '--dealer', 'D-311', '--format', 'json'], { cwd: dir }).stdout);
    expect(expected.count).toBeGreaterThan(0);
    expect(await page.textContent('#match-count')).toBe(`${expected.count} hallazgos coinciden`);
    const shown = await dealers(page);
    expect(shown).toHaveLength(Math.min(50, expected.count));
    expect(new Set(shown)).toEqual(new Set(['D-311']));

    // The CSV export of this filter: the rows `veedor findings` gives with the same filter.
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export-csv')]);
    const csv = readFileSync((await download.path())!, 'utf8');
    const cli = veedor(['findings', '--db', 'a.db', '--run', runId, '--dealer', 'D-311', '--format', 'csv'], { cwd: dir }).stdout;
    expect(csv).toBe(cli);
    expect(csv.trim().split('\r\n')).toHaveLength(expected.count + 1);

    // A hand: its replay steps, its findings, the article text.
    const first = expected.findings[0];
    await page.click(`table.wb-findings a[href^="/runs/${runId}/hands/${encodeURIComponent(first.hand_id)}"]`);
    expect(await page.textContent('h1')).toBe(`Mano ${first.hand_id}`);
    expect(await page.locator('.wb-replay section.step').count()).toBeGreaterThan(3);
    expect(await page.locator('.wb-replay section.step.has-findings').count()).toBeGreaterThan(0);
    const text = await page.locator('.wb-article-text blockquote').first().textContent();
    expect(text!.length).toBeGreaterThan(40);
    expect(await page.textContent('body')).toContain(first.article);

    // The language: the same hand in English, the URL pasteable.
    await page.click('#lang-switch');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.textContent('h1')).toBe(`Hand ${first.hand_id}`);
    expect(new URL(page.url()).searchParams.get('lang')).toBe('en');
    const again = await newPage();
    await again.goto(page.url());
    expect(await again.textContent('h1')).toBe(`Hand ${first.hand_id}`);

    // Nothing left this machine's server, and no page ran or tried to run script.
    expect(requests.filter((r) => !r.startsWith(url))).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
    await again.close();
  });

  it('lays out at 1280 and 420 px: nothing runs off the side, no text box clipped; writes the overview screenshot for the README', async () => {
    const hand = JSON.parse(veedor(['findings', '--db', 'a.db', '--run', runId, '--format', 'json'], { cwd: dir }).stdout).findings[0].hand_id as string;
    for (const width of [1280, 420]) {
      const page = await newPage(width);
      for (const path of ['', `runs/${runId}`, `runs/${runId}/findings?sort=owed&dir=desc`, `runs/${runId}/hands/${encodeURIComponent(hand)}`,
        `runs/${runId}/article?ruleset=pe-pot-luck-black-jack&article=${encodeURIComponent('Art. 15º')}`]) {
        await page.goto(url + path);
        const problems = await page.evaluate((vw) => {
          const out: string[] = [];
          // The page itself never scrolls sideways (wide tables scroll inside their own box).
          if (document.documentElement.scrollWidth > vw + 1) out.push(`page ${document.documentElement.scrollWidth}px wide`);
          /** A box that scrolls sideways itself (a wide table): what is inside it may run past the page, the box may not. */
          const scroller = (el: Element): Element | null => {
            for (let p = el.parentElement; p; p = p.parentElement) if (['auto', 'scroll'].includes(getComputedStyle(p).overflowX)) return p;
            return null;
          };
          for (const el of Array.from(document.querySelectorAll('h1, h2, h3, p, a, label, button, input, select, dt, dd, svg, blockquote, .wb-top span, td, th'))) {
            if (scroller(el)) continue;
            const r = el.getBoundingClientRect();
            if (r.width === 0 && r.height === 0) continue;
            if (r.left < -1 || r.right > vw + 1) out.push(`${el.tagName}.${el.className} [${Math.round(r.left)}, ${Math.round(r.right)}]`);
            const e = el as HTMLElement;
            const style = getComputedStyle(e);
            if (style.overflow === 'hidden' && (e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1)) out.push(`${el.tagName} clipped`);
          }
          // Each table's scroll box stays inside the page.
          for (const box of Array.from(document.querySelectorAll('*')).filter((e) => ['auto', 'scroll'].includes(getComputedStyle(e).overflowX))) {
            const r = box.getBoundingClientRect();
            if (r.left < -1 || r.right > vw + 1) out.push(`table box [${Math.round(r.left)}, ${Math.round(r.right)}]`);
          }
          return out;
        }, width);
        expect(problems, `${path} at ${width} px`).toEqual([]);
      }
      if (width === 1280) {
        await page.goto(`${url}runs/${runId}`);
        await page.screenshot({ path: join(ROOT, 'docs', 'workbench-overview.png'), fullPage: false });
      }
      await page.close();
    }
    expect(readFileSync(join(ROOT, 'docs', 'workbench-overview.png')).subarray(1, 4).toString()).toBe('PNG');
  });
});
