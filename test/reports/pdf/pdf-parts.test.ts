import { describe, expect, it } from 'vitest';
import type { Finding } from '../../../audit/findings.js';
import { RULESETS } from '../../../rules-catalog/index.js';
import { cardsByParticipant, describeEvent } from '../../../reports/pdf/events.js';
import { HandCapture } from '../../../reports/pdf/hand-capture.js';
import { MAX_PDF_WORD, isPdfText, pdfText, showable, unshowable } from '../../../reports/pdf/text.js';
import { LABELS } from '../../../reports/pdf/text.js';
import { sourceText, stamp } from '../../../reports/pdf/entry.js';
import { rankText } from '../../../reports/pdf/cards.js';
import { parseCard } from '../../../engine/core/cards.js';
import { wordsFor } from '../../../engine/core/words.js';
import type { Card } from '../../../engine/core/cards.js';
import { rawHand, toRecord } from '../../helpers/hand.js';
import { ROOT } from '../../helpers/examples.js';
import { stats } from '../../../app/stats.js';
import { join } from 'node:path';

const card = (t: string) => {
  const p = parseCard(t);
  if (!p.ok) throw new Error(t);
  return p.card;
};

describe('PDF text in the standard fonts (WinAnsi)', () => {
  it('keeps Spanish letters and typographic marks, and stands in for the rest visibly', () => {
    expect(pdfText('Artículo 13º: señal «año» — ¿sí? ¡Ü! 1ª … €')).toBe('Artículo 13º: señal «año» — ¿sí? ¡Ü! 1ª … €');
    expect(pdfText('a − b ≥ c → ♠')).toBe('a - b >= c -> picas');
    expect(pdfText('中')).toBe('\\u4e2d'); // its escape (hostile18: "?" made two dealers one)
    expect(pdfText('χ² 24.00')).toBe('chi² 24.00');
  });

  it('returns as it is only text its whole pass would leave as it is (every character of the BMP, alone and beside a letter)', () => {
    const kept: string[] = [];
    for (let c = 0; c < 0x10000; c++) {
      const ch = String.fromCharCode(c);
      for (const t of [ch, `e${ch}`, `${ch}e`, `A${ch}`, `10${ch}`]) {
        if (!isPdfText(t)) continue;
        expect(showable(t)).toBe(t);
        if (t === ch) kept.push(ch);
      }
    }
    // Printable ASCII, Latin-1 from the no-break space, the line end and WinAnsi's 27 others.
    expect(kept.length).toBe(95 + 96 + 1 + 27);
    expect(isPdfText('x'.repeat(MAX_PDF_WORD))).toBe(true);
    expect(isPdfText('x'.repeat(MAX_PDF_WORD + 1))).toBe(false);
    expect(isPdfText('A\u2665')).toBe(false);
    expect(isPdfText('e\u0301')).toBe(false);
    expect(isPdfText('a\tb')).toBe(false);
  });

  it('can show every statistical flag of the demo as written, or through a stand-in (never a "?")', async () => {
    // The statistics section of audit --pdf --stats quotes each flag's message: the generator's uniformity
    // once came out as "?² 24.00".
    const run = await stats({ paths: [join(ROOT, 'fixtures/demo/pai-gow-san-juan.ndjson'), join(ROOT, 'fixtures/demo/dragon-six-lima.ndjson')], rulesets: RULESETS, by: ['dealer'] });
    const messages = run.figures.findings.flatMap((f) => [f.message.es, f.message.en]);
    expect(messages.some((m) => m.includes('χ² 24.00'))).toBe(true);
    for (const m of messages) expect(pdfText(m), m).not.toContain('?');
  });

  it('can show every article, summary, title, message and label of every catalog as written', () => {
    const texts: [string, string][] = [];
    for (const r of RULESETS) {
      texts.push([`${r.id} title`, r.articles.title.es + r.articles.title.en + r.articles.citation]);
      for (const a of r.articles.articles) {
        texts.push([`${r.id} ${a.article}`, [a.article, a.text_es, a.summary_en, a.title.es, a.title.en].join(' ')]);
      }
      for (const rule of r.rules) {
        for (const m of Object.values(rule.messages)) texts.push([`${r.id} ${rule.id}`, m.es + m.en]);
      }
    }
    for (const lang of ['es', 'en'] as const) texts.push([`labels ${lang}`, JSON.stringify(LABELS[lang])]);
    for (const [where, t] of texts) expect(unshowable(t), where).toEqual([]);
    // A printed report shows no Markdown: the cover once read "`veedor verify` lo recalcula…".
    for (const lang of ['es', 'en'] as const) expect(JSON.stringify(LABELS[lang]), lang).not.toContain('`');
  });

  it('cuts a word over MAX_PDF_WORD characters to MAX_PDF_WORD - 1 and "…", and leaves shorter words and spaces whole', () => {
    // pdfkit's wrapper costs the square of a word's length: a 100,000-character --casino took 5 s to set.
    expect(MAX_PDF_WORD).toBe(500);
    const at = 'W'.repeat(500);
    expect(pdfText(`Casino ${at} Sala`)).toBe(`Casino ${at} Sala`);
    expect(pdfText(`Casino ${'W'.repeat(100_000)} Sala`)).toBe(`Casino ${'W'.repeat(499)}… Sala`);
    // A no-break space joins a word (pdfkit does not break there); a line end ends one; each word is cut on its own.
    expect(pdfText(`${'a\u00a0'.repeat(300)}`)).toBe(`${'a\u00a0'.repeat(249)}a…`);
    expect(pdfText(`${'x'.repeat(600)}\n${'y'.repeat(600)}`)).toBe(`${'x'.repeat(499)}…\n${'y'.repeat(499)}…`);
    // Counted after the stand-ins: 200 spades are 1,000 letters.
    expect(pdfText('♠'.repeat(200))).toBe(`${'picas'.repeat(100)}`.slice(0, 499) + '…');
  });
});

describe('hand events in the PDF', () => {
  const split = toRecord(rawHand('pot-luck-blackjack', [
    { type: 'bet', seat: 4, spot: 'main', amount: 100 },
    { type: 'deal', to: 'seat:4', card: '8d' },
    { type: 'deal', to: 'dealer', card: '5h' },
    { type: 'deal', to: 'seat:4', card: '8c' },
    { type: 'deal', to: 'dealer', card: 'Ts', face: 'down' },
    { type: 'decision', seat: 4, hand: 1, action: 'split', amount: 100 },
    { type: 'deal', to: 'seat:4', hand: 1, card: 'Ks' },
    { type: 'deal', to: 'seat:4', hand: 2, card: '2c' },
    { type: 'reveal', to: 'dealer', card: 'Ts' },
    { type: 'payout', seat: 4, spot: 'main', hand: 2, amount: 37.5 },
  ]));

  it('gives each participant its cards, moving a split\'s second card to the new hand', () => {
    const rows = cardsByParticipant(split.events, 'es');
    expect(rows.map((r) => [r.label, r.cards.map((c) => rankText(c))])).toEqual([
      ['Crupier', ['5', '10']],
      ['Asiento 4.1', ['8', 'K']],
      ['Asiento 4.2', ['8', '2']],
    ]);
    expect(rows[1]!.cards).toEqual([card('8d'), card('Ks')]);
  });

  it('describes events in words, cards as glyphs and amounts in exact minor units', () => {
    const ev = split.events;
    expect(describeEvent(ev[4]!, 'es')).toEqual(['Carta a crupier ', { card: card('Ts') }, ' cubierta']);
    expect(describeEvent(ev[5]!, 'en')).toEqual(['Seat 4, hand 1: splits 100.00']);
    expect(describeEvent(ev[9]!, 'es')).toEqual(['Pago a asiento 4, mano 2 (principal): 37.50']);
    expect(describeEvent(ev[8]!, 'en')).toEqual(['Dealer reveals ', { card: card('Ts') }]);
  });

  // pdf27's lead: a baccarat card read «Card to punto» / «Carta a banca», the sides' names lower-cased with the seat's
  // and the dealer's. Punto and Banca are named as the regulation writes them; a seat and the dealer stay lower case.
  it('names Punto and Banca as the regulation writes them inside a sentence; a seat and the dealer in lower case', () => {
    const coup = toRecord(rawHand('dragon-six-baccarat', [
      { type: 'bet', seat: 1, spot: 'player', amount: 100 },
      { type: 'deal', to: 'player', card: '4h' },
      { type: 'deal', to: 'banker', card: '7d' },
    ]));
    const dealt = coup.events.filter((e) => e.type === 'deal');
    // In the catalog's own words (articles.json `words`), as the report gives them.
    const words = RULESETS.find((r) => r.id === 'pe-dragon-six-baccarat')!.articles.words;
    expect(describeEvent(dealt[0]!, 'en', wordsFor('en', words))).toEqual(['Card to Punto ', { card: card('4h') }]);
    expect(describeEvent(dealt[1]!, 'es', wordsFor('es', words))).toEqual(['Carta a Banca ', { card: card('7d') }]);
    expect(describeEvent(dealt[0]!, 'en')).toEqual(['Card to Player ', { card: card('4h') }]);
    expect(describeEvent(split.events[4]!, 'en')).toEqual(['Card to dealer ', { card: card('Ts') }, ' face down']);
  });

  // inspector19: a pai gow hand's events under its finding read "Asiento 1 apuesta 6 (adicional, n.º 4)" and "Pago a
  // asiento 1 (adicional, n.º 4): 35" — the 6 beside the number bet on, no currency, where the finding above says
  // "USD 6.00". Every amount of an event now carries the hand's currency and two decimals, in both languages.
  it('gives every amount of an event with the hand\'s currency and two decimals', () => {
    const ev = split.events;
    expect(describeEvent(ev[5]!, 'en', undefined, 'PEN')).toEqual(['Seat 4, hand 1: splits PEN 100.00']);
    expect(describeEvent(ev[9]!, 'es', undefined, 'PEN')).toEqual(['Pago a asiento 4, mano 2 (principal): PEN 37.50']);
    const pg = toRecord(rawHand('pai-gow-bonus', [
      { type: 'bet', seat: 1, spot: 'paigow', amount: 50 },
      { type: 'bet', seat: 1, spot: 'bonus', number: 4, amount: 6 },
      { type: 'procedure', name: 'no_more_bets' },
      { type: 'rng', value: 4 },
      { type: 'payout', seat: 1, spot: 'bonus', number: 4, amount: 35 },
      { type: 'commission', spot: 'bonus', amount: 1.5 },
    ], { currency: 'USD' }));
    expect(describeEvent(pg.events[1]!, 'es', undefined, 'USD')).toEqual(['Asiento 1 apuesta USD 6.00 (bono, n.º 4)']);
    expect(describeEvent(pg.events[4]!, 'en', undefined, 'USD')).toEqual(['Payout to seat 1 (bonus, no. 4): USD 35.00']);
    expect(describeEvent(pg.events[5]!, 'en', undefined, 'USD')).toEqual(['Commission (bonus): USD 1.50']);
  });

  it('says whose bet, decision and settlement, where the log names the player: a bet behind the box is not the box\'s own', () => {
    const behind = toRecord(rawHand('pot-luck-blackjack', [
      { type: 'bet', seat: 2, spot: 'main', amount: 50, player: 'P-2' },
      { type: 'bet', seat: 2, spot: 'main', amount: 25, behind: true, player: 'P-8' },
      { type: 'decision', seat: 2, hand: 1, action: 'stand', player: 'P-2' },
      { type: 'payout', seat: 2, spot: 'main', hand: 1, amount: 25, behind: true, player: 'P-8' },
    ]));
    const [bet, betBehind, stand, payout] = behind.events;
    expect(describeEvent(bet!, 'es')).toEqual(['Asiento 2 (jugador P-2) apuesta 50.00 (principal)']);
    expect(describeEvent(betBehind!, 'en')).toEqual(['Seat 2 (player P-8) bets 25.00 (main, behind)']);
    expect(describeEvent(stand!, 'es')).toEqual(['Asiento 2, mano 1 (jugador P-2): se planta']);
    expect(describeEvent(payout!, 'es')).toEqual(['Pago a asiento 2, mano 1 (principal, detrás, jugador P-8): 25.00']);
    expect(describeEvent(payout!, 'en')).toEqual(['Payout to seat 2, hand 1 (main, behind, player P-8): 25.00']);
  });

  it('writes the log\'s own time and the record\'s place', () => {
    expect(stamp('2026-11-06T20:21:01-05:00')).toBe('2026-11-06 20:21:01 UTC-05:00');
    expect(stamp('2026-11-06T20:21:01Z')).toBe('2026-11-06 20:21:01 UTC');
    expect(sourceText({ path: 'a.ndjson', line: 4, index: 3 }, 'es')).toBe('a.ndjson:4');
    expect(sourceText({ path: 'a.json', index: 3 }, 'en')).toBe('a.json, hand no. 4');
  });

  it('shows ten as 10', () => {
    expect(rankText(card('Td') as Card)).toBe('10');
  });
});

describe('HandCapture', () => {
  const finding = (hand: ReturnType<typeof toRecord>, category: Finding['category'] = 'payout'): Finding => ({
    hand_id: hand.hand_id, ruleset: 'r', rule: 'x', article: 'Art. 1º', citation: '', category, severity: 'error',
    message: { es: '', en: '' }, source: hand.source,
  });

  it('returns each finding\'s hand in findings order, skipping input findings and earlier hands', async () => {
    const mk = (id: string, line: number) => ({ ...toRecord(rawHand('pot-luck-blackjack', [], { hand_id: id, table_id: `T-${line}` })), source: { path: 'log', line } });
    const a = mk('A', 1);
    const b = mk('B', 2);
    const c = mk('C', 3);
    const cap = new HandCapture('Sala');
    cap.onHand(a, [finding(a)]);
    cap.onHand(b, []);
    cap.onHand(c, [finding(c), finding(c)]);
    await cap.close();
    try {
      expect((await cap.handOf(finding(a)))?.hand_id).toBe('A');
      expect(await cap.handOf(finding(b, 'input'))).toBeUndefined();
      expect((await cap.handOf(finding(c)))?.hand_id).toBe('C');
      expect((await cap.handOf(finding(c)))?.hand_id).toBe('C');
      expect(await cap.handOf(finding(a))).toBeUndefined(); // a run-wide finding about an earlier hand
      expect(cap.coverage()).toEqual({ casino: 'Sala', tables: ['T-1', 'T-2', 'T-3'], first: a.started_at, last: a.started_at });
    } finally {
      cap.dispose();
    }
  });
});
