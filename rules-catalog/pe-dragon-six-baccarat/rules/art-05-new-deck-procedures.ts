// Art. 5º «Cuando se empleen barajas nuevas, [antes] de empezar la distribucion de las cartas a los
//   participantes, el dealer debera realizar los siguientes procedimientos en ese orden: a.- Mostrar [...]
//   b.- Voltear [...] c.- Revolver [...] d.- Barajar [...] e.- Cortar [...] lo insertara a no menos de 12
//   cartas de la base [...] f.- Colocar las cartas en el zapato [...]»
//   «g.- Quemar cartas: [antes] de iniciar la partida, el dealer procedera a sacar una carta la cual
//   indicara el numero de cartas que tendra que quemar.» (printed out of place, before Art. 6º)
// Checked on the hand that opens new decks (its new_deck procedure): the steps, their order, all before
// the first card; the cut card's position; the burn (parameter burn_rule).
import type { ProcedureName } from '../../../engine/core/types.js';
import { SEQUENCE_MESSAGES, checkSequence, lastDealAt, SEQUENCE_PARAMS } from './procedures.js';
import { defineRule } from '../../families/baccarat/define-rule.js';

export default defineRule({
  id: 'new-deck-procedures',
  article: 'Art. 5º',
  category: 'procedure',
  params: [...SEQUENCE_PARAMS, 'new_deck_sequence'],
  needs: 'procedures',
  description: {
    es: 'Con barajas nuevas, antes de repartir: mostrar, voltear, revolver, barajar, cortar y colocar el cortador (a no menos de 12 cartas de la base), cargar el zapato y quemar, en ese orden.',
    en: 'With new decks, before dealing: show, turn, wash, shuffle, cut and place the cut card (no less than 12 cards from the base), load the shoe and burn, in that order.',
  },
  messages: SEQUENCE_MESSAGES,
  compile(ctx) {
    return {
      handEnd(state) {
        const open = state.procedures.find((p) => p.name === 'new_deck');
        if (!open) return;
        // New decks opened after this hand's last card (the log recorded them at the end of the coup's record) are the
        // next game's: none of their steps comes after a card they had to precede.
        const last = lastDealAt(state);
        checkSequence(ctx, state, {
          steps: ctx.param<ProcedureName[]>('new_deck_sequence'),
          after: open.index,
          context: { es: 'Barajas nuevas', en: 'New decks' },
          ...(last !== undefined && open.index > last ? { trailingAt: open.index } : {}),
        });
      },
    };
  },
});
