// Words of an enforced article that no log can show (articles.json `not_checkable_parts`): Pot Luck's «y las cartas»
// collected with a surrender's half, the deck changed «a solicitud de los participantes, del Inspector», Caribbean Art. 9º c.
// Each is quoted verbatim from its article, says why in both languages, and is listed where an inspector reads what
// the audit covers: `veedor rules`, one article's page, and the PDF summary.
import { describe, expect, it } from 'vitest';
import { RULESETS, rulesetById } from '../../rules-catalog/index.js';
import { veedor } from '../cli/run-cli.js';
import { extractPages, squash } from '../reports/pdf/extract.js';
import { auditToPdf, DEMO } from '../reports/pdf/render-helpers.js';

describe('articles.json not_checkable_parts', () => {
  for (const rs of RULESETS) {
    it(`${rs.id}: each part is words of its enforced article, verbatim, with a reason in es and en`, () => {
      for (const a of rs.articles.articles) {
        const parts = a.not_checkable_parts ?? [];
        if (parts.length > 0) expect(a.status, a.article).toBe('enforced');
        expect(new Set(parts.map((p) => p.words)).size, a.article).toBe(parts.length);
        for (const p of parts) {
          expect(a.text_es.includes(p.words), `${a.article}: «${p.words}» is not in its text`).toBe(true);
          for (const lang of ['es', 'en'] as const) expect(p.reason[lang], `${a.article} ${lang}`).toMatch(/^[A-ZÁÉÍÓÚ].{20,}\.$/);
        }
      }
    });
  }

  it('names the clauses the earlier review found unlisted (docs/citations.md O5)', () => {
    const words = (id: string, article: string) => rulesetById(id)!.articles.articles.find((a) => a.article === article)!.not_checkable_parts!.map((p) => p.words);
    expect(words('pe-pot-luck-black-jack', 'Art. 9º')).toEqual(['y las cartas repartidas al jugador']);
    expect(words('pe-pot-luck-black-jack', 'Art. 14º')).toEqual(['así como sus cartas']);
    expect(words('pe-dragon-six-baccarat', 'Art. 4º')).toContain('a solicitud de los participantes, del Inspector o del personal del explotador si existen motivos razonables');
    expect(words('pe-poker-caribeno', 'Art. 5º')).toContain('a solicitud de los participantes, del Inspector o del personal del explotador si existen motivos razonables');
    expect(words('pe-poker-caribeno', 'Art. 9º')[0]).toBe('c.- El jugador debe permanecer en la mesa de juego en todo el tiempo que dure su participación en la partida.');
    expect(words('es-marbella-black-jack', 'Jugadores')).toEqual(['con el consentimiento de aquél', 'no pueden dar al jugador consejo o instrucciones']);
  });
});

describe('where the parts are listed', () => {
  it('veedor rules <id>: under their article, in the reader\'s language', () => {
    const en = veedor(['rules', 'pe-poker-caribeno', '--lang', 'en']);
    const es = veedor(['rules', 'pe-poker-caribeno', '--lang', 'es']);
    expect(en.code).toBe(0);
    expect(en.stdout).toContain('not checkable: «c.- El jugador debe permanecer en la mesa de juego en todo el tiempo que dure su participación en la partida.»: A log does not record where the player is.');
    expect(es.stdout).toContain('no verificable: «c.- El jugador debe permanecer en la mesa de juego en todo el tiempo que dure su participación en la partida.»: El registro no anota dónde está el jugador.');
    // Under Art. 9º, after its rules, before Art. 10º.
    const at = en.stdout.indexOf('«c.- El jugador');
    expect(at).toBeGreaterThan(en.stdout.indexOf('Art. 9º'));
    expect(at).toBeLessThan(en.stdout.indexOf('Art. 10º'));
    const json = JSON.parse(veedor(['rules', 'pe-pot-luck-black-jack', '--json', '--lang', 'en']).stdout);
    expect(json.articles.find((a: { article: string }) => a.article === 'Art. 9º').not_checkable_parts).toEqual([
      { words: 'y las cartas repartidas al jugador', reason: 'A log records the part of the wager collected, not the cards being gathered.' },
    ]);
  });

  it('veedor rules <id> <article>: a section of its own', () => {
    const es = veedor(['rules', 'pe-pot-luck-black-jack', '9', '--lang', 'es']);
    expect(es.code).toBe(0);
    // Wrapped at 100 columns as the rest of the page.
    expect(es.stdout).toContain('Lo que ningún registro puede mostrar (no se verifica):\n  - «y las cartas repartidas al jugador»: El registro anota la parte de la apuesta recogida, no que\n  se recojan las cartas.\n');
    const en = veedor(['rules', 'pe-pot-luck-black-jack', '9', '--lang', 'en']);
    expect(en.stdout.replace(/\n  (?![-\s])/g, ' ')).toContain('What no log can show (not checked):\n  - «y las cartas repartidas al jugador»: A log records the part of the wager collected, not the cards being gathered.\n');
    // An article with none has no such section.
    expect(veedor(['rules', 'pe-pot-luck-black-jack', '13', '--lang', 'en']).stdout).not.toContain('What no log can show');
  });

  for (const [lang, title, row] of [
    ['es', 'Lo que ningún registro puede mostrar (reglamentos aplicados) Artículo Palabras Motivo',
      'Art. 9º (pe-pot-luck-black-jack) «y las cartas repartidas al jugador» El registro anota la parte de la apuesta recogida, no que se recojan las cartas.'],
    ['en', 'What no log can show (regulations applied) Article Words Reason',
      'Art. 9º (pe-pot-luck-black-jack) «y las cartas repartidas al jugador» A log records the part of the wager collected, not the cards being gathered.'],
  ] as const) {
    it(`the PDF summary (${lang}): the run's catalogs' parts, and no other catalog's`, async () => {
      const r = await auditToPdf([DEMO], lang);
      const text = squash((await extractPages(r.pdf)).map((p) => p.text).join('\n'));
      expect(text).toContain(squash(title));
      expect(text).toContain(squash(row));
      expect(text).toContain(squash('Art. 18º (pe-pot-luck-black-jack) «El dealer marcará al pool bet ganador»'));
      // The demo is Pot Luck's alone: Caribbean Art. 9º c is not this run's.
      expect(text).not.toContain('pe-poker-caribeno');
    });
  }
});
