import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const require = createRequire(import.meta.url);
const standardFontDataUrl = join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + '/';

export interface TextItem { str: string; x: number; y: number; w: number; h: number }
export interface PageText { width: number; height: number; items: TextItem[]; text: string }

/** Each page's text, with every item's box in PDF units (y up from the bottom), as a PDF reader sees it. */
export async function extractPages(pdf: Uint8Array): Promise<PageText[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), standardFontDataUrl, isEvalSupported: false, verbosity: 0 }).promise;
  const pages: PageText[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const [, , width, height] = page.view as [number, number, number, number];
    const content = await page.getTextContent();
    const items: TextItem[] = [];
    let text = '';
    for (const it of content.items) {
      if (!('str' in it)) continue;
      text += it.str + (it.hasEOL ? '\n' : '');
      if (it.str.trim() === '') continue;
      items.push({ str: it.str, x: it.transform[4] as number, y: it.transform[5] as number, w: it.width, h: it.height });
    }
    pages.push({ width, height, items, text });
  }
  await doc.destroy();
  return pages;
}

/** Text with all white space removed: line wrapping cannot hide or fake a match. */
export function squash(s: string): string {
  return s.replace(/\s+/g, '');
}

/** The PDF's outline (bookmarks): each title with the 1-based page it opens. */
export async function outline(pdf: Uint8Array): Promise<{ title: string; page: number }[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), standardFontDataUrl, isEvalSupported: false, verbosity: 0 }).promise;
  const out: { title: string; page: number }[] = [];
  for (const item of (await doc.getOutline()) ?? []) {
    const dest = typeof item.dest === 'string' ? await doc.getDestination(item.dest) : item.dest;
    const ref = dest?.[0] as { num: number; gen: number } | undefined;
    out.push({ title: item.title, page: ref ? (await doc.getPageIndex(ref)) + 1 : 0 });
  }
  await doc.destroy();
  return out;
}

/** Text items that leave the page's margins. */
export function overflows(pages: PageText[]): string[] {
  const problems: string[] = [];
  pages.forEach((p, n) => {
    for (const it of p.items) {
      if (it.x < 47.5 || it.x + it.w > p.width - 47.5 || it.y < 10 || it.y + it.h > p.height - 10) {
        problems.push(`page ${n + 1}: "${it.str}" at x ${it.x.toFixed(1)}..${(it.x + it.w).toFixed(1)} y ${it.y.toFixed(1)}`);
      }
    }
  });
  return problems;
}

/** Text items drawn over one another. */
export function overlaps(pages: PageText[]): string[] {
  const problems: string[] = [];
  pages.forEach((p, n) => {
    // A glyph box: from a fifth of the size below the baseline to four fifths above it.
    const boxes = p.items.map((it) => ({ it, x0: it.x, x1: it.x + it.w, y0: it.y - 0.2 * it.h, y1: it.y + 0.8 * it.h }));
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
        const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
        if (w > 0.5 && h > 0.5) problems.push(`page ${n + 1}: "${a.it.str}" overlaps "${b.it.str}"`);
      }
    }
  });
  return problems;
}

/**
 * Headings left alone at the foot of a page: the lowest text of the page's body (above the footer, which starts
 * 66 points from the bottom) is one of `headings`, on a page that is not the last.
 */
export function headingsAlone(pages: PageText[], headings: string[]): string[] {
  const problems: string[] = [];
  pages.slice(0, -1).forEach((p, n) => {
    const body = p.items.filter((it) => it.y > 66 && it.y + it.h < p.height - 40);
    const lowest = body.reduce<TextItem | undefined>((a, it) => (a === undefined || it.y < a.y ? it : a), undefined);
    if (lowest && headings.includes(lowest.str.trim())) problems.push(`page ${n + 1}: "${lowest.str.trim()}"`);
  });
  return problems;
}
