// Insurance settlement, shared by the blackjack-family catalogs: each passes the article that governs it
// and sets insurance_ratio in its parameters.json. Insurance wins on a dealer Black Jack (the dealer's
// first two cards), whether the deal has a hole card or the dealer's second card comes after the players.
import type { BjState } from '../../../../engine/blackjack/state.js';
import { parseRatio, ratio } from '../../../../engine/core/money.js';
import { defineRule } from '../../../framework/types.js';
import type { Rule } from '../../../framework/types.js';
import { dealerHasBlackjack, negate, netToPlayer, settlementsFor } from '../settlement.js';

export function insuranceSettlementRule(article: string): Rule<BjState> {
  return defineRule<BjState>({
    id: 'insurance-pays-2-to-1',
    article,
    category: 'payout',
    description: {
      es: 'El seguro se paga (2 a 1) si el dealer tiene Black Jack; si no, se cobra.',
      en: 'Insurance is paid (2 to 1) when the dealer has blackjack; otherwise it is collected.',
    },
    messages: {
      wrong: {
        es: 'Seguro de {stake} del asiento {seat}: la mesa liquidó {actual} para el jugador; el {article} exige {expected} ({why}).',
        en: 'Seat {seat}\'s {stake} insurance: the table settled {actual} to the player; {article} requires {expected} ({why}).',
      },
    },
    create(ctx) {
      const [num, den] = parseRatio(ctx.param<string>('insurance_ratio'));
      const pays = { es: `el dealer tiene Black Jack: paga ${num} a ${den}`, en: `the dealer has blackjack: it pays ${num} to ${den}` };
      return {
        handEnd(state) {
          // Without the dealer's second card the insurance cannot be decided yet.
          if (state.dealer.length < 2) return;
          const dealerBj = dealerHasBlackjack(state);
          for (const seat of state.seats) {
            const settled = settlementsFor(state, seat.seat, 'insurance');
            if (seat.insurance === 0 && settled.length === 0) continue;
            const expected = dealerBj ? ratio(seat.insurance, num, den).value : negate(seat.insurance);
            const actual = netToPlayer(settled, seat.insurance);
            if (actual.net === expected) continue;
            ctx.report({
              messageId: 'wrong', event: actual.last?.index ?? seat.insuranceAt, seat: seat.seat, spot: 'insurance',
              expected, actual: actual.net, money: { stake: seat.insurance },
              dataByLang: dealerBj
                ? { es: { why: pays.es }, en: { why: pays.en } }
                : { es: { why: 'el dealer no tiene Black Jack: se cobra' }, en: { why: 'the dealer has no blackjack: it is collected' } },
            });
          }
        },
      };
    },
  });
}
