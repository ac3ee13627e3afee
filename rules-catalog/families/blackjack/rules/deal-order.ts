// The mandatory dealing: one card to each box in seat order, then the dealer; a second round the same way.
import { parseParticipant, participantName, participantText } from '../../../../engine/input/normalize.js';
import type { Participant } from '../../../../engine/core/types.js';
import type { BjState } from '../../../../engine/blackjack/state.js';
import type { Rule } from '../../../framework/types.js';
import { defineRule } from '../define-rule.js';

export function dealOrderRule(article: string): Rule<BjState> {
  return defineRule({
    id: 'deal-order',
    article,
    category: 'procedure',
    description: {
      es: 'Reparto obligatorio: una carta descubierta a cada asiento en orden y luego al dealer, en dos rondas.',
      en: 'Mandatory dealing: one face-up card to each seat in order, then the dealer, in two rounds.',
    },
    messages: {
      order: {
        es: 'La carta {n} del reparto obligatorio fue {a:actualTo}; según el orden de reparto ({article}) correspondía {a:expectedTo}.',
        en: 'Card {n} of the mandatory dealing went to {actualTo}; in dealing order ({article}) it belonged to {expectedTo}.',
      },
      faceDown: {
        es: 'La carta {n} del reparto obligatorio se dio cubierta {a:actualTo}; el {article} exige que las cartas de los jugadores vayan descubiertas.',
        en: 'Card {n} of the mandatory dealing went face down to {actualTo}; {article} requires the players\' cards face up.',
      },
      incomplete: {
        es: 'La mano termina con el reparto obligatorio a medias: {n} de sus {total} {total|carta|cartas}, y la siguiente correspondía {a:expectedTo} ({article}); nada liquidó lo apostado en {boxes}.',
        en: 'The hand ends with the mandatory dealing unfinished: {n} of its {total} {total|card|cards}, the next one due to {expectedTo} ({article}); nothing settled the wagers on {boxes}.',
      },
    },
    compile(ctx) {
      return {
        handEnd(state) {
          const boxes = state.seats.filter((s) => s.hands.length > 0).map((s) => `seat:${s.seat}`);
          const expected = [...boxes, 'dealer', ...boxes, ...(state.holeCard ? ['dealer'] : [])];
          // Play begun ends it too: a card after the first decision is a voluntary one, not the mandatory card the
          // dealer never took (dealer-cards-face reports his missing hole card; clause30: a hit's card was said to be
          // «card 4 of the mandatory dealing», belonging to the dealer).
          const end = state.mandatoryEndedAt ?? state.voluntaryStartedAt ?? Infinity;
          const mandatory = state.deals.filter((d) => d.index <= end).slice(0, expected.length);
          for (let i = 0; i < mandatory.length; i++) {
            const d = mandatory[i]!;
            const to = participantText(d.to);
            if (to !== expected[i]) {
              ctx.report({ messageId: 'order', event: d.index, data: { n: i + 1 }, dataByLang: names(d.to, parseParticipant(expected[i]!)) });
              return; // one finding: every later card is out of place because of this one
            }
            if (d.to.kind === 'seat' && d.face === 'down') {
              ctx.report({ messageId: 'faceDown', event: d.index, seat: d.to.seat, data: { n: i + 1 }, dataByLang: names(d.to, d.to) });
            }
          }
          // The log ends before every box and the dealer had their cards (a round abandoned, or a log cut short),
          // with wagers that nothing settled: no later rule can judge them (no outcome), so it is said here.
          if (state.mandatoryEndedAt !== undefined || boxes.length === 0 || mandatory.length >= expected.length) return;
          const unsettled = state.seats.filter((s) => s.hands.length > 0 && !state.settlements.some((x) => x.seat === s.seat && x.spot === 'main'));
          if (unsettled.length === 0) return;
          const next = parseParticipant(expected[mandatory.length]!);
          const seats = { es: unsettled.map((s) => `el asiento ${s.seat}`), en: unsettled.map((s) => `seat ${s.seat}`) };
          ctx.report({
            messageId: 'incomplete', seat: unsettled.length === 1 ? unsettled[0]!.seat : undefined,
            data: { n: mandatory.length, total: expected.length },
            dataByLang: {
              es: { ...names(next, next).es, boxes: listWords(seats.es, 'y') },
              en: { ...names(next, next).en, boxes: listWords(seats.en, 'and') },
            },
          });
        },
      };
    },
  });
}

function names(actual: Participant, expected: Participant) {
  return {
    es: { actualTo: participantName(actual, 'es'), expectedTo: participantName(expected, 'es') },
    en: { actualTo: participantName(actual, 'en'), expectedTo: participantName(expected, 'en') },
  };
}

/** "a", "a and b", "a, b and c". */
function listWords(items: string[], and: string): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}
