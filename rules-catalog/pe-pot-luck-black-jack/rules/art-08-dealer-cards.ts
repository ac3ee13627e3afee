// Art. 8º «...carta cubierta para si mismo, descubriendo la primera carta que recibió. Si por error se
// descubre la segunda carta del dealer, ésta será considerada la carta descubierta para dicha partida.»
import type { BjState } from '../../../engine/blackjack/state.js';
import { cardText } from '../../../engine/core/cards.js';
import { defineRule } from '../../framework/types.js';

export default defineRule<BjState>({
  id: 'dealer-cards-face',
  article: 'Art. 8º',
  category: 'procedure',
  description: {
    es: 'El dealer descubre su primera carta y deja cubierta la segunda.',
    en: 'The dealer\'s first card face up, the second face down.',
  },
  messages: {
    secondExposed: {
      es: 'La segunda carta del dealer ({card}) se descubrió por error; por el {article} pasa a ser la carta descubierta de la partida.',
      en: 'The dealer\'s second card ({card}) was exposed by mistake; under {article} it becomes the up card for this game.',
    },
    firstDown: {
      es: 'La primera carta del dealer ({card}) se dio cubierta; el {article} exige descubrirla.',
      en: 'The dealer\'s first card ({card}) was dealt face down; {article} requires it face up.',
    },
  },
  create(ctx) {
    return {
      deal(e, before) {
        if (e.to.kind !== 'dealer' || before.stage !== 'mandatory' && before.stage !== 'betting') return;
        const n = before.dealer.length + 1;
        if (n === 1 && e.face === 'down') ctx.report({ messageId: 'firstDown', event: e.index, data: { card: cardText(e.card) } });
        if (n === 2 && e.face === 'up') ctx.report({ messageId: 'secondExposed', event: e.index, severity: 'warning', data: { card: cardText(e.card) } });
      },
    };
  },
});
