// Art. 3º «Las cartas identificadas con las letras "K","Q", "J" y el "10" tienen valor cero. [...]
//   Cuando la suma de las cartas que le corresponden al Punto o a la Banca excede de "9" el valor de las
//   cartas sera unicamente el digito de la derecha.»
// The log records no totals: the outcome the table acted on is read from its settlements. When every
// settled wager fits an outcome the cards contradict, the totals were miscounted: each wrongly settled
// wager is reported here, in place of Art. 8º's finding (parameter outcome_from_settlements). A coup settled
// before a card that came later is not a miscount: settled-before-coup-complete (Art. 10º) reports it.
import { BET_NAME, byLang } from './labels.js';
import { defineRule } from '../../families/baccarat/define-rule.js';
import { describeNet } from '../../framework/money-words.js';
import {
  cardAfterSettlement, checkWagers, coupOf, declaredText, requirementText, resultText, SETTLE_PARAMS, settleParams, totalsMiscounted,
} from './settlement.js';

export default defineRule({
  id: 'totals-from-cards',
  article: 'Art. 3º',
  category: 'payout',
  params: [...SETTLE_PARAMS, 'outcome_from_settlements'],
  overrides: ['punto-bet-settlement', 'banca-bet-settlement', 'tie-bet-settlement'],
  description: {
    es: 'El resultado se determina con los valores de las cartas (figuras y dieces 0, as 1, solo el dígito de la derecha); la mesa no puede liquidar un resultado que las cartas contradicen.',
    en: 'The outcome follows from the card values (tens and figures 0, ace 1, only the right-hand digit); the table may not settle an outcome the cards contradict.',
  },
  messages: {
    'wrong-outcome': {
      es: 'Asiento {seat}, {betName} de {stake}: la mesa {actualText}, como si {declared}; con los valores del {article} las cartas dan Punto {punto} y Banca {banca}: {result}. Correspondía {requirement}; {owed}.',
      en: 'Seat {seat}, {betName} of {stake}: the table settled {actualText}, as if {declared}; with the values of {article} the cards give Punto {punto} and Banca {banca}: {result}. Required: {requirement}; {owed}.',
    },
  },
  create(ctx) {
    const p = settleParams(ctx);
    const enabled = ctx.param<boolean>('outcome_from_settlements');
    return {
      handEnd(state) {
        if (!enabled) return;
        const coup = coupOf(state);
        if (!coup) return;
        // Settled before a card that came later: the early settlement (Art. 10º) is the cause, not a
        // miscount; Art. 8º judges each wager against the final cards.
        if (cardAfterSettlement(state)) return;
        const checks = checkWagers(state, coup, p);
        const declared = totalsMiscounted(checks, coup);
        if (!declared) return;
        for (const c of checks) {
          if (c.ok || c.stake === 0 || !c.settled || c.late) continue; // an unsettled wager stays with Art. 8º, a late one is no wager
          ctx.report({
            messageId: 'wrong-outcome', event: c.lastIndex, seat: c.seat, spot: c.spot,
            expected: c.req.expected, actual: c.actual,
            data: { punto: coup.punto, banca: coup.banca },
            money: { stake: c.stake },
            dataByLang: byLang({
              betName: BET_NAME[c.spot], result: resultText(coup), declared: declaredText(declared),
              actualText: describeNet(c.actual, c.settled, ctx.amount, c.commission ? undefined : c.moved), requirement: requirementText(c.req, c.stake, ctx.amount),
            }),
          });
        }
      },
    };
  },
});
