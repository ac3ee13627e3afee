import type { Money } from '../../../engine/core/money.js';
import type { BjHand, BjSeat, BjState } from '../../../engine/blackjack/state.js';
import type { Bilingual, RuleContext } from '../../framework/types.js';
import { describeNet } from '../../framework/money-words.js';
import type { AmountText } from '../../framework/money-words.js';
import { settlementRuleFactory } from '../../framework/settlement-rule.js';
import { sharedFact } from '../../framework/shared-fact.js';
import type { SettlementSpec } from '../../framework/settlement-rule.js';
import { acceptedRange, mainOutcome, netToPlayer, splitBoxSettledAsRequired, splitBoxUnnamedSettledInSum, splitBoxUnnamedWrongInSum, wagersToJudge } from './settlement.js';
import type { JudgedWager, LateCause, MainCase, MainOutcome, MainParams, SplitBoxWrong, VoidCause } from './settlement.js';
import { movedBy } from '../../framework/money-words.js';
import { MAIN_PARAMS, mainParamsOf } from './params.js';
import { behindPlace } from '../../framework/behind-place.js';

/**
 * What a main-wager rule governs: a case of the cards' outcome, or a wager with no lawful stake (JudgedWager.void:
 * `void:late-bet`, `void:split`), whose chips are owed back whole whatever the cards did, under the text that made
 * them no wager.
 */
export type MainKey = MainCase | `void:${VoidCause}`;

/** A blackjack main-wager rule: the cases its article governs, and how its requirement reads. */
export interface MainSettlementSpec extends SettlementSpec {
  cases: MainKey[];
  /** How the requirement reads, e.g. "1 a 1 sobre {stake} = {expected}"; a void case's, with {late} (the chips owed back). */
  requirement: Partial<Record<MainKey, Bilingual>>;
  /** Judge only the hands this accepts (a catalog whose text names a kind of hand under its own article), given its numbers. */
  only?: (hand: BjHand, p: MainParams) => boolean;
  /**
   * The catalog's text that makes chips no wager, by cause, as a message names it («el Art. 12º», «the «Dobles»
   * section»): said beside chips owed back with a lawful stake (the wager's own article governs the rest).
   */
  noWagerUnder?: Record<LateCause, Bilingual>;
  /** The requirement in words where it depends on more than the case (a posted house option); else `requirement`. */
  requirementFor?: (o: MainOutcome, hand: BjHand, p: MainParams) => Bilingual | undefined;
}

interface MainJudgment {
  seat: BjSeat;
  wager: JudgedWager;
  outcome: MainOutcome;
  actual: ReturnType<typeof netToPlayer<JudgedWager['settled'][number]>>;
  p: MainParams;
  /** What a settlement may come to, lowest first (acceptedRange: the half cent either way, on each person's stake). */
  accepted: [Money, Money];

  /**
   * Against a dealer Black Jack that takes only the original wager (Pot Luck Art. 13º), a split box owes one
   * loss for the box, not one per hand: a table that took it from the second hand and returned the first
   * settled the box as required, and neither hand is wrong on its own (no pair of findings that cancel out).
   * The same where a split box's settlements name no hand and add up to what its hands require
   * (splitBoxUnnamedSettledInSum).
   */
  boxAsRequired: boolean;
  /**
   * A split box whose settlements name no hand, wrong in sum (splitBoxUnnamedWrongInSum): judged once, as a box, on
   * the first of its hands that is wrong as the log ties the settlements (its article cites it); its other hands
   * are `boxAsRequired`.
   */
  box?: SplitBoxWrong;
}

function judgeOne(state: BjState, seat: BjSeat, played: BjHand, p: MainParams): MainJudgment[] {
  return wagersToJudge(state, seat, played, p).map((wager) => {
    const outcome = mainOutcome(state, seat, wager.hand, p);
    return { seat, wager, outcome, actual: netToPlayer(wager.settled, wager.hand.wager, wager.late), p, accepted: acceptedRange(outcome, wager, p), boxAsRequired: false };
  });
}

/** The main wagers of one played hand, judged: once per hand, shared by every article's rule (each keeps its cases). */
const judgeHand = sharedFact((state: BjState, seat: BjSeat, played: BjHand, p: MainParams): MainJudgment[] => {
  const judged = judgeOne(state, seat, played, p);
  if (seat.hands.length > 1 && p.dealerBlackjackTakes === 'original' && judged.some(splitBoxAgainstBlackjack)) {
    if (splitBoxSettledAsRequired(state, seat, p)) for (const j of judged) if (splitBoxAgainstBlackjack(j)) j.boxAsRequired = true;
  }
  if (seat.hands.length > 1 && splitBoxUnnamedSettledInSum(state, seat, p)) for (const j of judged) if (j.wager.kind === 'box') j.boxAsRequired = true;
  const wrong = seat.hands.length > 1 ? splitBoxUnnamedWrongInSum(state, seat, p) : undefined;
  if (wrong) {
    const carrier = boxCarrier(state, seat, p);
    for (const j of judged) {
      if (j.wager.kind !== 'box') continue;
      if (j.wager.hand.index === carrier) j.box = wrong;
      else j.boxAsRequired = true;
    }
  }
  return judged;
});

/** The hand that reports a split box wrong in sum: the first whose box wager is wrong as the log ties the settlements (else the first). */
function boxCarrier(state: BjState, seat: BjSeat, p: MainParams): number {
  for (const played of seat.hands) {
    for (const j of judgeOne(state, seat, played, p)) {
      if (j.wager.kind === 'box' && !(j.actual.net >= j.accepted[0] && j.actual.net <= j.accepted[1])) return j.wager.hand.index;
    }
  }
  return seat.hands[0]!.index;
}

/** Every played hand's judgments, in seat and hand order, of the hands `only` accepts (every hand without it). */
const judgedHands = sharedFact((state: BjState, p: MainParams, only: MainSettlementSpec['only']): readonly MainJudgment[] => {
  const out: MainJudgment[] = [];
  for (const seat of state.seats) {
    for (const played of seat.hands) {
      if (only && !only(played, p)) continue;
      for (const j of judgeHand(state, seat, played, p)) out.push(j);
    }
  }
  return out;
});

function splitBoxAgainstBlackjack(j: MainJudgment): boolean {
  return j.wager.kind === 'box' && j.outcome.case === 'dealer-blackjack';
}


/**
 * One rule per article for the main wager's settlement: each judges only the
 * cases its article governs (a win at 1 to 1, a loss, a tie, a blackjack...),
 * so every hand is judged by exactly one article.
 */
export const mainSettlementRule = settlementRuleFactory<BjState, MainJudgment, MainKey, MainSettlementSpec, 'wrong' | 'wrongBehind' | 'wrongTogether' | 'wrongBox', (typeof MAIN_PARAMS)[number]>({
  params: MAIN_PARAMS,
  messages: () => ({
    wrong: {
      es: 'Asiento {seat}, mano {hand} ({player} contra {dealer} del dealer): la mesa {actualText}; el {article} exige {requirement}; {owed}.',
      en: 'Seat {seat}, hand {hand} ({player} against the dealer\'s {dealer}): the table settled {actualText}; {article} requires {requirement}; {owed}.',
    },
    wrongBehind: {
      es: 'Asiento {seat}, apuesta de detrás de la casilla{who} ({stake}; {player} contra {dealer} del dealer): la mesa {actualText}; el {article} exige {requirement}; {owed}.',
      en: 'Seat {seat}, the bet behind the box{who} ({stake}; {player} against the dealer\'s {dealer}): the table settled {actualText}; {article} requires {requirement}; {owed}.',
    },
    wrongBox: {
      es: 'Asiento {seat}, casilla separada en {hands} {hands|mano|manos}, liquidada sin decir a qué mano va cada liquidación: la mesa {actualText}; el {article} exige, sumadas sus manos, {requirement}; {owed}.',
      en: 'Seat {seat}, a box split into {hands} {hands|hand|hands}, settled without saying which hand each settlement is for: the table settled {actualText}; {article} requires, its hands added up, {requirement}; {owed}.',
    },
    wrongTogether: {
      es: 'Asiento {seat}, mano {hand} con las apuestas de detrás, liquidadas juntas ({stake}; {player} contra {dealer} del dealer): la mesa {actualText}; el {article} exige {requirement}; {owed}.',
      en: 'Seat {seat}, hand {hand} with the bets behind it, settled together ({stake}; {player} against the dealer\'s {dealer}): the table settled {actualText}; {article} requires {requirement}; {owed}.',
    },
  }),
  judge(ctx, spec) {
    const paramsOfHand = mainParamsOf(ctx);
    // A list, not a generator (each rule walks every judged wager at every hand's end, and a generator's yield*
    // made a result object per wager), and one list per hand for every rule with the same `only` (most have none).
    return (state) => judgedHands(state, paramsOfHand(), spec.only);
  },
  governs: (spec) => spec.cases,
  keyOf: keyOfJudgment,
  ok: ({ actual, accepted: [low, high], boxAsRequired, box }) => boxAsRequired || (box === undefined && actual.net >= low && actual.net <= high),
  report(ctx, { seat, wager: w, outcome: o, actual, p, accepted, box }, spec) {
    if (box) {
      reportBox(ctx, seat.seat, box);
      return;
    }
    const { hand } = w;
    const key = keyOfJudgment({ wager: w, outcome: o });
    const req = spec.requirementFor?.(o, hand, p) ?? spec.requirement[key]!;
    const who = w.player === undefined ? { es: '', en: '' } : { es: ` (${w.player})`, en: ` (${w.player})` };
    // Half a cent either way: an overpayment is measured from the highest amount accepted, an underpayment from the lowest.
    const expected = Math.min(Math.max(actual.net, accepted[0]), accepted[1]) as Money;
    const words = w.void !== undefined ? lateFilled(req, w.late, ctx.amount) : noWagerWords(eachRounded(req, o, accepted, ctx.amount), w.late, hand.wager, ctx.amount, underWhich(w.lateCauses, spec.noWagerUnder));
    const filled = bilingualData(words, describeNet(actual.net, actual.any, ctx.amount, actual.moved), hand.wager, hand.original, expected, ctx.amount);
    ctx.report({
      messageId: w.kind === 'box' ? 'wrong' : w.kind === 'behind' ? 'wrongBehind' : 'wrongTogether',
      event: actual.last?.index,
      seat: seat.seat, hand: hand.index, spot: 'main',
      // A bet behind the box judged on its own: named, and whose (a finding on the box and the bets behind it
      // settled together names neither: it is everyone's on the spot).
      ...behindPlace(w.kind === 'behind', w.player),
      expected, actual: actual.net,
      data: {
        // A blackjack is named, not counted as 21 (a three-card 21 is not one).
        player: o.case === 'blackjack' || o.case === 'blackjack-push' || o.case === 'even-money' ? 'Black Jack' : o.playerTotal,
        dealer: o.case === 'dealer-blackjack' || o.case === 'blackjack-push' ? 'Black Jack' : o.dealerTotal,
      },
      money: { stake: hand.wager, original: hand.original },
      dataByLang: { es: { ...filled.dataByLang.es, who: who.es }, en: { ...filled.dataByLang.en, who: who.en } },
    });
  },
});

/**
 * The case a judgment falls under: a wager with no lawful stake is the void case of its cause (the chips are owed back
 * whatever the cards did), where the cards decided anything at all; otherwise the cards' outcome.
 */
function keyOfJudgment(j: Pick<MainJudgment, 'wager' | 'outcome'>): MainKey {
  return j.wager.void !== undefined && j.outcome.case !== 'unresolved' ? `void:${j.wager.void}` : j.outcome.case;
}

function lateFilled(req: Bilingual, late: Money, amount: AmountText): Bilingual {
  return { es: req.es.replace('{late}', amount(late)), en: req.en.replace('{late}', amount(late)) };
}

/**
 * A split box wrong in sum, reported once for the box, with no hand (the log does not say which): its net against the
 * sum of what its hands accept, each hand's own requirement said beside it, at the box's last settlement.
 */
function reportBox(ctx: RuleContext<'wrong' | 'wrongBehind' | 'wrongTogether' | 'wrongBox', (typeof MAIN_PARAMS)[number]>, seat: number, box: SplitBoxWrong): void {
  // Half a cent either way on a hand: an overpayment is measured from the highest sum accepted, an underpayment from the lowest.
  const expected = Math.min(Math.max(box.actual, box.low), box.high) as Money;
  const range = (low: Money, high: Money): Bilingual => {
    if (low === high) return netWords(low, ctx.amount);
    const [a, b] = [netWords(low, ctx.amount), netWords(high, ctx.amount)];
    return { es: `entre ${a.es} y ${b.es}`, en: `between ${a.en} and ${b.en}` };
  };
  const whole = range(box.low, box.high);
  const each = box.hands.map((h) => ({ index: h.index, words: range(h.low, h.high) }));
  const actualText = describeNet(box.actual, true, ctx.amount, movedBy(box.settled));
  ctx.report({
    messageId: 'wrongBox',
    event: box.settled[box.settled.length - 1]?.index,
    seat, spot: 'main',
    expected, actual: box.actual,
    data: { hands: box.hands.length },
    dataByLang: {
      es: { requirement: `${whole.es} (${each.map((h) => `mano ${h.index}: ${h.words.es}`).join('; ')})`, actualText: actualText.es },
      en: { requirement: `${whole.en} (${each.map((h) => `hand ${h.index}: ${h.words.en}`).join('; ')})`, actualText: actualText.en },
    },
  });
}

/** A required net in words, with no verb: "un pago de 100.00", "a collection of 100.00", "nada" (the stake handed back). */
function netWords(m: Money, amount: AmountText): Bilingual {
  if (m > 0) return { es: `un pago de ${amount(m)}`, en: `a payout of ${amount(m)}` };
  if (m < 0) return { es: `el cobro de ${amount(-m as Money)}`, en: `a collection of ${amount(-m as Money)}` };
  return { es: 'ni pago ni cobro', en: 'neither payout nor collection' };
}

/**
 * The requirement with the chips on the spot that are no wager (`late`: a bet placed when the rules no longer admitted
 * one, a double or split they do not admit, beyond what they admit) said as such: they are owed back whole, and the
 * amount the table settled is measured with them. A hand with no lawful stake at all (a box bet on only after its
 * cards, a hand a split not admitted made) is required nothing but that: not «the wager collected, 0.00».
 */
function noWagerWords(req: Bilingual, late: Money, stake: Money, amount: AmountText, under: Bilingual = { es: '', en: '' }): Bilingual {
  if (late <= 0) return req;
  const chips = amount(late);
  if (stake === 0) {
    return { es: `devolver enteros los ${chips} de la casilla, que no son apuesta${under.es}`, en: `the ${chips} on the spot, no wager${under.en}, handed back whole` };
  }
  return { es: `${req.es}, y devolver enteros los ${chips} que no son apuesta${under.es}`, en: `${req.en}, and the ${chips} that are no wager${under.en} handed back whole` };
}

/** « según el Art. 12º» / « under Art. 12º»: the texts that made the chips no wager, each once (none where the catalog gives none). */
function underWhich(causes: readonly LateCause[] | undefined, names: Record<LateCause, Bilingual> | undefined): Bilingual | undefined {
  if (!causes || !names) return undefined;
  const es = [...new Set(causes.map((c) => names[c].es))];
  const en = [...new Set(causes.map((c) => names[c].en))];
  const join = (xs: string[], and: string) => (xs.length > 1 ? `${xs.slice(0, -1).join(', ')} ${and} ${xs[xs.length - 1]}` : xs[0] ?? '');
  return { es: ` según ${join(es, 'y')}`, en: ` under ${join(en, 'and')}` };
}

/**
 * The requirement of a stake several people's (acceptedRange), where rounding each on its own makes a range the
 * sum's own ratio does not: said, so that «3 to 2 on 50.10 = 75.14» reads as the arithmetic it is.
 */
function eachRounded(req: Bilingual, o: MainOutcome, [low, high]: [Money, Money], amount: AmountText): Bilingual {
  if (low === o.expected && high === (o.alsoAccepted ?? o.expected)) return req;
  const span = (m: Money) => amount(Math.abs(m) as Money);
  const [from, to] = low < 0 ? [span(high), span(low)] : [span(low), span(high)];
  // The payable unit each stake is rounded to: the cent, or the whole unit of a currency without cents (JPY, CLP).
  const whole = o.unit > 1;
  return {
    es: `${req.es} (cada apuesta de la suma redondeada ${whole ? 'a la unidad entera (moneda sin céntimos)' : 'al céntimo'} por separado: de ${from} a ${to})`,
    en: `${req.en} (each stake in the sum rounded to ${whole ? 'the whole unit (a currency without cents)' : 'the cent'} on its own: ${from} to ${to})`,
  };
}

/** The message is bilingual, so language-specific pieces are filled per language by the report hook below. */
function bilingualData(req: Bilingual, actual: Bilingual, stake: Money, original: Money, expected: Money, amount: AmountText) {
  const fill = (t: string) => t.replace('{stake}', amount(stake)).replace('{original}', amount(original)).replace('{expected}', amount(Math.abs(expected) as Money));
  return {
    dataByLang: {
      es: { requirement: fill(req.es), actualText: actual.es },
      en: { requirement: fill(req.en), actualText: actual.en },
    },
  };
}
