// Art. 10º «En cada partida, inicialmente se repartiran cuatro cartas [...]. Adicionalmente, se» (the text
// breaks off where it would give the third cards). Every wager of a coup rests on both hands' final totals,
// so the coup is complete, third cards included, before any wager is settled: standard practice, marked as
// an interpretation in articles.json (parameter settle_after_coup_complete; false: no finding here, the
// wagers are still judged against the coup's final cards). A card dealt after a settlement is recorded by the engine (not
// refused): the early settlement is reported here, once, and the settlement rules judge every wager against
// the coup's final cards.
import { defineRule } from '../../families/baccarat/define-rule.js';
import { SIDE_NAME, byLang } from './labels.js';
import { cardAfterSettlement } from './settlement.js';

export default defineRule({
  id: 'settled-before-coup-complete',
  article: 'Art. 10º',
  category: 'procedure',
  params: ['settle_after_coup_complete'],
  description: {
    es: 'Las apuestas se liquidan cuando la partida está completa: ninguna carta sale del zapato después de una liquidación.',
    en: 'Wagers are settled once the coup is complete: no card leaves the shoe after a settlement.',
  },
  messages: {
    early: {
      es: 'La partida se liquidó (evento {settledAt}) antes de completarse: después salió otra carta para {side} (evento {cardAt}); el {article} reparte las cartas de la partida antes de liquidarla y cada apuesta se juzga contra las cartas finales.',
      en: 'The coup was settled (event {settledAt}) before it was complete: another card went to {side} afterwards (event {cardAt}); {article} deals the coup\'s cards before it is settled, and every wager is judged against the final cards.',
    },
  },
  compile(ctx) {
    const required = ctx.param<boolean>('settle_after_coup_complete');
    return {
      handEnd(state) {
        if (!required) return;
        const card = cardAfterSettlement(state);
        if (!card || state.settledAt === undefined) return;
        ctx.report({
          messageId: 'early', event: card.index, data: { settledAt: state.settledAt, cardAt: card.index },
          dataByLang: byLang({ side: SIDE_NAME[card.to] }),
        });
      },
    };
  },
});
