// Dragon Six baccarat's hooks for the dispute replay: which article each
// preparation step belongs to (new decks, Art. 5º, or the cut card, Art. 6º),
// what every wager required — from `checkWagers`, the check the settlement
// rules report, so the replay and the audit never disagree — and, where a
// third card went against the tableau, what the coup would have been had the
// tableau been followed with the same cards in the order they left the shoe.
import { cardGlyph } from '../../engine/core/cards.js';
import { formatAmount, formatSignedAmount } from '../../engine/core/money-text.js';
import type { Money } from '../../engine/core/money.js';
import type { HandEvent } from '../../engine/core/types.js';
import type { BacDeal, BacSpot, BacState } from '../../engine/baccarat/state.js';
import { settlementsOf, wagersOf } from '../../engine/baccarat/state.js';
import { bancaDraws, puntoDraws } from '../../engine/baccarat/tableau.js';
import { baccaratTotal, baccaratValue } from '../../engine/baccarat/values.js';
import type { Bilingual, Counterfactual, ReplayContext, ReplayHooks, WagerRequirement } from '../framework/types.js';
import { byTableau, checkWagers, coupFrom, coupOf, lateWagersWithoutResult, netToPlayer, required, settleParams } from './rules/settlement.js';
import { paymentUnit } from '../../engine/core/iso-4217.js';
import type { Coup, Requirement, SettleParams, WagerCheck } from './rules/settlement.js';

/** The preparation steps Art. 5º orders with new decks and Art. 6º after the cut card. */
const SHOE_STEPS = new Set(['count', 'show_cards', 'turn_cards', 'wash', 'shuffle', 'cut', 'place_cut_card', 'load_shoe', 'burn']);

export const baccaratReplay: ReplayHooks<BacState> = {
  governsKeys(event: HandEvent, _before: BacState, _after: BacState, final: BacState): string[] {
    if (event.type === 'procedure' && SHOE_STEPS.has(event.name)) {
      const newDecks = final.procedures.some((p) => p.name === 'new_deck' && p.index < event.index);
      return newDecks ? [`procedure:${event.name}#new-deck`] : [];
    }
    return [];
  },

  wagers(final: BacState, ctx: ReplayContext): WagerRequirement[] {
    const coup = coupOf(final);
    const cur = ctx.currency;
    if (!coup) return withoutResult(final, settleParams(ctx), cur);
    const p = settleParams(ctx);
    const checks = checkWagers(final, coup, p);
    return checks.map((c) => {
      const voided = c.late;
      if (c.byTableau && !c.ok) {
        // The coup is judged on the tableau's outcome, as the table settled the other wagers; this one it settled otherwise.
        const head = {
          es: 'la tercera carta fue contra la tabla (Art. 10º) y la mesa liquidó la partida como la tabla lo habría dado; con ese resultado',
          en: 'the third card went against the tableau (Art. 10º) and the table settled the coup as the tableau would have had it; on that outcome',
        };
        const on = whyOn(c.spot, c.stake, c.req, c.on, cur);
        const w: WagerRequirement = {
          seat: c.seat, spot: c.spot, stake: c.stake, required: c.req.expected, actual: c.actual, settled: c.settled,
          governs: `outcome:${c.req.case}`, why: withCommission({ es: `${head.es}, ${on.es}`, en: `${head.en}, ${on.en}` }, c, cur),
        };
        if (c.req.alsoAccepted !== undefined) w.alsoAccepted = c.req.alsoAccepted;
        return w;
      }
      if (c.byTableau) {
        return {
          seat: c.seat, spot: c.spot, stake: c.stake, required: c.byTableau.expected, actual: c.actual, settled: c.settled, governs: 'deal',
          why: {
            es: `la tercera carta fue contra la tabla (Art. 10º); la mesa liquidó como la tabla lo habría dado, un solo error: ${formatSignedAmount(c.byTableau.expected, cur)}`,
            en: `the third card went against the tableau (Art. 10º); the table settled as the tableau would have had it, one error: ${formatSignedAmount(c.byTableau.expected, cur)}`,
          },
        };
      }
      const w: WagerRequirement = {
        seat: c.seat, spot: c.spot, stake: c.stake, required: c.req.expected, actual: c.actual, settled: c.settled,
        governs: voided ? 'outcome:void-late' : `outcome:${c.req.case}`,
        why: withCommission(voided ? voidWhy(cur) : why(c.spot, c.stake, c.req, coup, final, cur), c, cur),
      };
      if (!voided && c.req.alsoAccepted !== undefined) w.alsoAccepted = c.req.alsoAccepted;
      return w;
    });
  },

  counterfactuals(final: BacState, ctx: ReplayContext): Counterfactual[] {
    const coup = coupOf(final);
    const whatIf = byTableau(final);
    if (!coup) return [];
    if (!whatIf) return unknowableDraw(final, coup, ctx.hand.events.length);
    const recordedSide = (d: BacDeal) => d.to;
    const cfSide = (d: BacDeal) => (whatIf.punto.includes(d) ? 'player' : whatIf.banca.includes(d) ? 'banker' : undefined);
    const departs = final.deals.filter((d) => recordedSide(d) !== cfSide(d));
    if (departs.length === 0) return [];
    const at = departs[0]!.index;
    const cf: Coup = coupFrom(whatIf.punto, whatIf.banca);
    const p = settleParams(ctx);
    const hands = (punto: readonly BacDeal[], banca: readonly BacDeal[], c: Coup, lang: 'es' | 'en') =>
      `Punto ${cards(punto)} (${c.punto}), Banca ${cards(banca)} (${c.banca}): ${result(c)[lang]}`;
    const recPunto = final.deals.filter((d) => d.to === 'player');
    const recBanca = final.deals.filter((d) => d.to === 'banker');
    const left = whatIf.left.map((d) => cardGlyph(d.card)).join(' ');
    const leftText = whatIf.left.length === 0
      ? { es: '', en: '' }
      : whatIf.left.length === 1
        ? { es: ` La ${left} no habría salido del zapato en esta partida.`, en: ` ${left} would not have left the shoe in this game.` }
        : { es: ` ${left} no habrían salido del zapato en esta partida.`, en: ` ${left} would not have left the shoe in this game.` };
    const wagers: Counterfactual['wagers'] = [];
    for (const c of checkWagers(final, coup, p)) {
      if (c.stake === 0) continue;
      const whatIfReq = required(c.spot, c.stake, cf.winner, cf.banca, p, final.moneyUnit);
      // «With the cards recorded»: the cards' requirement even where the coup is judged on the tableau's outcome.
      const recordedReq = c.late ? c.req : required(c.spot, c.stake, coup.winner, coup.banca, p, final.moneyUnit);
      wagers.push({
        seat: c.seat, spot: c.spot, recorded: recordedReq.expected, counterfactual: whatIfReq.expected,
        recordedWhy: why(c.spot, c.stake, recordedReq, coup, final, ctx.currency, false), counterfactualWhy: whyOn(c.spot, c.stake, whatIfReq, cf, ctx.currency),
      });
    }
    return [{
      event: at,
      governs: 'deal',
      title: { es: 'Si las terceras cartas hubieran seguido la tabla', en: 'If the third cards had followed the tableau' },
      premise: {
        es: `Desde el paso ${at} el reparto se aparta de la tabla de terceras cartas que completa el Art. 10º. Con las cartas registradas: ${hands(recPunto, recBanca, coup, 'es')}. Con la tabla seguida y las mismas cartas en el orden en que salieron del zapato: ${hands(whatIf.punto, whatIf.banca, cf, 'es')}.${leftText.es}`,
        en: `From step ${at} the deal departs from the third-card tableau completing Art. 10º. With the cards recorded: ${hands(recPunto, recBanca, coup, 'en')}. With the tableau followed and the same cards in the order they left the shoe: ${hands(whatIf.punto, whatIf.banca, cf, 'en')}.${leftText.en}`,
      },
      wagers,
    }];
  },
};

/**
 * A coup with no result (fewer than two cards a side): a wager placed wholly after the first card is void all the
 * same and judged (late-bet-is-void); every other wager rests on a result there is not, and is said to be not
 * judged, with why, rather than "no finding" as if it had been checked and found right. Money on a spot with no bet
 * is the finding's (art-08's noBetNoResult), told from it.
 */
function withoutResult(final: BacState, p: SettleParams, cur: string | undefined): WagerRequirement[] {
  const late = lateWagersWithoutResult(final, p);
  const cardsText = (n: number, es: boolean) => (n === 1 ? (es ? '1 carta' : '1 card') : es ? `${n} cartas` : `${n} cards`);
  const noResult = {
    es: `sin resultado: Punto tiene ${cardsText(final.punto.length, true)} y Banca ${cardsText(final.banca.length, true)} (el Art. 10º reparte primero dos a cada uno): la partida no tiene resultado, así que no se sabe qué exige el reglamento; la auditoría no juzga esta liquidación`,
    en: `no result: Punto has ${cardsText(final.punto.length, false)} and Banca ${cardsText(final.banca.length, false)} (Art. 10º deals two to each first): the coup has no result, so what the rules require is not known; the audit does not judge this settlement`,
  };
  return wagersOf(final).map((w): WagerRequirement => {
    const l = late.find((x) => x.seat === w.seat && x.spot === w.spot);
    if (l) {
      return {
        seat: w.seat, spot: w.spot, stake: w.stake, required: 0 as Money, actual: l.actual, settled: l.settled, governs: 'outcome:void-late',
        why: {
          es: `apuesta hecha después de la primera carta (Art. 7º): no es apuesta, con resultado o sin él; se devuelve entera, ${formatAmount(w.stake, cur)} (${formatAmount(0, cur)})`,
          en: `bet made after the first card (Art. 7º): no wager, with a result or without one; it is handed back whole, ${formatAmount(w.stake, cur)} (${formatAmount(0, cur)})`,
        },
      };
    }
    const n = netToPlayer(settlementsOf(final, w.seat, w.spot), w.stake);
    return { seat: w.seat, spot: w.spot, stake: w.stake, actual: n.net, settled: n.any, why: noResult };
  });
}

/**
 * A third card the tableau calls for that never left the shoe: what the coup would have been cannot be known
 * from the log, so no wager has a what-if; the inspector is told which card was owed, and for Banca's, which
 * values of it would have given which result. Every wager stays judged on the cards dealt.
 */
function unknowableDraw(s: BacState, coup: Coup, events: number): Counterfactual[] {
  const punto = s.deals.filter((d) => d.to === 'player');
  const banca = s.deals.filter((d) => d.to === 'banker');
  if (punto.length < 2 || banca.length < 2) return [];
  const p2 = baccaratTotal(punto.slice(0, 2).map((d) => d.card));
  const b2 = baccaratTotal(banca.slice(0, 2).map((d) => d.card));
  const afterFour = Math.max(punto[1]!.index, banca[1]!.index) + 1;
  const title = { es: 'Si la tabla de terceras cartas se hubiera seguido', en: 'If the third-card tableau had been followed' };
  const recorded = {
    es: `Con las cartas registradas: Punto ${cards(punto)} (${coup.punto}), Banca ${cards(banca)} (${coup.banca}): ${result(coup).es}; así se juzga cada apuesta.`,
    en: `With the cards recorded: Punto ${cards(punto)} (${coup.punto}), Banca ${cards(banca)} (${coup.banca}): ${result(coup).en}; every wager is judged so.`,
  };
  const at = (i: number) => Math.min(i, events);
  if (puntoDraws(p2, b2) && !punto[2]) {
    return [{
      event: at(afterFour), governs: 'deal', title, wagers: [],
      premise: {
        es: `El Punto tenía ${p2} (Banca ${b2}) y la tabla que completa el Art. 10º le hace robar una tercera carta, que no salió del zapato: el registro no dice cuál habría sido ni lo que la Banca habría hecho con ella, y no hay resultado que oponer al registrado. ${recorded.es}`,
        en: `Punto had ${p2} (Banca ${b2}) and the tableau completing Art. 10º has it draw a third card, which never left the shoe: the log does not say what it would have been nor what Banca would have done against it, and there is no outcome to set against the one recorded. ${recorded.en}`,
      },
    }];
  }
  const third = punto[2];
  if (!bancaDraws(b2, p2, third && baccaratValue(third.card)) || banca[2]) return [];
  const byResult = new Map<string, number[]>();
  for (let v = 0; v <= 9; v++) {
    const b = (b2 + v) % 10;
    const key = b > coup.punto ? 'banca' : b < coup.punto ? 'punto' : 'tie';
    byResult.set(key, [...(byResult.get(key) ?? []), v]);
  }
  const words = {
    banca: { es: 'gana la Banca', en: 'Banca wins' }, punto: { es: 'gana el Punto', en: 'Punto wins' }, tie: { es: 'empate', en: 'a tie' },
  } as const;
  const list = (lang: 'es' | 'en') => (['banca', 'tie', 'punto'] as const)
    .filter((k) => byResult.has(k))
    .map((k) => `${lang === 'es' ? 'valor' : 'worth'} ${byResult.get(k)!.join(', ')}: ${words[k][lang]}`)
    .join('; ');
  return [{
    event: at(third ? third.index + 1 : afterFour), governs: 'deal', title, wagers: [],
    premise: {
      es: `La Banca tenía ${b2} (Punto ${third ? `con tercera carta ${cardGlyph(third.card)}` : 'plantado'}) y la tabla que completa el Art. 10º le hace robar una tercera carta, que no salió del zapato: el registro no dice cuál habría sido. Frente al Punto ${coup.punto}, con una tercera carta de ${list('es')} (dieces y figuras valen 0). ${recorded.es}`,
      en: `Banca had ${b2} (Punto ${third ? `with third card ${cardGlyph(third.card)}` : 'standing'}) and the tableau completing Art. 10º has it draw a third card, which never left the shoe: the log does not say what it would have been. Against Punto's ${coup.punto}, with a third card ${list('en')} (tens and figures count 0). ${recorded.en}`,
    },
  }];
}

/** A commission kept on the wager is inside what the table settled (settlement.ts): the replay says where it went. */
function withCommission(text: Bilingual, c: WagerCheck, cur: string | undefined): Bilingual {
  if (!c.commission) return text;
  const kept = formatAmount(c.commission.amount, cur);
  const paid = formatSignedAmount(c.paidNet, cur);
  return {
    es: `${text.es}; la mesa retuvo además una comisión de ${kept} (sin comisión, según el artículo), contada en lo liquidado: ${paid} por pagos, cobros y devoluciones`,
    en: `${text.en}; the table also kept a commission of ${kept} (the article allows none), counted in what it settled: ${paid} from payouts, collections and returns`,
  };
}

const cards = (list: readonly BacDeal[]) => list.map((d) => cardGlyph(d.card)).join(' ');

function result(c: Coup): Bilingual {
  if (c.winner === 'punto') return { es: 'gana el Punto', en: 'Punto wins' };
  if (c.winner === 'banca') return c.banca === 6 ? { es: 'gana la Banca con seis', en: 'Banca wins with six' } : { es: 'gana la Banca', en: 'Banca wins' };
  return { es: 'empate', en: 'a tie' };
}

/** The requirement in words, with the two hands (their cards when `withCards`) and the arithmetic. */
function why(spot: BacSpot, stake: Money, req: Requirement, coup: Coup, s: BacState, cur: string | undefined, withCards = true): Bilingual {
  if (!withCards) return whyOn(spot, stake, req, coup, cur);
  const punto = s.deals.filter((d) => d.to === 'player');
  const banca = s.deals.filter((d) => d.to === 'banker');
  const head = { es: `Punto ${cards(punto)} (${coup.punto}), Banca ${cards(banca)} (${coup.banca})`, en: `Punto ${cards(punto)} (${coup.punto}), Banca ${cards(banca)} (${coup.banca})` };
  const tail = consequence(spot, stake, req, coup, cur);
  return { es: `${head.es}: ${tail.es}`, en: `${head.en}: ${tail.en}` };
}

function whyOn(spot: BacSpot, stake: Money, req: Requirement, coup: Coup, cur: string | undefined): Bilingual {
  const tail = consequence(spot, stake, req, coup, cur);
  return { es: `Punto ${coup.punto}, Banca ${coup.banca}: ${tail.es}`, en: `Punto ${coup.punto}, Banca ${coup.banca}: ${tail.en}` };
}

/** "gana la Banca con seis: la mitad de la postura, 1 a 2 sobre 15 = +7.50". */
function consequence(spot: BacSpot, stake: Money, req: Requirement, coup: Coup, cur: string | undefined): Bilingual {
  const s = formatAmount(stake, cur);
  const e = formatSignedAmount(req.expected, cur);
  const zero = formatSignedAmount(0, cur);
  const r = req.ratio ?? [1, 1];
  const res = result(coup);
  const also = req.alsoAccepted !== undefined
    ? paymentUnit(cur) > 1
      ? { es: ` (o ${formatSignedAmount(req.alsoAccepted, cur)}: la media unidad de una moneda sin céntimos, por defecto o por exceso)`, en: ` (or ${formatSignedAmount(req.alsoAccepted, cur)}: the half unit of a currency without cents, down or up)` }
      : { es: ` (o ${formatSignedAmount(req.alsoAccepted, cur)}: el medio céntimo, por defecto o por exceso)`, en: ` (or ${formatSignedAmount(req.alsoAccepted, cur)}: the half cent, down or up)` }
    : { es: '', en: '' };
  const bet = { es: `la apuesta ${spot === 'tie' ? 'al Empate' : spot === 'player' ? 'al Punto' : 'a la Banca'}`, en: `the ${spot === 'tie' ? 'Tie' : spot === 'player' ? 'Punto' : 'Banca'} bet` };
  switch (req.case) {
    case 'win':
      return { es: `${res.es}: ${bet.es} gana ${r[0]} a ${r[1]} sobre ${s} = ${e}`, en: `${res.en}: ${bet.en} wins ${r[0]} to ${r[1]} on ${s} = ${e}` };
    case 'win-six':
      return {
        es: `${res.es}: ${bet.es} se paga con la mitad de la postura, ${r[0]} a ${r[1]} sobre ${s} = ${e}${also.es}`,
        en: `${res.en}: ${bet.en} is paid half the stake, ${r[0]} to ${r[1]} on ${s} = ${e}${also.en}`,
      };
    case 'loss':
      return { es: `${res.es}: ${bet.es} pierde, ${e}`, en: `${res.en}: ${bet.en} loses, ${e}` };
    case 'push':
      return { es: `${res.es}: ${bet.es} se devuelve (${zero})`, en: `${res.en}: ${bet.en} is returned (${zero})` };
    case 'no-wager':
      return { es: `nadie apostó en esa casilla: no hay nada que liquidar (${zero})`, en: `nobody bet on that spot: there is nothing to settle (${zero})` };
    case 'void':
      return { es: `${bet.es} se hizo después de la primera carta: se devuelve entera (${zero})`, en: `${bet.en} was made after the first card: it is handed back whole (${zero})` };
  }
}

/** A wager placed wholly after the first card, handed back whole as void. */
function voidWhy(cur: string | undefined): Bilingual {
  const zero = formatSignedAmount(0, cur);
  return {
    es: `apostada después de la primera carta (Art. 7º): no es apuesta, se devuelve entera (${zero})`,
    en: `placed after the first card (Art. 7º): it is no wager, handed back whole (${zero})`,
  };
}

