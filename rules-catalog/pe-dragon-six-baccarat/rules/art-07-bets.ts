// Art. 7º «b.- Las apuestas se haran solo con fichas y hasta que se extrae la primera carta del zapato.»
// The first card drawn for the game is the first card dealt to Punto or Banca; the burn belongs to the
// shoe's preparation, before the bets.
import type { Medium } from '../../../engine/core/types.js';
import { BET_NAME, byLang } from './labels.js';
import { checkWagers, coupOf, lateWagersWithoutResult, settleParams, SETTLE_PARAMS } from './settlement.js';
import type { Money } from '../../../engine/core/money.js';
import { defineRule } from '../../families/baccarat/define-rule.js';
import { describeNet } from '../../framework/money-words.js';

const MEDIUM = {
  cash: { es: 'en efectivo', en: 'in cash' },
  verbal: { es: 'de palabra', en: 'verbally' },
  chips: { es: 'con fichas', en: 'with chips' },
} as const;

export const betsWithChips = defineRule({
  id: 'bets-with-chips',
  article: 'Art. 7º',
  category: 'procedure',
  params: ['bet_media'],
  description: { es: 'Las apuestas se hacen solo con fichas.', en: 'Bets are made with chips only.' },
  messages: {
    medium: {
      es: 'Zona {seat}: apuesta de {amount} hecha {medium}; el {article} b exige que las apuestas se hagan solo con fichas.',
      en: 'Zone {seat}: a bet of {amount} made {medium}; {article} b requires bets to be made with chips only.',
    },
  },
  compile(ctx) {
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

export const noBetAfterFirstCard = defineRule({
  id: 'no-bet-after-first-card',
  article: 'Art. 7º',
  category: 'procedure',
  description: {
    es: 'No se apuesta después de que sale del zapato la primera carta de la partida.',
    en: 'No bet once the game\'s first card has left the shoe.',
  },
  messages: {
    late: {
      es: 'Zona {seat}: apuesta de {amount} después de la primera carta (evento {firstCard}); el {article} b admite apuestas solo hasta que se extrae la primera carta del zapato.',
      en: 'Zone {seat}: a bet of {amount} after the first card (event {firstCard}); {article} b allows bets only until the first card is drawn from the shoe.',
    },
  },
  compile(ctx) {
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

// «...y hasta que se extrae la primera carta del zapato»: a wager placed wholly after the first card is no
// wager (parameter late_bets_are_void). Handed back whole it is settled right; paid or collected, the money
// moved on it is reported here (a payout finding), besides no-bet-after-first-card's.
export const lateBetIsVoid = defineRule({
  id: 'late-bet-is-void',
  article: 'Art. 7º',
  category: 'payout',
  params: [...SETTLE_PARAMS],
  description: {
    es: 'Una apuesta hecha después de la primera carta no es apuesta: se devuelve entera, ni se paga ni se cobra.',
    en: 'A bet made after the first card is no wager: it is handed back whole, neither paid nor collected.',
  },
  messages: {
    moved: {
      es: 'Zona {seat}, {betName} de {stake}, hecha después de la primera carta: la mesa {actualText}; el {article} b solo admite apuestas hasta que se extrae la primera carta, y esta debía devolverse entera; {owed}.',
      en: 'Zone {seat}, {betName} of {stake}, made after the first card: the table settled {actualText}; {article} b allows bets only until the first card is drawn, and this one had to be handed back whole; {owed}.',
    },
  },
  compile(ctx) {
    const p = settleParams(ctx);
    return {
      handEnd(state) {
        const coup = coupOf(state);
        if (!coup) {
          // No result (fewer than two cards a side): a late wager is void all the same, and judged without one.
          for (const l of lateWagersWithoutResult(state, p)) {
            if (l.actual === 0) continue;
            ctx.report({
              messageId: 'moved', event: l.lastIndex, seat: l.seat, spot: l.spot, expected: 0 as Money, actual: l.actual, money: { stake: l.stake },
              dataByLang: byLang({ betName: BET_NAME[l.spot], actualText: describeNet(l.actual, l.settled, ctx.amount, l.moved) }),
            });
          }
          return;
        }
        for (const c of checkWagers(state, coup, p)) {
          if (!c.late || c.ok) continue;
          ctx.report({
            messageId: 'moved', event: c.lastIndex, seat: c.seat, spot: c.spot,
            expected: 0 as Money, actual: c.actual, money: { stake: c.stake },
            dataByLang: byLang({ betName: BET_NAME[c.spot], actualText: describeNet(c.actual, c.settled, ctx.amount, c.commission ? undefined : c.moved) }),
          });
        }
      },
    };
  },
});
