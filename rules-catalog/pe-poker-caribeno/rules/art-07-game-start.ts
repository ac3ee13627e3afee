// Art. 7º «Antes de empezar la distribución de las cartas a los jugadores, el dealer deberá realizar los
// siguientes procedimientos, en ese orden: a.- Barajar las cartas ... b.- Cortar las cartas ... Luego de este
// procedimiento el dealer puede proceder a su reparto. Asimismo, queda a criterio del personal del explotador
// realizar los procedimientos de contar, mostrar, voltear y revolver las cartas antes de barajar las cartas.»
import type { ProcedureName } from '../../../engine/core/types.js';
import { both, procedureList } from './words.js';
import { defineRule } from '../../families/caribbean/define-rule.js';

/** The procedures that handle the deck itself; others (a verification, "no more bets") do not disturb a cut deck. */
const HANDLING: readonly ProcedureName[] = ['new_deck', 'count', 'show_cards', 'turn_cards', 'wash', 'shuffle', 'cut'];

export const shuffleAndCutBeforeDeal = defineRule({
  id: 'shuffle-and-cut-before-deal',
  article: 'Art. 7º',
  category: 'procedure',
  needs: 'procedures',
  description: {
    es: 'Antes de cada partida se baraja y luego se corta; contar, mostrar, voltear y revolver solo pueden hacerse antes de barajar.',
    en: 'Before every game the cards are shuffled, then cut; counting, showing, turning and washing may only come before the shuffle.',
  },
  messages: {
    noShuffle: {
      es: 'Se repartió sin barajar antes (procedimientos previos: {done}).',
      en: 'Cards were dealt with no shuffle before (procedures before: {done}).',
    },
    noCut: {
      es: 'Se repartió sin cortar después de barajar (evento {shuffle}).',
      en: 'Cards were dealt with no cut after the shuffle (event {shuffle}).',
    },
    handledAfterShuffle: {
      es: 'Entre barajar (evento {shuffle}) y repartir hubo {extra}: solo cabe cortar; contar, mostrar, voltear y revolver van antes de barajar.',
      en: 'Between the shuffle (event {shuffle}) and the deal came {extra}: only the cut belongs there; counting, showing, turning and washing come before the shuffle.',
    },
  },
  compile(ctx) {
    return {
      deal(e, before) {
        if (before.firstDealAt !== undefined) return;
        const handling = before.procedures.filter((p) => HANDLING.includes(p.name));
        const last = handling.map((p) => p.name).lastIndexOf('shuffle');
        if (last < 0) {
          ctx.report({ messageId: 'noShuffle', event: e.index, dataByLang: both((lang) => ({ done: procedureList(handling.map((p) => p.name), lang) })) });
          return;
        }
        const shuffle = handling[last]!.index;
        const after = handling.slice(last + 1);
        const extra = after.filter((p) => p.name !== 'cut');
        if (extra.length > 0) {
          // The finding is about a step that is there, out of its place: it points at the first of them (as Dragon
          // Six's sequences do), not at the deal.
          const names = extra.map((p) => p.name);
          ctx.report({ messageId: 'handledAfterShuffle', event: extra[0]!.index, data: { shuffle }, dataByLang: both((lang) => ({ extra: procedureList(names, lang) })) });
        } else if (after.length === 0) {
          ctx.report({ messageId: 'noCut', event: e.index, data: { shuffle } });
        }
      },
    };
  },
});
