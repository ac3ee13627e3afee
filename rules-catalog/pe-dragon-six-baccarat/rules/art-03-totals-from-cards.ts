// Art. 3º «Las cartas identificadas con las letras "K","Q", "J" y el "10" tienen valor cero. [...]
//   Cuando la suma de las cartas que le corresponden al Punto o a la Banca excede de "9" el valor de las
//   cartas sera unicamente el digito de la derecha.»
// The log records no totals: the outcome the table acted on is read from its settlements (parameter
// outcome_from_settlements). One wager settled on the losing side is a wrong payment of that bet, Art. 8º's
// alone: nothing in the log tells a miscount from a payment error. When two or more wagers are wrongly settled
// and every settled wager fits one outcome the cards contradict, the table acted on that outcome: the totals
// were miscounted, reported here once for the coup as a procedure finding. The money stays with Art. 8º, one
// finding per wager, so it is counted once. A coup settled before a card that came later is not a miscount:
// settled-before-coup-complete (Art. 10º) reports it.
import { BET_NAME, byLang } from './labels.js';
import { defineRule } from '../../families/baccarat/define-rule.js';
import {
  cardAfterSettlement, checkWagers, coupOf, declaredText, resultText, SETTLE_PARAMS, settleParams, totalsMiscounted, wronglySettled,
} from './settlement.js';

export default defineRule({
  id: 'totals-from-cards',
  article: 'Art. 3º',
  category: 'procedure',
  params: [...SETTLE_PARAMS, 'outcome_from_settlements'],
  description: {
    es: 'El resultado se determina con los valores de las cartas (figuras y dieces 0, as 1, solo el dígito de la derecha); la mesa no puede liquidar la partida con un resultado que las cartas contradicen.',
    en: 'The outcome follows from the card values (tens and figures 0, ace 1, only the right-hand digit); the table may not settle the coup on an outcome the cards contradict.',
  },
  messages: {
    'wrong-outcome': {
      es: 'La mesa liquidó {count} {count|apuesta|apuestas} como si {declared} ({wagers}); con los valores del {article} las cartas dan Punto {punto} y Banca {banca}: {result}. Los totales se contaron mal; lo debido en cada apuesta se informa con su liquidación (Art. 8º).',
      en: 'The table settled {count} {count|wager|wagers} as if {declared} ({wagers}); with the values of {article} the cards give Punto {punto} and Banca {banca}: {result}. The totals were miscounted; what each wager is owed is reported with its settlement (Art. 8º).',
    },
  },
  compile(ctx) {
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
        const wrong = wronglySettled(checks);
        const wagers = {
          es: wrong.map((c) => `zona ${c.seat}, ${BET_NAME[c.spot].es}`).join('; '),
          en: wrong.map((c) => `zone ${c.seat}, ${BET_NAME[c.spot].en}`).join('; '),
        };
        ctx.report({
          messageId: 'wrong-outcome', event: Math.min(...wrong.map((c) => c.lastIndex ?? Infinity)),
          data: { punto: coup.punto, banca: coup.banca, count: wrong.length },
          dataByLang: byLang({ result: resultText(coup), declared: declaredText(declared), wagers }),
        });
      },
    };
  },
});
