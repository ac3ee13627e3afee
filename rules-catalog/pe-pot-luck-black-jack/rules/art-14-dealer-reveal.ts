// Art. 14º «Cuando el dealer haya terminado el juego con cada uno de los jugadores descubrirá su carta
// cubierta y si tuviere un valor total de "17" o más puntos en sus cartas se plantará. Si el valor de sus
// cartas es de "16" puntos o menos, estará obligado a pedir cartas...»: the hole card is turned up first,
// and the total it makes decides whether he draws. A card the dealer takes while his hole card is still
// face down is out of that order (dealer-draws-to-17 judges the draw itself once the hole card shows).
import { cardGlyph } from '../../../engine/core/cards.js';
import { defineRule } from '../../families/blackjack/define-rule.js';

export default defineRule({
  id: 'dealer-reveals-before-drawing',
  article: 'Art. 14º',
  category: 'procedure',
  description: {
    es: 'El dealer descubre su carta cubierta antes de pedir cartas para sí.',
    en: 'The dealer turns up his hole card before drawing for himself.',
  },
  messages: {
    drewCovered: {
      es: 'El dealer pidió carta ({card}) con su carta cubierta aún sin descubrir; el {article} le manda descubrirla primero y pedir solo si su total es de 16 o menos.',
      en: 'The dealer drew ({card}) with his hole card still face down; {article} has him turn it up first and draw only on a total of 16 or less.',
    },
  },
  compile(ctx) {
    let reported = false;
    return {
      handStart() {
        reported = false;
      },
      deal(e, before) {
        if (reported || e.to.kind !== 'dealer' || !before.holeCard) return;
        // Only a card beyond the two of the mandatory dealing, while one of those is still face down.
        if (before.dealer.length < 2 || before.holeRevealedAt !== undefined) return;
        if (!before.dealer.some((d) => d.face === 'down')) return;
        ctx.report({ messageId: 'drewCovered', event: e.index, data: { card: cardGlyph(e.card) } });
        reported = true;
      },
    };
  },
});
