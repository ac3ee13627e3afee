// Art. 8º «Cuando esta apuesta resulta ganadora, la proporcion de pago es 1 a 1.» (Punto, Banca)
//   «Cuando la Banca gana con el puntaje de "seis" el pago de las apuestas ganadoras sera de la mitad (50%)
//    de la postura original.»  «...la proporcion de pago es de 8 a 1.» (Empate)
// Punto and Banca bets on a tie: returned (standard practice, parameter tie_returns_punto_banca).
// A wager placed wholly after the first card may also be returned whole as void (Art. 7º's finding
// covers the late bet, and late-bet-is-void a wager placed wholly after the first card; parameter late_bets_are_void).
// A third card against the tableau (Art. 10º): every wager is judged against the one outcome the table settled
// the coup on, the cards as dealt or the tableau's (settlement.ts, acceptTableauOutcome).
import type { Money } from '../../../engine/core/money.js';
import type { BacSettlement, BacSpot, BacState } from '../../../engine/baccarat/state.js';
import { BET_NAME, SPOT_NAME, byLang } from './labels.js';
import { SETTLE_PARAMS, checkWagers, coupOf, netToPlayer, requirementText, resultText, settleParams } from './settlement.js';
import { BAC_SPOTS, settlementsOf, wagersOf } from '../../../engine/baccarat/state.js';
import { nearestAccepted } from '../../framework/net.js';
import type { Coup, WagerCheck } from './settlement.js';
import { settlementRuleFactory } from '../../framework/settlement-rule.js';
import type { SettlementSpec } from '../../framework/settlement-rule.js';
import type { Bilingual } from '../../framework/types.js';
import { describeNet } from '../../framework/money-words.js';

/** One spot's Art. 8º settlement rule. */
interface SpotSettlementSpec extends SettlementSpec {
  spot: BacSpot;
}

/** Money settled on a spot that holds no bet, in a coup with no result (fewer than four cards). */
interface Orphan { seat: number; spot: BacSpot; actual: Money; lastIndex: number; moved: ReturnType<typeof netToPlayer>['moved'] }

/** A wager judged, a commission kept on a spot where no wager was (so no settlement counts it), or money on no bet. */
type Judged = { c: WagerCheck; coup: Coup } | { kept: BacSettlement } | { orphan: Orphan };

const NO_RESULT: Bilingual = {
  es: 'la partida no tuvo resultado (menos de cuatro cartas): las apuestas de esta casilla no se juzgan',
  en: 'the game had no result (fewer than four cards): the bets on this spot are not judged',
};

const settlementRule = settlementRuleFactory<BacState, Judged, BacSpot, SpotSettlementSpec, 'wrong' | 'noBet' | 'noBetNoResult' | 'wrongWithCommission' | 'commission' | 'commissionNetted', (typeof SETTLE_PARAMS)[number]>({
  params: SETTLE_PARAMS,
  messages: () => ({
    wrong: {
      es: 'Zona {seat}, {betName} de {stake} (Punto {punto}, Banca {banca}: {result}): la mesa {actualText}; el {article} exige {requirement}; {owed}.',
      en: 'Zone {seat}, {betName} of {stake} (Punto {punto}, Banca {banca}: {result}): the table settled {actualText}; {article} requires {requirement}; {owed}.',
    },
    noBet: {
      es: 'Zona {seat}, sin {betName} (Punto {punto}, Banca {banca}: {result}): la mesa {actualText}; el {article} exige {requirement}; {owed}.',
      en: 'Zone {seat}, no {betName} (Punto {punto}, Banca {banca}: {result}): the table settled {actualText}; {article} requires {requirement}; {owed}.',
    },
    noBetNoResult: {
      es: 'Zona {seat}, sin {betName} (la partida no tuvo resultado: menos de cuatro cartas, Art. 10º): la mesa {actualText}; el {article} exige que no se liquide nada: no hay apuesta en esa casilla; {owed}.',
      en: 'Zone {seat}, no {betName} (the game had no result: fewer than four cards, Art. 10º): the table settled {actualText}; {article} requires nothing: there is no bet on that spot; {owed}.',
    },
    wrongWithCommission: {
      es: 'Zona {seat}, {betName} de {stake} (Punto {punto}, Banca {banca}: {result}): la mesa {paidText} y retuvo una comisión de {commission}, en neto {netText}; el {article} exige {requirement}, sin comisión; {owed}.',
      en: 'Zone {seat}, {betName} of {stake} (Punto {punto}, Banca {banca}: {result}): the table settled {paidText} and kept a commission of {commission}, net {netText}; {article} requires {requirement}, with no commission; {owed}.',
    },
    commission: {
      es: 'La mesa retuvo una comisión de {commission} sobre la casilla {spotName}; el {article} paga sin comisión.',
      en: 'The table kept a commission of {commission} on the {spotName} spot; {article} pays with no commission.',
    },
    commissionNetted: {
      es: 'Zona {seat}: la mesa retuvo una comisión de {commission} sobre la casilla {spotName}, que el {article} no prevé; con lo pagado de más, la apuesta quedó liquidada como se exige.',
      en: 'Zone {seat}: the table kept a commission of {commission} on the {spotName} spot, which {article} does not provide for; with what it paid over, the wager ended settled as required.',
    },
  }),
  judge(ctx) {
    const p = settleParams(ctx);
    return (state) => {
      const coup = coupOf(state);
      // No result: Art. 10º reports the incomplete coup, and no wager can be judged on an outcome. Money paid,
      // collected or handed over on a spot that holds no bet is moved on nothing whatever the outcome: judged. So is
      // a commission kept: Art. 8º pays every outcome with none (verify18: a three-card coup settled with a 5 %
      // commission on Banca drew no finding; the wager's own net stays unjudged).
      if (!coup) return [...orphans(state), ...state.settlements.filter((k) => k.type === 'commission').map((kept) => ({ kept }))];
      const checks = checkWagers(state, coup, p);
      const judged: Judged[] = checks.map((c) => ({ c, coup }));
      // A commission on a spot where nobody bet and nothing was settled belongs to no wager: money kept on its own.
      for (const kept of state.settlements) {
        if (kept.type === 'commission' && !checks.some((c) => c.spot === kept.spot)) judged.push({ kept });
      }
      return judged;
    };
  },
  // A coup with no result (fewer than four cards) and a wager on the spot placed in time: nothing to judge it against
  // (Art. 10º reports the coup; a wager placed wholly after the first card is late-bet-is-void's, judged all the same).
  unjudged(ctx, spec) {
    const p = settleParams(ctx);
    return (state) => {
      if (coupOf(state)) return undefined;
      const first = state.firstDealAt;
      const inTime = state.bets.some((b) => b.spot === spec.spot && (!p.lateBetsAreVoid || first === undefined || b.index <= first));
      return inTime ? NO_RESULT : undefined;
    };
  },
  governs: (spec) => [spec.spot],
  keyOf: (j) => ('kept' in j ? (j.kept.spot as BacSpot) : 'orphan' in j ? j.orphan.spot : j.c.spot),
  // A late wager is late-bet-is-void's; a commission on a wager settled right in net is still reported.
  ok: (j) => ('orphan' in j ? j.orphan.actual === 0 : !('kept' in j) && (j.c.late || (j.c.ok && j.c.commission === undefined))),
  report(ctx, j) {
    if ('orphan' in j) {
      const o = j.orphan;
      ctx.report({
        messageId: 'noBetNoResult', event: o.lastIndex, seat: o.seat, spot: o.spot, expected: 0 as Money, actual: o.actual,
        money: { stake: 0 as Money }, dataByLang: byLang({ betName: BET_NAME[o.spot], actualText: describeNet(o.actual, true, ctx.amount, o.moved) }),
      });
      return;
    }
    if ('kept' in j) {
      ctx.report({
        messageId: 'commission', event: j.kept.index, spot: j.kept.spot, expected: 0 as Money, actual: -j.kept.amount as Money,
        money: { commission: j.kept.amount }, dataByLang: byLang({ spotName: SPOT_NAME[j.kept.spot as BacSpot] }),
      });
      return;
    }
    const { c } = j;
    if (c.ok && c.commission) {
      // Paid over by the commission it kept: nothing is owed, the commission is still one the article does not allow.
      ctx.report({
        // The wager's money as every payout finding carries it: settled as required, nothing owed either way.
        messageId: 'commissionNetted', event: c.commission.index, seat: c.seat, spot: c.spot, expected: c.actual, actual: c.actual,
        money: { commission: c.commission.amount }, dataByLang: byLang({ spotName: SPOT_NAME[c.spot] }),
      });
      return;
    }
    // Judged against the coup the table settled on: the cards as dealt, or the tableau's (a third card against it).
    const on = c.on;
    // Half a cent either way (half_payout_rounding): an overpayment is measured from the cent above.
    const expected = nearestAccepted(c.req.expected, c.req.alsoAccepted, c.actual);
    const common = {
      event: c.lastIndex, seat: c.seat, spot: c.spot, expected, actual: c.actual,
      data: { punto: on.punto, banca: on.banca },
    };
    const words = { betName: BET_NAME[c.spot], result: judgedResult(on, c.byTableau !== undefined), requirement: requirementText({ ...c.req, expected }, c.stake, ctx.amount) };
    if (c.commission) {
      // One finding for the wager's money, the commission inside it: never a second finding for the same money.
      ctx.report({
        ...common, messageId: 'wrongWithCommission', money: { stake: c.stake, commission: c.commission.amount },
        dataByLang: byLang({ ...words, paidText: describeNet(c.paidNet, c.paidSettled, ctx.amount, c.moved), netText: netWords(c.actual, ctx.amount) }),
      });
      return;
    }
    ctx.report({
      // Money settled on a spot the seat never bet: no stake to name («Punto bet of PEN 0.00»).
      ...common, messageId: c.stake === 0 ? 'noBet' : 'wrong', money: { stake: c.stake },
      dataByLang: byLang({ ...words, actualText: describeNet(c.actual, c.settled, ctx.amount, c.moved) }),
    });
  },
});

/** Settlements on spots that hold no bet, per seat and spot, in a coup with no result. */
function orphans(state: BacState): Judged[] {
  const bet = new Set(wagersOf(state).map((w) => `${w.seat}|${w.spot}`));
  const seen = new Set<string>();
  const out: Judged[] = [];
  for (const s of state.settlements) {
    if (s.seat === undefined || !(BAC_SPOTS as readonly string[]).includes(s.spot)) continue;
    const key = `${s.seat}|${s.spot}`;
    if (bet.has(key) || seen.has(key)) continue;
    seen.add(key);
    const settled = settlementsOf(state, s.seat, s.spot);
    const n = netToPlayer(settled, 0 as Money);
    out.push({ orphan: { seat: s.seat, spot: s.spot as BacSpot, actual: n.net, lastIndex: n.last!.index, moved: n.moved } });
  }
  return out;
}

/** The result the wager is judged on; the tableau's coup says so (the cards as dealt gave another). */
function judgedResult(on: Coup, byTableau: boolean): { es: string; en: string } {
  const r = resultText(on);
  if (!byTableau) return r;
  return {
    es: `${r.es}, según la tabla de terceras cartas (Art. 10º), como liquidó la mesa las demás apuestas`,
    en: `${r.en}, by the third-card tableau (Art. 10º), as the table settled the other wagers`,
  };
}

/** The net of a wager with its commission, as money to the player: "PEN 95.00 won", "PEN 5.00 lost". */
function netWords(net: Money, amount: (m: Money) => string): { es: string; en: string } {
  if (net > 0) return { es: `${amount(net)} a favor del jugador`, en: `${amount(net)} to the player` };
  if (net < 0) return { es: `${amount(-net as Money)} en contra del jugador`, en: `${amount(-net as Money)} against the player` };
  return { es: 'cero', en: 'nothing' };
}

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
