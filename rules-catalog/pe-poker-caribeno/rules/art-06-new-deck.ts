// Art. 6º «Cuando se empleen barajas nuevas, antes de empezar la distribución de las cartas a los participantes,
// el dealer deberá realizar los siguientes procedimientos en ese orden: a.- Mostrar ... b.- Voltear ...
// c.- Revolver ... d.- Barajar ... e.- Cortar las cartas...»
import type { ProcedureName } from '../../../engine/core/types.js';
import { both, procedureList } from './words.js';
import { defineRule } from '../../families/caribbean/define-rule.js';

export const newDeckProceduresInOrder = defineRule({
  id: 'new-deck-procedures-in-order',
  article: 'Art. 6º',
  category: 'procedure',
  params: ['new_deck_sequence'],
  needs: 'procedures',
  // Art. 6º is the whole pre-deal procedure when the deck is new: where it is broken, Art. 7º's shuffle-and-cut
  // check of the same moment would report the same omission again.
  overrides: ['shuffle-and-cut-before-deal'],
  description: {
    es: 'Con baraja nueva, antes del primer reparto: mostrar, voltear, revolver, barajar y cortar, en ese orden.',
    en: 'With a new deck, before the first deal: show, turn, wash, shuffle and cut, in that order.',
  },
  messages: {
    incomplete: {
      es: 'Tras la baraja nueva (evento {newDeck}) se repartió sin {missing} en el orden exigido ({sequence}); el registro muestra: {done}.',
      en: 'After the new deck (event {newDeck}) cards were dealt without {missing} in the required order ({sequence}); the log shows: {done}.',
    },
    outOfOrder: {
      es: 'Tras la baraja nueva (evento {newDeck}) se hizo {step} antes de {previous} (evento {previousAt}); el {article} exige este orden: {sequence}.',
      en: 'After the new deck (event {newDeck}), {step} was done before {previous} (event {previousAt}); {article} requires this order: {sequence}.',
    },
  },
  compile(ctx) {
    const sequence = ctx.param<ProcedureName[]>('new_deck_sequence');
    let newDeck: number | undefined;
    let since: { readonly name: ProcedureName; readonly index: number }[] = [];
    return {
      handStart() {
        newDeck = undefined;
        since = [];
      },
      procedure(e) {
        if (e.name === 'new_deck') {
          newDeck = e.index;
          since = [];
        } else if (newDeck !== undefined) {
          since.push({ name: e.name, index: e.index });
        }
      },
      deal(e) {
        if (newDeck === undefined) return;
        const at = newDeck;
        newDeck = undefined;
        const names = since.map((x) => x.name);
        const missing = firstUnmatched(sequence, names);
        if (missing === undefined) return;
        // A step that is there, before the one it must follow, is out of its place: the finding points at it (as Art.
        // 7º's and Dragon Six's sequences do), not at the deal, and does not call it missing (proc31-other P31-CS-F06).
        const previous = sequence[sequence.indexOf(missing) - 1];
        const previousAt = previous === undefined ? undefined : matchedAt(sequence, since, previous);
        const early = previousAt === undefined ? undefined : since.find((x) => x.name === missing && x.index < previousAt);
        if (previous !== undefined && previousAt !== undefined && early !== undefined) {
          ctx.report({
            messageId: 'outOfOrder',
            event: early.index,
            data: { newDeck: at, previousAt },
            dataByLang: both((lang) => ({
              step: procedureList([missing], lang),
              previous: procedureList([previous], lang),
              sequence: procedureList(sequence, lang),
            })),
          });
          return;
        }
        const done = names.filter((n) => sequence.includes(n));
        ctx.report({
          messageId: 'incomplete',
          event: e.index,
          data: { newDeck: at },
          dataByLang: both((lang) => ({
            missing: procedureList([missing], lang),
            sequence: procedureList(sequence, lang),
            done: procedureList(done, lang),
          })),
        });
      },
    };
  },
});

/** Where `step` was matched when `done` is read against `sequence` in order (firstUnmatched's reading). */
function matchedAt(
  sequence: readonly ProcedureName[], done: readonly { readonly name: ProcedureName; readonly index: number }[], step: ProcedureName,
): number | undefined {
  let i = 0;
  for (const x of done) {
    if (x.name !== sequence[i]) continue;
    if (x.name === step) return x.index;
    i++;
  }
  return undefined;
}

/** The first step of `sequence` that `done` does not contain in order (other procedures may come between). */
export function firstUnmatched(sequence: readonly ProcedureName[], done: readonly ProcedureName[]): ProcedureName | undefined {
  let i = 0;
  for (const name of done) if (name === sequence[i]) i++;
  return sequence[i];
}
