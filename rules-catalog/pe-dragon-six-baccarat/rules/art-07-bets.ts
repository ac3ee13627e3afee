// Art. 7º «b.- Las apuestas se haran solo con fichas y hasta que se extrae la primera carta del zapato.»
// The first card drawn for the game is the first card dealt to Punto or Banca; the burn belongs to the
// shoe's preparation, before the bets.
import type { Medium } from '../../../engine/core/types.js';
import type { BacState } from '../../../engine/baccarat/state.js';
import { defineRule } from '../../framework/types.js';

const MEDIUM = {
  cash: { es: 'en efectivo', en: 'in cash' },
  verbal: { es: 'de palabra', en: 'verbally' },
  chips: { es: 'con fichas', en: 'with chips' },
} as const;

export const betsWithChips = defineRule<BacState>({
  id: 'bets-with-chips',
  article: 'Art. 7º',
  category: 'procedure',
  description: { es: 'Las apuestas se hacen solo con fichas.', en: 'Bets are made with chips only.' },
  messages: {
    medium: {
      es: 'Asiento {seat}: apuesta de {amount} hecha {medium}; el {article} exige que las apuestas se hagan solo con fichas.',
      en: 'Seat {seat}: a bet of {amount} made {medium}; {article} requires bets to be made with chips only.',
    },
  },
  create(ctx) {
    const media = ctx.param<Medium[]>('bet_media');
    return {
      bet(e) {
        if (media.includes(e.medium)) return;
        ctx.report({
          messageId: 'medium', event: e.index, seat: e.seat, spot: e.spot, money: { amount: e.amount },
          dataByLang: { es: { medium: MEDIUM[e.medium].es }, en: { medium: MEDIUM[e.medium].en } },
        });
      },
    };
  },
});

export const noBetAfterFirstCard = defineRule<BacState>({
  id: 'no-bet-after-first-card',
  article: 'Art. 7º',
  category: 'procedure',
  description: {
    es: 'No se apuesta después de que sale del zapato la primera carta de la partida.',
    en: 'No bet once the game\'s first card has left the shoe.',
  },
  messages: {
    late: {
      es: 'Asiento {seat}: apuesta de {amount} después de la primera carta (evento {firstCard}); el {article} admite apuestas solo hasta que se extrae la primera carta del zapato.',
      en: 'Seat {seat}: a bet of {amount} after the first card (event {firstCard}); {article} allows bets only until the first card is drawn from the shoe.',
    },
  },
  create(ctx) {
    return {
      bet(e, before) {
        if (before.firstDealAt === undefined) return;
        ctx.report({
          messageId: 'late', event: e.index, seat: e.seat, spot: e.spot,
          money: { amount: e.amount }, data: { firstCard: before.firstDealAt },
        });
      },
    };
  },
});
