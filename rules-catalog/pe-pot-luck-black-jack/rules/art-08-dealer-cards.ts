// Art. 8º «...carta cubierta para si mismo, descubriendo la primera carta que recibió. Si por error se
// descubre la segunda carta del dealer, ésta será considerada la carta descubierta para dicha partida.»
import type { BjState } from '../../../engine/blackjack/state.js';
import { cardGlyph } from '../../../engine/core/cards.js';
import { defineRule } from '../../families/blackjack/define-rule.js';

/** Every box holds its first two cards (the boxes' part of the mandatory dealing is done). */
function boxesDealt(state: BjState): boolean {
  const boxes = state.seats.filter((x) => x.hands.length > 0);
  return boxes.length > 0 && boxes.every((x) => x.hands[0]!.cards.length >= 2);
}

/** Only the dealer's hole card is missing from the mandatory dealing: every box holds its two, the dealer his up card. */
export function onlyHoleCardAwaited(state: BjState): boolean {
  return state.mandatoryEndedAt === undefined && state.dealer.length === 1 && boxesDealt(state);
}

/**
 * How the hand shows the hole card never dealt in the mandatory dealing (the two cases `dealer-cards-face` reports,
 * `noHoleCard` and `noHoleCardSettled`), or undefined. Art. 9º's surrender rules read it: an offer or a surrender made
 * once the boxes were dealt, in a dealing that never ended for want of the hole card, is that one defect (clause31).
 */
export function missingHoleCard(state: BjState): { messageId: 'noHoleCard'; event: number; playedAt: number } | { messageId: 'noHoleCardSettled'; event: number } | undefined {
  if (state.mandatoryEndedAt !== undefined) return undefined;
  // A deal without the hole card (the European way): whatever a table config says, Art. 8º prescribes it.
  // A dealing left unfinished only because a box was short a card, the hole card dealt before play began, is no
  // missing hole card: deal-order reports the box.
  const second = state.dealer[1];
  if (state.voluntaryStartedAt !== undefined) {
    if (second !== undefined && second.index < state.voluntaryStartedAt) return undefined;
    return { messageId: 'noHoleCard', event: second?.index ?? state.voluntaryStartedAt, playedAt: state.voluntaryStartedAt };
  }
  // No one played (a Black Jack paid at once, boxes standing unrecorded) and the hand was settled with the dealer
  // holding one card, every box its two (a box short a card is deal-order's): the hole card was never dealt
  // (clause30). A hand left unsettled is deal-order's «incomplete».
  if (state.dealer.length !== 1 || !boxesDealt(state)) return undefined;
  const settled = state.settlements.find((x) => x.index > state.dealer[0]!.index);
  return settled ? { messageId: 'noHoleCardSettled', event: settled.index } : undefined;
}

export default defineRule({
  id: 'dealer-cards-face',
  article: 'Art. 8º',
  category: 'procedure',
  description: {
    es: 'El dealer descubre su primera carta (dándola descubierta, o descubriéndola al darse la carta cubierta) y deja cubierta la segunda.',
    en: 'The dealer\'s first card face up (dealt so, or turned up as he deals himself the hole card), the second face down.',
  },
  messages: {
    secondExposed: {
      es: 'La segunda carta del dealer ({card}) se descubrió por error; por el {article} pasa a ser la carta descubierta de la partida.',
      en: 'The dealer\'s second card ({card}) was exposed by mistake; under {article} it becomes the up card for this game.',
    },
    firstDown: {
      es: 'La primera carta del dealer ({card}) se dio cubierta y no se descubrió en la entrega obligatoria de cartas; el {article} manda al dealer descubrir la primera carta que recibió al darse la carta cubierta.',
      en: 'The dealer\'s first card ({card}) was dealt face down and not turned up during the mandatory dealing; {article} has the dealer uncover the first card he received as he deals himself the hole card.',
    },
    noHoleCard: {
      es: 'El dealer no se dio su carta cubierta en la entrega obligatoria de cartas: los jugadores jugaron (evento {playedAt}) antes de su segunda carta; el {article} concluye esa etapa con una carta descubierta y otra cubierta al dealer.',
      en: 'The dealer did not deal himself the hole card in the mandatory dealing: the players played (event {playedAt}) before his second card; {article} ends that stage with one card face up and one face down to the dealer.',
    },
    noHoleCardSettled: {
      es: 'El dealer no se dio su carta cubierta: la mano se liquidó (evento {settledAt}) con una sola carta del dealer, sin que nadie jugara; el {article} concluye la entrega obligatoria de cartas con una carta descubierta y otra cubierta al dealer.',
      en: 'The dealer never dealt himself the hole card: the hand was settled (event {settledAt}) with the dealer holding one card, no one having played; {article} ends the mandatory dealing with one card face up and one face down to the dealer.',
    },
  },
  compile(ctx) {
    return {
      deal(e, before) {
        if (e.to.kind !== 'dealer' || before.stage !== 'mandatory' && before.stage !== 'betting') return;
        if (before.dealer.length === 1 && e.face === 'up') ctx.report({ messageId: 'secondExposed', event: e.index, severity: 'warning', data: { card: cardGlyph(e.card) } });
      },
      handEnd(state) {
        const missing = missingHoleCard(state);
        if (missing?.messageId === 'noHoleCard') {
          ctx.report({ messageId: 'noHoleCard', event: missing.event, data: { playedAt: missing.playedAt } });
          return;
        }
        if (missing?.messageId === 'noHoleCardSettled') {
          ctx.report({ messageId: 'noHoleCardSettled', event: missing.event, data: { settledAt: missing.event } });
          return;
        }
        // «...carta cubierta para sí mismo, descubriendo la primera carta que recibió»: a first card dealt
        // face down and turned up during the mandatory dealing is the up card (interpretation, articles.json).
        const first = state.dealer[0];
        if (!first || (first.face === 'up' && first.revealedAt === undefined)) return;
        if (state.upCardRevealedAt !== undefined || state.upCard === 1) return;
        ctx.report({ messageId: 'firstDown', event: first.index, data: { card: cardGlyph(first.card) } });
      },
    };
  },
});
