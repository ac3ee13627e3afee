// Art. 8º «Cuando esta apuesta resulta ganadora, la proporcion de pago es 1 a 1.» (Punto, Banca)
//   «Cuando la Banca gana con el puntaje de "seis" el pago de las apuestas ganadoras sera de la mitad (50%)
//    de la postura original.»  «...la proporcion de pago es de 8 a 1.» (Empate)
// Punto and Banca bets on a tie: returned (standard practice, parameter tie_returns_punto_banca).
// A wager placed wholly after the first card may also be returned whole as void (Art. 7º's finding
// covers the late bet, and late-bet-is-void a wager placed wholly after the first card; parameter late_bets_are_void).
import type { Money } from '../../../engine/core/money.js';
import type { BacSpot, BacState } from '../../../engine/baccarat/state.js';
import { BET_NAME, SPOT_NAME, byLang } from './labels.js';
import { SETTLE_PARAMS, checkWagers, coupOf, requirementText, resultText, settleParams } from './settlement.js';
import type { Coup, WagerCheck } from './settlement.js';
import { settlementRuleFactory } from '../../framework/settlement-rule.js';
import type { SettlementSpec } from '../../framework/settlement-rule.js';
import { describeNet } from '../../framework/money-words.js';

/** One spot's Art. 8º settlement rule. */
interface SpotSettlementSpec extends SettlementSpec {
  spot: BacSpot;
}

const settlementRule = settlementRuleFactory<BacState, { c: WagerCheck; coup: Coup }, BacSpot, SpotSettlementSpec, 'wrong' | 'commission', (typeof SETTLE_PARAMS)[number]>({
  params: SETTLE_PARAMS,
  messages: () => ({
    wrong: {
      es: 'Asiento {seat}, {betName} de {stake} (Punto {punto}, Banca {banca}: {result}): la mesa {actualText}; el {article} exige {requirement}; {owed}.',
      en: 'Seat {seat}, {betName} of {stake} (Punto {punto}, Banca {banca}: {result}): the table settled {actualText}; {article} requires {requirement}; {owed}.',
    },
    commission: {
      es: 'La mesa retuvo una comisión de {commission} sobre la casilla {spotName}; el {article} paga sin comisión.',
      en: 'The table kept a commission of {commission} on the {spotName} spot; {article} pays with no commission.',
    },
  }),
  judge(ctx) {
    const p = settleParams(ctx);
    return (state) => {
      const coup = coupOf(state);
      if (!coup) return []; // no result: Art. 10º reports the incomplete coup
      return checkWagers(state, coup, p).map((c) => ({ c, coup }));
    };
  },
  governs: (spec) => [spec.spot],
  keyOf: ({ c }) => c.spot,
  ok: ({ c }) => c.ok || c.late, // a late wager is late-bet-is-void's
  report(ctx, { c, coup }) {
    const actualText = describeNet(c.actual, c.settled, ctx.amount);
    ctx.report({
      messageId: 'wrong', event: c.lastIndex, seat: c.seat, spot: c.spot,
      expected: c.req.expected, actual: c.actual,
      data: { punto: coup.punto, banca: coup.banca },
      money: { stake: c.stake },
      dataByLang: byLang({
        betName: BET_NAME[c.spot], result: resultText(coup),
        actualText, requirement: requirementText(c.req, c.stake, ctx.amount),
      }),
    });
  },
  alsoHandle: (ctx, spec) => ({
    commission(e) {
      if (e.spot !== spec.spot) return;
      ctx.report({
        messageId: 'commission', event: e.index, spot: spec.spot, expected: 0 as Money, actual: -e.amount as Money,
        money: { commission: e.amount }, dataByLang: byLang({ spotName: SPOT_NAME[spec.spot] }),
      });
    },
  }),
});

export const puntoSettlement = settlementRule({
  id: 'punto-bet-settlement',
  article: 'Art. 8º',
  spot: 'player',
  description: {
    es: 'La apuesta al Punto ganadora se paga 1 a 1; pierde si gana la Banca; en empate se devuelve.',
    en: 'A winning Punto bet pays 1 to 1; it loses when Banca wins; on a tie it is returned.',
  },
});

export const bancaSettlement = settlementRule({
  id: 'banca-bet-settlement',
  article: 'Art. 8º',
  spot: 'banker',
  description: {
    es: 'La apuesta a la Banca ganadora se paga 1 a 1, y la mitad de la postura si la Banca gana con seis; pierde si gana el Punto; en empate se devuelve; sin comisión.',
    en: 'A winning Banca bet pays 1 to 1, or half the stake when Banca wins with six; it loses when Punto wins; on a tie it is returned; no commission.',
  },
});

export const tieSettlement = settlementRule({
  id: 'tie-bet-settlement',
  article: 'Art. 8º',
  spot: 'tie',
  description: {
    es: 'La apuesta al Empate ganadora se paga 8 a 1; pierde si no hay empate.',
    en: 'A winning Tie bet pays 8 to 1; it loses when there is no tie.',
  },
});
