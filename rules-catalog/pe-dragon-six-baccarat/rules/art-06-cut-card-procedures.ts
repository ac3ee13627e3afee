// Art. 6º «Cuando en una partida aparece el cortador y [antes] de empezar otra partida, el dealer debera
//   realizar los siguientes procedimientos en ese orden:» «a.- Barajar las cartas [...] b.- Cortar las
//   cartas [...] c.- Colocar las cartas en el zapato [...] d.- Quemar cartas [...] Asimismo, queda a
//   criterio del personal del explotador realizar los procedimientos de mostrar, voltear y revolver
//   [antes] de barajar las cartas.»
// Like every procedure article this runs on the hands of a shoe whose log records procedures (from the
// first such hand of the shoe on: checkability is the shoe's, audit/judge.ts), so a hand of that
// shoe that records nothing is judged too. It checks the sequence where a shoe is prepared (after a
// cut_card_out, or any step of it without new decks: parameter reshuffle_follows_art_6), and it reports
// every game dealt from the very shoe (same shoe_id) whose cut card had come out, until the shoe is
// prepared again: each is "otra partida" started without the procedures. The next game at the table dealt
// from another shoe with no preparation recorded is "otra partida" too: reported once, at its first card
// (the judge makes that hand checkable: its table's log recorded the cut card, audit/judge.ts).
// «otra partida» is the table's next game in the order of play, which is the hands' started_at, not the order of the
// file (a log exported newest first read every game before the cut card as dealt after it: 78 findings on a clean
// shoe; oracle16). Reading the file as it comes, a hand that started before the cut card's hand is an earlier game:
// it is not judged as following the cut card, and what the table keeps waits for the game that did. A preparation
// read earlier in the file but started after the cut card's hand (the file out of time order) is the shoe prepared
// after it: the cut card is not held against the games that follow. Where the file is out of time order a game
// dealt between the cut card and that preparation is not seen (the stream cannot tell): such a log is judged on what
// it shows in the order it gives, never with a game accused for the place the file put it in. What the stream cannot
// tell is said, not guessed: a hand read after a later game of its table (by started_at) is counted in the run's
// not_checked for this article, with that reason (a newest-first log: every hand but its first), so a clean run
// read out of order does not claim that every game followed the article.
// A log may record the reshuffle at the end of the record of the coup in which the cut card came out, after its last
// card: that is the next game's preparation (its steps are not late, the next game starts prepared). Judged as steps
// after the first card, one clean shoe change drew six findings (clause17).
// Per-table state: the tables whose cut card is out and whose shoe has not been prepared since, the start of the
// latest preparation each table recorded, and the latest start read of the table's games.
import type { ProcedureName } from '../../../engine/core/types.js';
import { instantMs } from '../../../engine/core/instant.js';
import { SEQUENCE_MESSAGES, checkSequence, lastDealAt, SEQUENCE_PARAMS } from './procedures.js';
import { defineRule } from '../../families/baccarat/define-rule.js';

interface CutCardOut {
  handId: string;
  shoeId?: string;
  /** The cut card's hand's started_at, in ms (NaN: none readable, the file's order decides). */
  at: number;
}

interface TableState {
  pending?: CutCardOut;
  /** The started_at (ms) of the latest hand of the table that prepared a shoe (new decks or a step of the sequence). */
  preparedAt?: number;
  /** The latest started_at (ms) of the table's hands read so far: a hand that started before it is read out of time order. */
  latestAt?: number;
}

const OUT_OF_TIME_ORDER = {
  es: 'estas manos se leyeron después de una partida posterior de su mesa (el archivo no sigue el orden de started_at): ' +
    '«otra partida» es la siguiente por started_at, y leído fuera de ese orden el registro no muestra qué partida siguió al cortador',
  en: 'these hands were read after a later game of their table (the file is not in started_at order): ' +
    '«otra partida» (the next game) is the next by started_at, and read out of that order the log does not show which game followed the cut card',
};

export default defineRule({
  id: 'cut-card-procedures',
  article: 'Art. 6º',
  category: 'procedure',
  params: ['cut_card_sequence', 'reshuffle_follows_art_6', ...SEQUENCE_PARAMS],
  needs: 'procedures',
  description: {
    es: 'Cuando sale el cortador, antes de la partida siguiente: barajar, cortar y colocar el cortador, cargar el zapato y quemar, en ese orden.',
    en: 'When the cut card comes out, before the next game: shuffle, cut and place the cut card, load the shoe and burn, in that order.',
  },
  messages: {
    ...SEQUENCE_MESSAGES,
    'no-reshuffle': {
      es: 'El cortador salió en la mano {cutHand} y esta partida se repartió del mismo zapato ({shoe}) sin barajar, cortar, cargar el zapato ni quemar; el {article} lo exige antes de empezar otra partida.',
      en: 'The cut card came out in hand {cutHand} and this game was dealt from the same shoe ({shoe}) without shuffling, cutting, loading and burning; {article} requires them before another game starts.',
    },
    'no-reshuffle-new-shoe': {
      es: 'El cortador salió en la mano {cutHand} (zapato {shoe}) y la partida siguiente de la mesa se repartió de otro zapato ({newShoe}) sin que conste barajar, cortar, cargar el zapato ni quemar; el {article} lo exige antes de empezar otra partida.',
      en: 'The cut card came out in hand {cutHand} (shoe {shoe}) and the table\'s next game was dealt from another shoe ({newShoe}) with no shuffle, cut, shoe load or burn recorded; {article} requires them before another game starts.',
    },
    'no-reshuffle-table': {
      es: 'El cortador salió en la mano {cutHand} y esta partida de la misma mesa se repartió sin que conste barajar, cortar, cargar el zapato ni quemar; el {article} lo exige antes de empezar otra partida.',
      en: 'The cut card came out in hand {cutHand} and this game at the same table was dealt with no shuffle, cut, shoe load or burn recorded; {article} requires them before another game starts.',
    },
  },
  compile(ctx) {
    const steps = ctx.param<ProcedureName[]>('cut_card_sequence');
    const anyReshuffle = ctx.param<boolean>('reshuffle_follows_art_6');
    return {
      handEnd(state) {
        const table = ctx.hand.table_id;
        const kept = ctx.runState.get(table) as TableState | undefined;
        const at = instantMs(ctx.hand.started_at);
        if (kept?.latestAt !== undefined && at < kept.latestAt) ctx.notChecked(OUT_OF_TIME_ORDER);
        const latestAt = at > (kept?.latestAt ?? -Infinity) ? at : kept?.latestAt; // a start not readable (NaN) is none
        // A hand that started before the cut card's hand is an earlier game, whatever its place in the file.
        const earlier = kept?.pending !== undefined && at < kept.pending.at;
        const pending = earlier ? undefined : kept?.pending;
        const dealt = state.firstDealAt;
        // What the record gives after its coup's last card prepares the next game (a log may close the record of the
        // coup in which the cut card came out with the reshuffle): it is judged as that preparation, never as steps
        // recorded after this hand's first card. With the cut card out during the coup, the preparation runs from it.
        const last = lastDealAt(state);
        const cutOutDuring = state.procedures.find((p) => p.name === 'cut_card_out' && dealt !== undefined && p.index > dealt);
        const tail = last === undefined ? [] : state.procedures.filter((p) => p.index > last);
        const nextDecks = tail.find((p) => p.name === 'new_deck');
        const preparedNext = nextDecks ?? tail.find((p) => steps.includes(p.name));
        const opener = cutOutDuring !== undefined && preparedNext !== undefined && cutOutDuring.index < preparedNext.index ? cutOutDuring : undefined;
        // Where the next game's preparation starts: the cut card that opened it, or the coup's last card.
        const nextFrom = preparedNext === undefined ? undefined : opener?.index ?? last!;
        const own = nextFrom === undefined ? state.procedures : state.procedures.filter((p) => p.index < nextFrom);
        const cutOutBefore = own.find((p) => p.name === 'cut_card_out' && (dealt === undefined || p.index < dealt));
        const newDecks = own.some((p) => p.name === 'new_deck');
        // Any step of the sequence (a shuffle, a load, a burn...) shows a shoe being prepared in this hand.
        const preparing = own.some((p) => steps.includes(p.name));
        const afterCutCard = { es: 'Tras salir el cortador', en: 'After the cut card came out' };
        const reshuffle = { es: 'Barajado sin barajas nuevas', en: 'Reshuffle without new decks' };
        const before = nextFrom !== undefined ? { before: nextFrom } : {};

        if (newDecks) {
          // New decks after the cut card: Art. 5º's fuller procedure governs that hand.
        } else if (cutOutBefore) {
          checkSequence(ctx, state, { steps, after: cutOutBefore.index, ...before, context: afterCutCard });
        } else if (preparing && (pending || anyReshuffle)) {
          checkSequence(ctx, state, { steps, after: 0, ...before, context: pending ? afterCutCard : reshuffle });
        }
        if (nextFrom !== undefined && !nextDecks && (opener || pending || anyReshuffle)) {
          checkSequence(ctx, state, { steps, after: nextFrom, context: opener || pending ? afterCutCard : reshuffle, trailingAt: opener?.index ?? preparedNext!.index });
        }
        // Without shoe ids the table is the unit (its log records procedures): the next game is the same shoe's.
        const sameShoe = pending !== undefined && pending.shoeId === ctx.hand.shoe_id;
        const unprepared = !newDecks && !cutOutBefore && !preparing;
        const dealtOnUnprepared = sameShoe && unprepared && dealt !== undefined;
        if (dealtOnUnprepared) {
          if (pending!.shoeId !== undefined) {
            ctx.report({ messageId: 'no-reshuffle', event: dealt, data: { cutHand: pending!.handId, shoe: pending!.shoeId } });
          } else {
            ctx.report({ messageId: 'no-reshuffle-table', event: dealt, data: { cutHand: pending!.handId } });
          }
        }
        // Another shoe, first dealt with nothing of its preparation recorded: the game that followed the cut card
        // started without the procedures. Reported once; the shoe's later games are not after a cut card.
        if (pending !== undefined && !sameShoe && unprepared && dealt !== undefined) {
          const newShoe = ctx.hand.shoe_id;
          if (pending.shoeId !== undefined && newShoe !== undefined) {
            ctx.report({ messageId: 'no-reshuffle-new-shoe', event: dealt, data: { cutHand: pending.handId, shoe: pending.shoeId, newShoe } });
          } else {
            // One of the two hands names no shoe: the table is what they share.
            ctx.report({ messageId: 'no-reshuffle-table', event: dealt, data: { cutHand: pending.handId } });
          }
        }

        const preparedAt = (newDecks || preparing || preparedNext) && !(at <= (kept?.preparedAt ?? -Infinity)) ? at : kept?.preparedAt;
        let next: CutCardOut | undefined = kept?.pending;
        if (earlier) {
          // An earlier game read late: the pending cut card stays for the game that followed it.
        } else if (preparedNext !== undefined && (cutOutDuring === undefined || opener !== undefined)) {
          // The shoe was prepared after this coup, after its cut card if it came out: the next game starts prepared.
          next = undefined;
        } else if (cutOutDuring) {
          // A preparation the file gave before this hand but that started after it: the shoe was prepared since.
          const preparedSince = kept?.preparedAt !== undefined && kept.preparedAt > at;
          next = preparedSince ? undefined : { handId: ctx.hand.hand_id, at, ...(ctx.hand.shoe_id !== undefined ? { shoeId: ctx.hand.shoe_id } : {}) };
        } else if (!dealtOnUnprepared && !(pending !== undefined && unprepared && dealt === undefined)) {
          // Kept while the shoe is dealt on unprepared, or while nothing is dealt nor prepared (a hand of bets alone).
          next = undefined;
        }
        if (next === undefined && preparedAt === undefined && latestAt === undefined) ctx.runState.delete(table);
        else {
          ctx.runState.set(table, {
            ...(next ? { pending: next } : {}), ...(preparedAt !== undefined ? { preparedAt } : {}), ...(latestAt !== undefined ? { latestAt } : {}),
          });
        }
      },
    };
  },
});
