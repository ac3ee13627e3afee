import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../engine/core/engine-types.js';
import { auditThenReport, pdfText, workDir } from '../helpers.js';
import { squash } from './extract.js';

// The PDF names the one who deals and the wagers in each regulation's own words (articles.json `words`):
// Marbella's house rules say "croupier" (in Spanish), Pot Luck's regulation "dealer" and "pool bet".
const FIXTURES = new URL('../../../fixtures/', import.meta.url).pathname;
const MARBELLA = `${FIXTURES}es-marbella-black-jack/blackjack-dealer-blackjack-takes-all.json`;
const POT_LUCK = `${FIXTURES}pe-pot-luck-black-jack/art18-pool-wrong-winner-commission-over-5.json`;

/** The same log with no dealer named: the summary's dealer table has a row for "no dealer". */
const noDealer = (path: string) => ({ text: JSON.stringify((JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>[]).map(({ dealer_id: _, ...h }) => h)) });

interface Texts { whole: string; entries: string[] }

/** The audit's PDF and the stored run's (`veedor report`), each as its whole text and its entries' texts, squashed. */
async function both(files: Record<string, string | { text: string }>, lang: Lang): Promise<{ audit: Texts; report: Texts }> {
  const dir = workDir(files);
  const pair = await auditThenReport(dir, Object.keys(files), { lang });
  expect(pair.auditCode).toBe(1);
  expect(pair.reportCode).toBe(0);
  const texts = async (pdf: Buffer): Promise<Texts> => {
    const { pages, entries } = await pdfText(pdf);
    return { whole: squash(pages.map((p) => p.text).join('\n')), entries: [...entries.values()].map(squash) };
  };
  return { audit: await texts(pair.audit), report: await texts(pair.report) };
}

describe('the PDF in each catalog\'s own words', () => {
  it('Marbella in Spanish: "croupier" in the dealer table, each entry\'s facts, its cards and its events', async () => {
    const { audit, report } = await both({ 'marbella.json': MARBELLA }, 'es');
    for (const t of [audit, report]) {
      expect(t.whole).toContain(squash('Hallazgos por croupier'));
      expect(t.whole).toContain(squash('Croupier Moneda Hallazgos'));
      expect(t.whole).not.toContain('crupier');
      expect(t.whole).not.toContain('Crupier');
      // MB-BJ-DEALER: seat 2's Black Jack paid before the dealer's second card (a procedure, then its money, at
      // event 10), and seat 1's double against the dealer's Black Jack (event 15).
      expect(t.entries).toHaveLength(3);
      for (const e of t.entries) expect(e).toContain(squash('Cartas Croupier:'));
      expect(t.entries[0]).toContain(squash('7 Carta a croupier'));
      expect(t.entries[1]).toContain(squash('7 Carta a croupier'));
      expect(t.entries[2]).toContain(squash('13 Carta a croupier'));
    }
  });

  it('a hand with no dealer named: "(sin croupier)" at Marbella, "(sin dealer)" at Pot Luck, "(no dealer)" in English', async () => {
    const marbella = await both({ 'marbella.json': noDealer(MARBELLA) }, 'es');
    const potLuck = await both({ 'pot-luck.json': noDealer(POT_LUCK) }, 'es');
    const english = await both({ 'marbella.json': noDealer(MARBELLA) }, 'en');
    for (const t of [marbella.audit, marbella.report]) {
      expect(t.whole).toContain(squash('Croupier Moneda Hallazgos Debido al jugador Debido por el jugador (sin croupier) EUR 3'));
      expect(t.entries[0]).toContain(squash('Croupier no consta'));
    }
    for (const t of [potLuck.audit, potLuck.report]) expect(t.whole).toContain(squash('Dealer Moneda Hallazgos Debido al jugador Debido por el jugador (sin dealer) PEN 5'));
    for (const t of [english.audit, english.report]) expect(t.whole).toContain(squash('Dealer Currency Findings Owed to player Owed by player (no dealer) EUR 3'));
  });

  it('Marbella in English: its rules give no English word, so the table\'s "dealer"', async () => {
    const { audit, report } = await both({ 'marbella.json': MARBELLA }, 'en');
    for (const t of [audit, report]) {
      expect(t.whole).toContain(squash('Findings by dealer Dealer Currency'));
      expect(t.entries[0]).toContain(squash('Dealer C-12'));
      expect(t.entries[0]).toContain(squash('Cards Dealer:'));
      expect(t.entries[0]).toContain(squash('7 Card to dealer'));
    }
  });

  it('Pot Luck in Spanish: "dealer" and "pool bet", never "crupier" or "pozo" in the labels and events', async () => {
    const { audit, report } = await both({ 'pot-luck.json': POT_LUCK }, 'es');
    for (const t of [audit, report]) {
      expect(t.whole).toContain(squash('Hallazgos por dealer Dealer Moneda'));
      expect(t.whole).not.toContain('rupier');
      for (const e of t.entries) expect(e).toContain(squash('Dealer D-311'));
      expect(t.entries).toHaveLength(5);
      expect(t.entries[0]).toContain(squash('Cartas Dealer:'));
      expect(t.entries[0]).toContain(squash('27 Comisión (pool bet): PEN 2.10'));
      expect(t.entries[0]).toContain(squash('28 Premio del pool bet a asiento 4: PEN 27.90'));
      expect(t.whole).not.toContain(squash('(pozo)'));
      expect(t.whole).not.toContain(squash('Premio del pozo'));
    }
  });

  it('Pot Luck in English: "pool bet" in the events', async () => {
    const { audit, report } = await both({ 'pot-luck.json': POT_LUCK }, 'en');
    for (const t of [audit, report]) {
      expect(t.whole).toContain(squash('Findings by dealer'));
      expect(t.entries[0]).toContain(squash('27 Commission (pool bet): PEN 2.10'));
      expect(t.entries[0]).toContain(squash('28 Pool bet award to seat 4: PEN 27.90'));
      expect(t.whole).not.toContain(squash('Pool award'));
    }
  });

  it('a run over both: each entry in its own catalog\'s words, the run\'s dealer table in the table\'s word', async () => {
    const { audit, report } = await both({ 'marbella.json': MARBELLA, 'pot-luck.json': POT_LUCK }, 'es');
    for (const t of [audit, report]) {
      expect(t.whole).toContain(squash('Hallazgos por crupier Crupier Moneda'));
      expect(t.entries).toHaveLength(8);
      expect(t.entries.filter((e) => e.includes(squash('Croupier C-12')) && e.includes(squash('Cartas Croupier:')))).toHaveLength(3);
      expect(t.entries.filter((e) => e.includes(squash('Dealer D-311')) && e.includes(squash('Cartas Dealer:')))).toHaveLength(5);
      expect(t.entries.filter((e) => e.includes('Crupier'))).toEqual([]);
    }
  });
  // pdf27: in a Pot Luck run the entry of an unreadable line (no catalog) said «Crupier» (the words table's) beside
  // «Dealer» in every other entry and in «Hallazgos por dealer»: a finding with no catalog takes the run's word.
  it('an entry with no catalog (an unreadable line) names the dealer in the run\'s word', async () => {
    const demo = new URL('../../../fixtures/pdf/demo.ndjson', import.meta.url).pathname;
    const { audit, report } = await both({ 'demo.ndjson': demo }, 'es');
    for (const t of [audit, report]) {
      expect(t.whole).toContain(squash('Hallazgos por dealer'));
      const unreadable = t.entries.find((e) => e.includes('input-unreadable'));
      expect(unreadable).toBeDefined();
      expect(unreadable).toContain(squash('Mesa no consta Dealer no consta Fecha y hora'));
      expect(t.whole).not.toContain('crupier');
      expect(t.whole).not.toContain('Crupier');
    }
  });
});
