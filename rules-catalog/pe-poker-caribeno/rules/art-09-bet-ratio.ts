// Art. 9º f. «Los jugadores deberán efectuar sus apuestas de acuerdo a los límites establecidos por la sala de juego.»
// Art. 11º «...decidirán si continúan en la partida realizando un bet o se retiran perdiendo su ante.»
// The text sets no amount for the bet: only a ratio the room posts (table.bet_to_ante_ratio, bet per unit of ante)
// binds it, judged on the ante placed before the deal. No posted ratio (and parameter bet_to_ante_ratio null):
// nothing to judge the bet's size against, no finding (an interpretation, articles.json).
import { formatMoney, ratio } from '../../../engine/core/money.js';
import type { Money } from '../../../engine/core/money.js';
import { hundredths } from './params.js';
import { anteStakes, betStakes } from './judge-wagers.js';
import { defineRule } from '../../families/caribbean/define-rule.js';

export const betAtPostedRatio = defineRule({
  id: 'bet-at-posted-ratio',
  article: 'Art. 9º',
  category: 'procedure',
  params: ['bet_to_ante_ratio', 'bet_closes_at'],
  description: {
    es: 'El bet respeta la proporción bet/ante que publica la sala (límite de la sala); sin proporción publicada su monto no se juzga.',
    en: 'The bet keeps to the bet-to-ante ratio the room posts (a room limit); with no posted ratio its size is not judged.',
  },
  messages: {
    wrongSize: {
      es: 'Zona {seat}: bet de {amount} con un ante de {ante}; la mesa publica un bet de {ratio} {ratio|vez|veces} el ante: {required} (límite de la sala, {article} f).',
      en: 'Zone {seat}: a bet of {amount} on an ante of {ante}; the table posts a bet of {ratio} {ratio|time|times} the ante: {required} (a room limit, {article} f).',
    },
    unreadable: {
      es: 'La mesa {table} publica una proporción bet/ante que no es un número con dos decimales como máximo ({posted}): el tamaño del bet no se juzga ({article} f).',
      en: 'Table {table} posts a bet-to-ante ratio that is not a number with at most two decimals ({posted}): the bet\'s size is not judged ({article} f).',
    },
  },
  compile(ctx) {
    // The posted ratio (Veedor's optional table field, read exactly in hundredths), else the catalog's.
    const fallback = ctx.param<number | null>('bet_to_ante_ratio');
    const closesAtReveal = ctx.param<'dealer-reveal' | null>('bet_closes_at') === 'dealer-reveal';
    return {
      handEnd(state) {
        const posted = ctx.table.bet_to_ante_ratio_hundredths;
        const setting = posted !== undefined ? posted / 100 : fallback;
        const line = posted ?? (fallback === null ? undefined : hundredths(fallback));
        if (setting === null) return;
        if (line === undefined || line <= 0) {
          ctx.report({ messageId: 'unreadable', severity: 'warning', data: { table: ctx.hand.table_id, posted: JSON.stringify(setting) } });
          return;
        }
        for (const seat of state.seats) {
          const d = seat.decision;
          if (d?.action !== 'bet' || d.amount === undefined) continue;
          const { lawful } = anteStakes(state, seat);
          if (lawful <= 0) continue;
          const required = ratio(lawful, line, 100, state.moneyUnit);
          // The raise as placed: a later bet before the dealer's reveal adds to it (betStakes).
          const amount = betStakes(state, seat, closesAtReveal).lawful;
          if (amount === required.value || amount === required.up) continue;
          ctx.report({
            messageId: 'wrongSize', event: d.index, seat: seat.seat, spot: 'bet',
            money: { amount, ante: lawful, required: required.value as Money },
            data: { ratio: formatMoney(line as Money) },
          });
        }
      },
    };
  },
});
