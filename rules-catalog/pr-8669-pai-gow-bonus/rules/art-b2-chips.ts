// Art. 10-10.15(B)(2): «El jugador hará su apuesta adicional colocando las fichas de juego sobre el número
//   seleccionado ... en el espacio designado para las apuestas adicionales en el "layout" de la mesa de Pai Gow
//   Poker. No se permitirán apuestas adicionales verbales ni en efectivo.»
import type { Medium } from '../../../engine/core/types.js';
import { bonusParams, BONUS_PARAMS } from '../bonus.js';
import { defineRule } from '../../families/pai-gow/define-rule.js';

const MEDIUM: Record<Medium, { es: string; en: string }> = {
  chips: { es: 'con fichas', en: 'in chips' },
  cash: { es: 'en efectivo', en: 'in cash' },
  verbal: { es: 'de palabra', en: 'verbally' },
};

export const bonusChipsOnly = defineRule({
  id: 'bonus-chips-only',
  article: 'Art. 10-10.15(B)(2)',
  category: 'procedure',
  params: [...BONUS_PARAMS],
  description: {
    es: 'La apuesta adicional se hace con fichas sobre el número en el layout; no se admiten apuestas verbales ni en efectivo.',
    en: 'The bonus bet is made with chips on the number on the layout; no verbal or cash bets.',
  },
  messages: {
    notChips: {
      es: 'Asiento {seat}: apuesta adicional de {stake} al número {number} hecha {medium}; el {article} exige fichas sobre el número en el layout y no permite apuestas adicionales verbales ni en efectivo.',
      en: 'Seat {seat}: bonus bet of {stake} on number {number} made {medium}; {article} requires chips on the number on the layout and allows no verbal or cash bonus bets.',
    },
  },
  compile(ctx) {
    const p = bonusParams(ctx);
    return {
      bet(e) {
        if (e.spot !== 'bonus' || p.media.includes(e.medium)) return;
        ctx.report({
          messageId: 'notChips', event: e.index, seat: e.seat, spot: 'bonus', number: e.number,
          data: { number: e.number ?? '' }, money: { stake: e.amount },
          dataByLang: { es: { medium: MEDIUM[e.medium].es }, en: { medium: MEDIUM[e.medium].en } },
        });
      },
    };
  },
});
