// Art. 14º «El explotador pagará cada apuesta ganadora en el juego de Póker Caribeño, en una proporción
// no menor a la que se indica a continuación: ... II.- BET: ... a.- Escalera real de color: 100 a 1. ...
// i.- Un par o menos: 1 a 1.»
//
// A posted pay table with a line below the minimum is a finding in itself (the table announces less than
// the law), reported on the first hand of a table that shows it, and again when the table posts another
// one (each table's last posting below the minimum is kept while the table posts it: one entry per such
// table, whatever the worker); each bet paid under the minimum is reported as well, with its money, by the
// settlement rules, which pay by the minimum then.
import { formatMoney } from '../../../engine/core/money.js';
import type { Money } from '../../../engine/core/money.js';
import { CATEGORIES } from '../../../engine/poker/evaluator.js';
import { csParams, hundredths, CS_PARAMS } from './params.js';
import { defineRule } from '../../families/caribbean/define-rule.js';

const NAMES_ES: Record<string, string> = {
  royal_flush: 'escalera real de color', straight_flush: 'escalera de color', four_of_a_kind: 'póker', full_house: 'full',
  flush: 'color', straight: 'escalera', three_of_a_kind: 'trío', two_pair: 'dos pares', one_pair: 'un par', high_card: 'carta alta',
};

export const postedPaytableMeetsMinimum = defineRule({
  id: 'posted-paytable-meets-minimum',
  article: 'Art. 14º',
  // What the table posts, not money on a wager: no amount is owed on it (the findings format's payout findings
  // carry the wager's expected and actual money), as pai gow's posted ratio (bonus-payout-posted-in-range).
  category: 'procedure',
  params: [...CS_PARAMS],
  description: {
    es: 'La tabla de pagos del bet publicada en la mesa no puede estar por debajo de la del artículo.',
    en: 'The bet pay table posted at the table may not be below the article\'s.',
  },
  messages: {
    below: {
      es: 'La mesa {table} publica una tabla de pagos del bet por debajo del mínimo del {article}: {lines}.',
      en: 'Table {table} posts a bet pay table below the minimum of {article}: {lines}.',
    },
  },
  compile(ctx) {
    const p = csParams(ctx);
    return {
      handEnd() {
        const posted = ctx.table.bet_paytable;
        if (!posted) return;
        // A table's posted configuration is one fact, not one per hand: judged when it first shows or changes.
        const es: string[] = [];
        const en: string[] = [];
        for (const c of CATEGORIES) {
          if (!(c in posted)) continue;
          const line = hundredths(posted[c]);
          const minimum = p.minimumLines[c];
          if (line !== undefined && line >= minimum) continue;
          const shown = line === undefined ? String(posted[c]) : formatMoney(line as Money);
          es.push(`${NAMES_ES[c]} ${shown} a 1 (mínimo ${formatMoney(minimum as Money)} a 1)`);
          en.push(`${c.replace(/_/g, ' ')} ${shown} to 1 (minimum ${formatMoney(minimum as Money)} to 1)`);
        }
        // Only a posting below the minimum is kept (to report it again only when it changes): a table
        // whose posting meets the minimum keeps nothing, so a closed table with a sound posting costs nothing.
        const table = ctx.hand.table_id;
        if (es.length === 0) {
          ctx.runState.delete(table);
          return;
        }
        const postedText = JSON.stringify(posted);
        if (ctx.runState.get(table) === postedText) return;
        ctx.runState.set(table, postedText);
        ctx.report({
          messageId: 'below',
          data: { table: ctx.hand.table_id },
          dataByLang: { es: { lines: es.join('; ') }, en: { lines: en.join('; ') } },
        });
      },
    };
  },
});
