// A system test (`npm run test:browser`, which .ci/run gives poppler-utils): a page of the PDF report's
// statistics section rendered by pdftoppm is not blank, and its charts' bars are drawn in their colours. The
// section's text is checked in the normal suite (pdf-stats.test.ts), which needs no system tool.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditCommand } from '../../../cli/commands/audit.js';
import { inDir, workDir } from '../helpers.js';
import { extractPages } from './extract.js';
import { writeFaultedTables } from './stats-section.js';

/** A binary PPM (P6) as width, height and RGB bytes. */
function readPpm(b: Buffer): { width: number; height: number; rgb: Buffer } {
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(b.subarray(0, 40).toString('latin1'))!;
  return { width: Number(header[1]), height: Number(header[2]), rgb: b.subarray(header[0].length) };
}

describe('PDF report: a statistics page rendered', () => {
  it('pdftoppm draws the page of the charts with ink on it, the bars blue and the flagged one red', async () => {
    const dir = workDir({});
    writeFaultedTables(join(dir, 'bac.ndjson'));
    await inDir(dir, () => auditCommand(['bac.ndjson'], { format: 'json', out: 'a.json', lang: 'en', pdf: 'audit.pdf', stats: true }));
    const pages = await extractPages(readFileSync(join(dir, 'audit.pdf')));
    const page = pages.findIndex((p) => p.text.includes('Findings per 1,000 hands, by dealer')) + 1;
    const holdPage = pages.findIndex((p) => p.text.includes('Hold against theory, by table')) + 1;
    expect(page).toBeGreaterThan(1);
    expect(holdPage).toBeGreaterThanOrEqual(page);
    /** The page rendered at 50 dpi: its share of ink, and its pixels of the charts' blue and red. */
    const colours = (n: number) => {
      const ppm = execFileSync('pdftoppm', ['-r', '50', '-f', String(n), '-l', String(n), join(dir, 'audit.pdf')]);
      const { width, height, rgb } = readPpm(ppm);
      expect(rgb.length).toBe(width * height * 3);
      let ink = 0;
      let blue = 0;
      let red = 0;
      for (let i = 0; i < rgb.length; i += 3) {
        const [r, g, b] = [rgb[i]!, rgb[i + 1]!, rgb[i + 2]!];
        if (r < 200 || g < 200 || b < 200) ink++;
        if (Math.abs(r - 0x2e) < 24 && Math.abs(g - 0x6d) < 24 && Math.abs(b - 0xa4) < 24) blue++;
        if (Math.abs(r - 0xc0) < 24 && Math.abs(g - 0x39) < 24 && Math.abs(b - 0x2b) < 24) red++;
      }
      return { ink: ink / (width * height), blue, red };
    };
    // Not blank: text, rules and bars cover more than 2 % of the page. D-201's and BAC-01's bars are red
    // (flagged); the clean dealers have no findings, so the blue is the hold bars and the outcome points,
    // on the hold chart's page (the same page or the next, as the section's length falls).
    const errors = colours(page);
    expect(errors.ink).toBeGreaterThan(0.02);
    expect(errors.red).toBeGreaterThan(1000);
    const hold = holdPage === page ? errors : colours(holdPage);
    expect(hold.ink).toBeGreaterThan(0.02);
    expect(hold.blue).toBeGreaterThan(50);
  });
});
