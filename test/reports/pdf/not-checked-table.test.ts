// pdf27: the summary's table of articles these logs could not show had no header over its last column, the reason
// («Artículo  Regla  Manos  ___»): the reason is the column an inspector reads to know why.
import { describe, expect, it } from 'vitest';
import { extractPages, squash } from './extract.js';
import { auditToPdf, DEMO } from './render-helpers.js';

describe('PDF summary: the not-checkable table names every column', () => {
  for (const [lang, title, header, row] of [
    ['es', 'No verificable en estos registros', 'Artículo Regla Manos Motivo', 'el registro de estas manos no incluye eventos de procedimiento'],
    ['en', 'Not checkable in these logs', 'Article Rule Hands Reason', 'these hands\' log records no procedure events'],
  ] as const) {
    it(`${lang}: «${header}» over the rows`, async () => {
      const r = await auditToPdf([DEMO], lang);
      const text = squash((await extractPages(r.pdf)).map((p) => p.text).join('\n'));
      expect(text).toContain(squash(`${title} ${header}`));
      expect(text).toContain(squash(row));
    });
  }
});
