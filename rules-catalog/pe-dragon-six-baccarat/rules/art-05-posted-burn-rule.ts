// Art. 5º «g.- Quemar cartas: [antes] de iniciar la partida, el dealer procedera a sacar una carta la cual
//   indicara el numero de cartas que tendra que quemar.» Art. 6º «d.- Quemar cartas» repeats it.
// The text does not say how the card indicates the number: that is the house's to post (table.burn_rule),
// and a posted rule Veedor knows is the one the burn is judged by (procedures.ts, burnRuleOf). A posting
// that no card is burned contradicts the text and is reported; one Veedor cannot read is reported as a
// warning. In both cases the catalog's parameter burn_rule judges the burn. Reported once per table and
// posted value (the table's last reported posting is kept, and only while the table posts it: one entry
// per table with a reported posting, whatever the worker).
import { BURN_RULES, burnRuleOf } from './procedures.js';
import { defineRule } from '../../families/baccarat/define-rule.js';

export default defineRule({
  id: 'posted-burn-rule',
  article: 'Art. 5º',
  category: 'procedure',
  params: ['burn_rule'],
  description: {
    es: 'La regla de quema que publica la mesa dice cómo la primera carta indica cuántas quemar; una que no quema ninguna contradice el artículo.',
    en: 'The burn rule the table posts says how the first card sets how many to burn; one that burns none contradicts the article.',
  },
  messages: {
    'no-burn': {
      es: 'La mesa {table} publica que no se queman cartas («{posted}»); el {article} (g) y el Art. 6º (d) exigen sacar una carta que indica cuántas quemar. La quema se juzga por la regla {rule}.',
      en: 'Table {table} posts that no cards are burned ("{posted}"); {article} (g) and Art. 6º (d) require drawing one card that sets how many to burn. The burn is judged by rule {rule}.',
    },
    unknown: {
      es: 'La mesa {table} publica una regla de quema que Veedor no reconoce («{posted}»; conocidas: {known}); la quema se juzga por la regla {rule} del catálogo.',
      en: 'Table {table} posts a burn rule Veedor does not recognise ("{posted}"; known: {known}); the burn is judged by the catalog\'s rule {rule}.',
    },
  },
  compile(ctx) {
    return {
      handEnd() {
        const rule = burnRuleOf(ctx);
        const table = ctx.hand.table_id;
        if (rule.posted === undefined) return;
        // Only a posting that is reported is kept (to report it again only when it changes): a table
        // posting a rule Veedor reads keeps nothing, so a closed table with a sound posting costs nothing.
        if (!('problem' in rule)) {
          ctx.runState.delete(table);
          return;
        }
        if (ctx.runState.get(table) === rule.posted) return;
        ctx.runState.set(table, rule.posted);
        ctx.report({
          messageId: rule.problem, severity: rule.problem === 'unknown' ? 'warning' : 'error',
          data: { table, posted: rule.posted, rule: rule.id, known: Object.values(BURN_RULES).map((r) => r.postings[r.postings.length - 1]).join(' | ') },
        });
      },
    };
  },
});
