// Art. 10º «En cada partida, inicialmente se repartiran cuatro cartas, siendo la primera y la tercera
//   para el Punto; y la [segunda] y la cuarta para la Banca.»
import type { Side } from '../../../engine/baccarat/state.js';
import { SIDE_NAME, byLang, whereCardWasDue } from './labels.js';
import { defineRule } from '../../families/baccarat/define-rule.js';

const ORDER: readonly Side[] = ['player', 'banker', 'player', 'banker'];

export default defineRule({
  id: 'first-four-cards-alternate',
  article: 'Art. 10º',
  category: 'procedure',
  description: {
    es: 'Se reparten primero cuatro cartas: la primera y la tercera al Punto, la segunda y la cuarta a la Banca.',
    en: 'Four cards are dealt first: the first and third to Punto, the second and fourth to Banca.',
  },
  messages: {
    order: {
      es: 'La carta {position} de la partida fue para {actualSide}; el {article} la destina {a:expectedSide} (Punto, Banca, Punto, Banca).',
      en: 'Card {position} of the game went to {actualSide}; {article} gives it to {expectedSide} (Punto, Banca, Punto, Banca).',
    },
    short: {
      es: 'La partida solo tiene {dealt} {dealt|carta|cartas}; el {article} exige repartir inicialmente cuatro (dos al Punto y dos a la Banca).',
      en: 'The game has only {dealt} {dealt|card|cards}; {article} requires four to be dealt first (two to Punto, two to Banca).',
    },
  },
  compile(ctx) {
    return {
      handEnd(state) {
        const deals = state.deals;
        if (deals.length === 0) return; // no game was dealt
        for (let i = 0; i < Math.min(4, deals.length); i++) {
          const d = deals[i]!;
          if (d.to === ORDER[i]) continue;
          ctx.report({
            messageId: 'order', event: d.index, data: { position: i + 1 },
            dataByLang: byLang({ actualSide: SIDE_NAME[d.to], expectedSide: SIDE_NAME[ORDER[i]!] }),
          });
          return;
        }
        // The missing card was due right after the last one dealt: pointed there (whereCardWasDue), the step where
        // the game went on without it.
        if (deals.length < 4) ctx.report({ messageId: 'short', event: whereCardWasDue(deals[deals.length - 1]!.index, ctx.hand.events.length), data: { dealt: deals.length } });
      },
    };
  },
});
