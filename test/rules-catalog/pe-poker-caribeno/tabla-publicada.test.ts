import { describe, expect, it } from 'vitest';
import { pokerCaribeno } from '../../../rules-catalog/pe-poker-caribeno/index.js';

// «Tabla publicada» is no article of the regulation: it is the pay table the operator posts under Art. 14º's «no menor»,
// cited by one warning (bet-paid-per-posted-line). Its quote is Art. 14º's sentence. A report prints the citation, the
// title and the quote (the English summary only in English): before, the Spanish report read «Reglamento del Juego de
// Póker Caribeño, Tabla publicada — La tabla de pagos del bet publicada en la mesa «El explotador pagará ...»», a
// provision the regulation does not have, its words unattributed to Art. 14º (docs/citations.md, O4).
describe('Póker Caribeño «Tabla publicada»: said to be no article, its quote Art. 14º\'s', () => {
  const articles = pokerCaribeno.articles.articles;
  const posted = articles.find((a) => a.article === 'Tabla publicada')!;
  const art14 = articles.find((a) => a.article === 'Art. 14º')!;

  it('quotes a sentence of Art. 14º', () => {
    expect(art14.text_es).toContain(posted.text_es);
  });

  it('its title says, in both languages, that it is not an article and whose text it quotes', () => {
    expect(posted.title.es).toBe('La tabla de pagos del bet publicada en la mesa (no es un artículo: el texto citado es del Art. 14º)');
    expect(posted.title.en).toBe('The bet pay table posted at the table (not an article: the text quoted is Art. 14º\'s)');
  });

  it('is cited by one rule only, the posted-line warning', () => {
    expect(pokerCaribeno.rules.filter((r) => r.article === 'Tabla publicada').map((r) => r.id)).toEqual(['bet-paid-per-posted-line']);
  });
});
