// The blackjack family's hooks for the dispute replay: which outcome each
// settlement belongs to (so the catalog's governs.json can name its article),
// what every wager required, and what the hand would have been had the
// dealer stood where the rules say he must.
import { cardGlyph } from '../../../engine/core/cards.js';
import { parseRatio, ratio } from '../../../engine/core/money.js';
import { formatAmount, formatSignedAmount } from '../../../engine/core/money-text.js';
import type { Money } from '../../../engine/core/money.js';
import type { HandEvent } from '../../../engine/core/types.js';
import type { BjHand, BjSeat, BjState } from '../../../engine/blackjack/state.js';
import { dealerCards, lastDealtHand, seatOf } from '../../../engine/blackjack/state.js';
import { bjTotal, isBlackjack } from '../../../engine/blackjack/totals.js';
import type { Bilingual, Counterfactual, ReplayContext, ReplayHooks, WagerRequirement } from '../../framework/types.js';
import { acceptedRange, dealerHandCards, dealerHasBlackjack, handAsCounted, mainOutcome, negate, netToPlayer, splitBoxSettledAsRequired, splitBoxUnnamedSettledInSum, splitBoxUnnamedWrongInSum, wagersToJudge } from './settlement.js';
import { describeBlackjack } from '../../../engine/blackjack/describe.js';
import type { Words } from '../../../engine/core/words.js';
import type { MainOutcome, MainParams, SplitBoxWrong, VoidCause } from './settlement.js';
import { insuranceParams, mainParams } from './params.js';
import { insurancesToJudge } from './insurance-stake.js';
import { notAdmittedWhere } from './rules/insurance.js';
import { dealerMustStand } from './rules/dealer-play.js';
import { settledWithoutWager } from './rules/settled-without-wager.js';

export const blackjackReplay: ReplayHooks<BjState> = {
  governsKeys(event: HandEvent, _before: BjState, after: BjState, final: BjState, ctx: ReplayContext): string[] {
    if ((event.type === 'payout' || event.type === 'collect' || event.type === 'return') && event.spot === 'main') {
      const seat = seatOf(final, event.seat);
      const hand = seat?.hands[(event.hand ?? 1) - 1];
      if (seat && hand) {
        const p = mainParams(ctx);
        // Chips that are no wager, settled: the text that made them so governs (the settlement rules judge them there).
        const w = wagersToJudge(final, seat, hand, p).find((j) => j.settled.some((x) => x.index === event.index));
        return outcomeKeys(mainOutcome(final, seat, hand, p), hand, p, w?.void);
      }
    }
    if (event.type === 'deal' && event.to.kind === 'seat') {
      const h = lastDealtHand(after);
      if (h?.doubledAt !== undefined && h.cards.length === (h.cardsAtDouble ?? 0) + 1) return ['deal:seat#double'];
      if (h?.splitFrom !== undefined && h.cards.length === 2 && !h.decisions.some((d) => d.action === 'hit')) return ['deal:seat#split'];
    }
    return [];
  },

  wagers(final: BjState, ctx: ReplayContext): WagerRequirement[] {
    const p = mainParams(ctx);
    const cur = ctx.currency;
    const signed = (m: number) => formatSignedAmount(m, cur);
    const out: WagerRequirement[] = [];
    // Money the table settled on this spot for a bet behind the box that was never placed (settled-without-wager
    // reports it against 0): told on the hand's line, so its requirement, what the table did and the money owed agree.
    const strays = settledWithoutWager(final, p);
    for (const seat of final.seats) {
      for (const played of seat.hands) {
        // The box's own wager and the bets behind it, as the settlement rules judge them (format 1.1); the
        // dispute shows one wager per hand (its settlements are on one spot), their requirements summed.
        const judged = wagersToJudge(final, seat, played, p);
        let w: WagerRequirement | undefined;
        // The highest amount accepted, summed as `required` is (the half cent either way, on each person's stake).
        let upTo = 0;
        for (const j of judged) {
          const { hand } = j;
          const o = mainOutcome(final, seat, hand, p);
          const actual = netToPlayer(j.settled, hand.wager, j.late);
          // A split box that lost its one original wager to the dealer's Black Jack from another hand than the
          // first: settled as required in sum, each hand shown as the table settled it (the rules report neither).
          const boxInSum = j.kind === 'box' && o.case === 'dealer-blackjack' && splitBoxSettledAsRequired(final, seat, p);
          // A split box whose settlements name no hand, settled right in sum: each hand shown as the log puts it.
          const unnamedInSum = !boxInSum && j.kind === 'box' && seat.hands.length > 1 && splitBoxUnnamedSettledInSum(final, seat, p);
          // A split box whose settlements name no hand, wrong in sum: one finding for the box (no hand, so told on the
          // first hand's line): that line holds the box's sum, what its hands require together against what the table
          // settled on them all; each other hand says it is judged there.
          const unnamedWrong = !boxInSum && !unnamedInSum && j.kind === 'box' && seat.hands.length > 1 ? splitBoxUnnamedWrongInSum(final, seat, p) : undefined;
          const boxLine = unnamedWrong !== undefined && played === seat.hands[0];
          if (boxLine) actual.net = unnamedWrong.actual;
          const [low, high] = boxInSum || unnamedInSum ? [actual.net, actual.net] : boxLine ? [unnamedWrong.low, unnamedWrong.high] : acceptedRange(o, j, p);
          const expected = low;
          const own = outcomeWhy(o, hand, p, ctx.words.es.dealer, cur);
          const why0 = boxInSum ? BOX_IN_SUM : unnamedInSum ? unnamedInSumWhy(own) : unnamedWrong ? unnamedWrongWhy(own, unnamedWrong, boxLine, seat.hands.map((h) => h.index), cur) : own;
          // A ratio that leaves part of a cent: every rounding the rules accept, as the settlement rules judge it.
          const required = high > low
            ? { es: `${why0.es} (se acepta de ${signed(low)} a ${signed(high)}: ${o.unit > 1 ? 'la unidad entera (moneda sin céntimos)' : 'el céntimo'} por defecto o por exceso${j.others?.length ? ', en cada apuesta por separado' : ''})`, en: `${why0.en} (accepted: ${signed(low)} to ${signed(high)}, ${o.unit > 1 ? 'the whole unit (a currency without cents)' : 'the cent'} rounded down or up${j.others?.length ? ' on each stake' : ''})` }
            : why0;
          // Chips on the spot the rules do not admit as a stake (late, a split's or double's excess, a double not admitted): said once, first.
          // A wager with no lawful stake at all: the hand-back is all it requires (its cards decide nothing; clause30).
          const why = j.void !== undefined && o.case !== 'unresolved'
            ? { es: `${formatAmount(j.late, cur)} no es apuesta (fichas que las reglas no admiten) y se devuelve entero: nada más se debe por esta apuesta`, en: `${formatAmount(j.late, cur)} is no stake (chips the rules do not admit) and is handed back whole: nothing else is owed on this wager` }
            : j.late > 0
              ? { es: `${formatAmount(j.late, cur)} no es apuesta (fichas que las reglas no admiten) y se devuelve; ${required.es}`, en: `${formatAmount(j.late, cur)} is no stake (chips the rules do not admit) and is handed back; ${required.en}` }
              : required;
          const whose = WHOSE[j.kind](j.player);
          // Not judged: a surrender the catalog's rules do not provide, or a hand the dealer never completed (no article
          // says what it is owed, and no settlement rule judges it: the replay must not call its settlement wrong).
          const judgedHere = o.case !== 'unresolved' && !(hand.surrendered && p.surrenderFraction === null) && !(unnamedWrong && !boxLine);
          if (!w) {
            w = {
              seat: seat.seat, hand: hand.index, spot: 'main', stake: boxLine ? seat.hands.reduce((a, h) => a + h.wager, 0) as Money : hand.wager, actual: actual.net, settled: boxLine || actual.any,
              governs: outcomeKeys(o, hand, p, j.void), why: { es: whose.es + why.es, en: whose.en + why.en },
            };
            if (boxLine) w.hands = seat.hands.map((h) => h.index);
            // A surrender the catalog's rules do not provide: shown, not judged (its own rule reports it).
            if (judgedHere) w.required = expected;
            upTo = high;
            continue;
          }
          w.stake = (w.stake + hand.wager) as Money;
          w.actual = (w.actual + actual.net) as Money;
          w.settled ||= actual.any;
          if (judgedHere && w.required !== undefined) w.required = (w.required + expected) as Money;
          upTo += high;
          w.why = { es: `${w.why.es}; ${whose.es}${why.es}`, en: `${w.why.en}; ${whose.en}${why.en}` };
        }
        if (w) {
          if (w.required !== undefined && upTo > w.required) w.alsoAccepted = upTo as Money;
          for (const x of strays) {
            if (x.first.seat !== seat.seat || (x.first.hand ?? 1) !== played.index) continue;
            const whose = WHOSE[x.first.behind === true ? 'behind' : 'box'](x.first.player);
            w.actual = (w.actual + x.actual.net) as Money;
            w.settled = true;
            w.why = {
              es: `${w.why.es}; ${whose.es}no hay una apuesta así sobre el tapete: nada que liquidar (${signed(0)})`,
              en: `${w.why.en}; ${whose.en}no such wager on the layout: nothing to settle (${signed(0)})`,
            };
          }
          out.push(w);
        }
      }
      // Bets behind a box that holds no bet of its own (no hand to follow: behind-bet-limit reports it), nothing settled
      // on them: not judged, and said so rather than "no finding" (money settled on them is settled-without-wager's,
      // told from its finding).
      if (seat.hands.length === 0 && seat.behind > 0 && !strays.some((x) => x.first.seat === seat.seat)) {
        out.push({ seat: seat.seat, hand: 1, spot: 'main', stake: seat.behind, actual: 0 as Money, settled: false, why: BEHIND_EMPTY_BOX });
      }
      if (seat.insurance > 0 && ctx.hasParam('insurance_ratio') && ctx.hasParam('insurance_only_as_allowed') && final.dealer.length >= 2) out.push(insurance(final, seat, ctx));
    }
    return out;
  },

  /**
   * The table as the catalog counts it: where its text makes a card no part of a hand (player_extra_cards_count
   * false: after a stand or a blackjack; one_card_extra_cards_count false: after a double's one card or a split ace's;
   * dealer_extra_cards_count false: a draw after the total he had to stand on), the totals are those the settlement is judged by (handAsCounted,
   * dealerHandCards) and the card is shown as not counted.
   */
  describe(state: BjState, words: Words, ctx: ReplayContext): string[] {
    const p = mainParams(ctx);
    if (p.playerExtraCardsCount && p.oneCardExtraCardsCount && !p.dealerStand) return describeBlackjack(state, words, ctx.currency);
    return describeBlackjack(state, words, ctx.currency, { hand: (h) => handAsCounted(h, p).cards.length, dealer: dealerHandCards(state, p).length });
  },

  counterfactuals(final: BjState, ctx: ReplayContext): Counterfactual[] {
    if (!ctx.hasParam('dealer_stands_on') || !ctx.hasParam('dealer_stands_on_soft_17')) return [];
    const p = mainParams(ctx);
    // Where the catalog reads the cards past the total he had to stand on as no part of his hand
    // (dealer_extra_cards_count false), the wagers are already judged on the hand he had to stand on: no what-if.
    if (p.dealerStand) return [];
    const standsOn = ctx.param<number>('dealer_stands_on');
    const soft17 = ctx.param<boolean>('dealer_stands_on_soft_17');
    const cards = dealerCards(final);
    let stop = -1;
    for (let i = 2; i < cards.length; i++) {
      if (dealerMustStand(cards.slice(0, i), standsOn, soft17)) {
        stop = i;
        break;
      }
    }
    if (stop < 0) return [];
    const stood = cards.slice(0, stop);
    const total = bjTotal(stood).total;
    const drawn = cards.slice(stop).map(cardGlyph).join(' ');
    const hand = stood.map(cardGlyph).join(' ');
    // The same table with the dealer's extra cards taken away: the players' hands stay as they were played.
    const whatIf: BjState = { ...final, dealer: final.dealer.slice(0, stop) };
    const wagers: Counterfactual['wagers'] = [];
    for (const seat of final.seats) {
      for (const h of seat.hands) {
        const rec = mainOutcome(final, seat, h, p);
        const cf = mainOutcome(whatIf, seat, h, p);
        wagers.push({
          seat: seat.seat, hand: h.index, spot: 'main', recorded: rec.expected, counterfactual: cf.expected,
          recordedWhy: outcomeWhy(rec, h, p, ctx.words.es.dealer, ctx.currency), counterfactualWhy: outcomeWhy(cf, h, p, ctx.words.es.dealer, ctx.currency),
        });
      }
    }
    const at = final.dealer[stop]!.index;
    return [{
      event: at,
      governs: 'deal:dealer@dealer',
      title: { es: `Si el ${ctx.words.es.dealer} se hubiera plantado con ${total}`, en: `If the dealer had stood on ${total}` },
      premise: {
        es: `En el paso ${at} el ${ctx.words.es.dealer} tenía ${hand} (${total}) y pidió carta (${drawn}), aunque debía plantarse. Si se hubiera plantado, su mano sería ${hand} (${total}); las manos de los jugadores quedan como se jugaron.`,
        en: `At step ${at} the dealer held ${hand} (${total}) and drew (${drawn}) although he had to stand. Had he stood, his hand would be ${hand} (${total}); the players' hands stay as they were played.`,
      },
      wagers,
    }];
  },
};

const BOX_IN_SUM: Bilingual = {
  es: 'ante el Black Jack del dealer la casilla separada pierde solo la apuesta original, una vez por casilla: la mesa la tomó de esta mano o de otra, y la casilla quedó liquidada como se exige',
  en: 'against the dealer\'s blackjack the split box loses only the original wager, once for the box: the table took it from this hand or another, and the box ended settled as required',
};

/**
 * A hand of a split box whose settlements name no hand: its own requirement, and that the box, settled without
 * saying which hand each amount was for, came to what its hands require together (the rules judge it in sum).
 */
function unnamedInSumWhy(own: Bilingual): Bilingual {
  return {
    es: `${own.es}; las liquidaciones de la casilla separada no dicen a qué mano van y el registro las pone en la primera: en suma cubren lo que exigen sus manos, y la casilla quedó liquidada como se exige`,
    en: `${own.en}; the split box's settlements do not say which hand they are for and the log puts them on the first: in sum they come to what its hands require, and the box ended settled as required`,
  };
}

/**
 * A hand of a split box whose settlements name no hand and do not add up to what its hands require: its own
 * requirement, and that the box is judged once, in sum (splitBoxUnnamedWrongInSum), since the log cannot say which
 * hand was paid what.
 */
function unnamedWrongWhy(own: Bilingual, box: SplitBoxWrong, boxLine: boolean, idx: readonly number[], currency?: string): Bilingual {
  const signed = (m: number) => formatSignedAmount(m, currency);
  if (!boxLine) {
    // The box's line is labelled by all its hands ("manos 1 y 2 juntas", wagerLabel): named so here, not "hand 1's line".
    const list = (and: string) => `${idx.slice(0, -1).join(', ')} ${and} ${idx[idx.length - 1]}`;
    return {
      es: `${own.es}; las liquidaciones de la casilla separada no dicen a qué mano van: esta mano se juzga con las demás de la casilla, en suma, en la línea de las manos ${list('y')} juntas`,
      en: `${own.en}; the split box's settlements do not say which hand they are for: this hand is judged with the box's others, in sum, on the line of hands ${list('and')} together`,
    };
  }
  const each = box.hands.map((h) => (h.low === h.high ? signed(h.low) : `${signed(h.low)} … ${signed(h.high)}`));
  return {
    es: `${own.es}; las liquidaciones de la casilla separada no dicen a qué mano van y el registro las pone en la primera: no se sabe qué se pagó a cada mano, y la casilla se juzga una vez, en suma, aquí: sus manos exigen ${each.join(' + ')}, y la mesa liquidó ${signed(box.actual)} en total`,
    en: `${own.en}; the split box's settlements do not say which hand they are for and the log puts them on the first: what each hand was paid cannot be known, and the box is judged once, in sum, here: its hands require ${each.join(' + ')}, and the table settled ${signed(box.actual)} in all`,
  };
}

const BEHIND_EMPTY_BOX: Bilingual = {
  es: 'apuesta de detrás de una casilla sin apuesta propia: no hay mano que seguir, no es apuesta y se devuelve entera; la mesa no registró su liquidación, y la auditoría no juzga una liquidación que no se hizo',
  en: 'a bet behind a box with no bet of its own: there is no hand to follow, it is no wager and is handed back whole; the table recorded no settlement of it, and the audit judges no settlement that was not made',
};

const WHOSE: Record<'box' | 'behind' | 'together', (player?: string) => Bilingual> = {
  box: () => ({ es: '', en: '' }),
  behind: (player) => ({ es: `apuesta de detrás de la casilla${player ? ` (${player})` : ''}: `, en: `the bet behind the box${player ? ` (${player})` : ''}: ` }),
  together: () => ({ es: 'la casilla y las apuestas de detrás, liquidadas juntas: ', en: 'the box and the bets behind it, settled together: ' }),
};

function insurance(final: BjState, seat: BjSeat, ctx: ReplayContext): WagerRequirement {
  const [num, den] = parseRatio(ctx.param<string>('insurance_ratio'));
  const dealerBj = dealerHasBlackjack(final);
  const { ip, p } = insuranceParams(ctx);
  const signed = (m: number) => formatSignedAmount(m, ctx.currency);
  const where = notAdmittedWhere(ip, ctx.words.es.dealer);
  // Judged as insurance-pays-2-to-1 judges it: each insurer's on its own where the settlements say whose, on the stake
  // the text admits, the rest owed back; the seat's line sums them, each told with whose it is.
  const judged = insurancesToJudge(final, seat.seat, seat, ip, p);
  const w: WagerRequirement = { seat: seat.seat, spot: 'insurance', stake: seat.insurance, required: 0 as Money, actual: 0 as Money, settled: false, governs: `${dealerBj ? 'payout' : 'collect'}:insurance`, why: { es: '', en: '' } };
  const parts: Bilingual[] = [];
  for (const j of judged) {
    const { lawful, owedBack } = j;
    const required = dealerBj ? ratio(lawful, num, den).value : negate(lawful);
    const actual = netToPlayer(j.settled, lawful, owedBack);
    w.required = (w.required! + required) as Money;
    w.actual = (w.actual + actual.net) as Money;
    w.settled ||= actual.any;
    const s = formatAmount(lawful, ctx.currency);
    const back = owedBack === 0 ? { es: '', en: '' } : lawful === 0
      ? { es: `seguro no admitido (${where.es}): se devuelve entero, ${formatAmount(owedBack, ctx.currency)}; `, en: `insurance not admitted (${where.en}): handed back whole, ${formatAmount(owedBack, ctx.currency)}; ` }
      : { es: `${formatAmount(owedBack, ctx.currency)} por encima del máximo no es apuesta y se devuelve; `, en: `${formatAmount(owedBack, ctx.currency)} over the limit is no stake and is handed back; ` };
    const whose = judged.length > 1 ? INSURER[j.kind](j.player) : { es: '', en: '' };
    parts.push(dealerBj
      ? { es: `${whose.es}${back.es}el ${ctx.words.es.dealer} tiene Black Jack: el seguro gana ${num} a ${den} sobre ${s} = ${signed(required)}`, en: `${whose.en}${back.en}the dealer has blackjack: insurance wins ${num} to ${den} on ${s} = ${signed(required)}` }
      : { es: `${whose.es}${back.es}el ${ctx.words.es.dealer} no tiene Black Jack: se cobra el seguro, ${signed(required)}`, en: `${whose.en}${back.en}the dealer has no blackjack: the insurance is collected, ${signed(required)}` });
  }
  w.why = { es: parts.map((x) => x.es).join('; '), en: parts.map((x) => x.en).join('; ') };
  return w;
}

/** Whose insurance a part of a seat's insurance line is, where the seat's insurers are judged apart. */
const INSURER: Record<'box' | 'behind' | 'together', (player?: string) => Bilingual> = {
  box: () => ({ es: 'seguro de la casilla: ', en: 'the box\'s insurance: ' }),
  behind: (player) => ({ es: `seguro de detrás de la casilla${player ? ` (${player})` : ''}: `, en: `the insurance behind the box${player ? ` (${player})` : ''}: ` }),
  together: () => ({ es: '', en: '' }),
};

/**
 * The governs keys of a hand's outcome, most specific first: a split hand of an
 * ace and a ten that the catalog counts as 21, not blackjack, adds
 * `outcome:<case>#split-21` (a catalog whose text says so under its own
 * heading maps it there); a wager with no lawful stake adds `outcome:void#<cause>`
 * (its chips are owed back under the text that made them no wager).
 */
function outcomeKeys(o: MainOutcome, hand: BjHand, p: MainParams, why?: VoidCause): string[] {
  const keys = [`outcome:${o.case}`];
  if (why !== undefined && o.case !== 'unresolved') return [`outcome:void#${why}`, ...keys];
  if (hand.splitFrom !== undefined && !p.blackjackAfterSplit && isBlackjack(hand.cards)) keys.unshift(`outcome:${o.case}#split-21`);
  return keys;
}

/** The requirement for one hand in words, with its totals and arithmetic; `dealer`: the catalog's Spanish word for the dealer (the words table's). */
export function outcomeWhy(o: MainOutcome, hand: BjHand, p: MainParams, dealer: string, currency?: string): Bilingual {
  const signed = (m: number) => formatSignedAmount(m, currency);
  const zero = signed(0);
  if (hand.surrendered && p.surrenderFraction === null) {
    return { es: 'las reglas no prevén la retirada: su liquidación no se juzga', en: 'the rules provide no surrender: its settlement is not judged' };
  }
  const stakeText = formatAmount(hand.wager, currency);
  const orig = formatAmount(hand.original, currency);
  const e = signed(o.expected);
  const pt = o.playerTotal;
  // An ace and a ten on a split hand the catalog does not count as blackjack: say so where it is settled as 21.
  const split21 = hand.splitFrom !== undefined && !p.blackjackAfterSplit && isBlackjack(hand.cards);
  const n21 = split21 ? { es: ' (mano separada: 21, no Black Jack)', en: ' (a split hand: 21, not blackjack)' } : { es: '', en: '' };
  const dt = o.dealerTotal;
  const [bn, bd] = p.blackjackRatio;
  const [wn, wd] = p.winRatio;
  const [en, ed] = p.evenMoneyRatio;
  switch (o.case) {
    case 'blackjack':
      return { es: `Black Jack: ${bn} a ${bd} sobre ${orig} = ${e}`, en: `blackjack: ${bn} to ${bd} on ${orig} = ${e}` };
    case 'blackjack-push':
      return { es: `Black Jack contra Black Jack del ${dealer}: empate, se devuelve la apuesta (${zero})`, en: `blackjack against the dealer's blackjack: a push, the stake returned (${zero})` };
    case 'even-money':
      return { es: `pago simple por el Black Jack: ${en} a ${ed} sobre ${orig} = ${e}`, en: `even money on the blackjack: ${en} to ${ed} on ${orig} = ${e}` };
    case 'dealer-blackjack':
      return o.expected === 0
        ? { es: `Black Jack del ${dealer}: esta mano separada no pierde nada (${zero})`, en: `dealer blackjack: this split hand loses nothing (${zero})` }
        : hand.wager === hand.original
          ? { es: `Black Jack del ${dealer}: pierde la apuesta, ${e}`, en: `dealer blackjack: the wager is lost, ${e}` }
          // A doubled hand: the catalog takes only the original wager, or everything staked on the hand (settlement.ts).
          : p.dealerBlackjackTakes === 'original'
            ? { es: `Black Jack del ${dealer}: pierde solo la apuesta original, ${e}`, en: `dealer blackjack: only the original wager is lost, ${e}` }
            : { es: `Black Jack del ${dealer}: pierde todo lo apostado en la mano, lo doblado incluido, ${e}`, en: `dealer blackjack: everything staked on the hand is lost, the double included, ${e}` };
    case 'bust':
      return { es: `se pasó con ${pt}: pierde la apuesta, ${e}`, en: `bust on ${pt}: the wager is lost, ${e}` };
    case 'surrender':
      return { es: `se retiró: pierde la mitad de ${stakeText}, ${e}`, en: `surrendered: half of ${stakeText} is lost, ${e}` };
    case 'dealer-bust':
      return { es: `el ${dealer} se pasó con ${dt}: gana ${wn} a ${wd} sobre ${stakeText} = ${e}${n21.es}`, en: `the dealer busted on ${dt}: wins ${wn} to ${wd} on ${stakeText} = ${e}${n21.en}` };
    case 'win':
      return { es: `${pt} contra ${dt}: gana ${wn} a ${wd} sobre ${stakeText} = ${e}${n21.es}`, en: `${pt} against ${dt}: wins ${wn} to ${wd} on ${stakeText} = ${e}${n21.en}` };
    case 'loss':
      return { es: `${pt} contra ${dt}: pierde la apuesta, ${e}`, en: `${pt} against ${dt}: the wager is lost, ${e}` };
    case 'tie':
      return { es: `${pt} contra ${dt}: empate, se devuelve la apuesta (${zero})${n21.es}`, en: `${pt} against ${dt}: a tie, the stake returned (${zero})${n21.en}` };
    case 'unresolved':
      return {
        es: `sin resolver: el ${dealer} no completó su mano, así que no se sabe qué exige el reglamento; la auditoría no juzga esta liquidación`,
        en: 'unresolved: the dealer never completed his hand, so what the rules require is not known; the audit does not judge this settlement',
      };
  }
}
