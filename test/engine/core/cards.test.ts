import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAudit } from '../../../audit/run.js';
import { RULESETS } from '../../../rules-catalog/index.js';
import { fixtureDir, fixtureLogs } from '../../helpers/golden.js';
import { cardGlyph, cardText, parseCard, plainCards } from '../../../engine/core/cards.js';
import type { Card } from '../../../engine/core/cards.js';
import { pdfText } from '../../../reports/pdf/text.js';

// Issue 21: one card notation in every report and message ("A♥", "10♠"), with one plain fallback ("Ah",
// "10s") where the glyphs cannot print; the log's own spelling ("Ah", "Ts") is for writing logs only.

const card = (text: string): Card => {
  const p = parseCard(text);
  if (!p.ok) throw new Error(text);
  return p.card;
};

describe('card notation', () => {
  it('a reader sees the glyph form: rank (10 for the ten) and suit glyph', () => {
    expect(['Ah', 'Ts', '2d', 'Kc', '10h'].map((t) => cardGlyph(card(t)))).toEqual(['A♥', '10♠', '2♦', 'K♣', '10♥']);
  });

  it('the plain fallback keeps the rank and writes the suit letter', () => {
    expect(plainCards('Punto A♥ 10♠ (2♦), Banca K♣ ??')).toBe('Punto Ah 10s (2d), Banca Kc ??');
  });

  it('the log spelling is unchanged, for simulated logs', () => {
    expect(cardText(card('10s'))).toBe('Ts');
  });

  it('the audit PDF (Helvetica, WinAnsi: no suit glyphs) prints the plain form, not "2diamantes"', () => {
    expect(pdfText('La Banca recibió una tercera carta (2♦) con 6; 10♠ y A♥.')).toBe('La Banca recibió una tercera carta (2d) con 6; 10s y Ah.');
  });
});

describe('cards in finding messages', () => {
  it('over every golden fixture, a message names its cards as "2♦", never as the log\'s "2d"', async () => {
    // "As" is also the Spanish word for the ace ("un As"), so the log's ace of spades is not looked for.
    const logForm = /(?:^|[\s(,])(?:(?:10|[2-9TJQK])[shdc]|A[hdc])(?=[\s),.;:]|$)/;
    let glyphs = 0;
    for (const rs of RULESETS) {
      const run = await runAudit({ paths: fixtureLogs(rs.id).map((n) => join(fixtureDir(rs.id), n)), rulesets: RULESETS });
      for await (const f of run.findings()) {
        for (const text of [f.message.es, f.message.en]) {
          expect(text, `${f.rule}: ${text}`).not.toMatch(logForm);
          if (/(?:10|[2-9JQKA])[♠♥♦♣]/u.test(text)) glyphs++;
        }
      }
      run.dispose();
    }
    expect(glyphs).toBeGreaterThan(10);
  }, 120_000);
});
