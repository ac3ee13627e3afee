// The errors this catalog checks in a pai gow bonus round, each bound to the rule whose finding it
// must draw and the article that rule cites. One error per faulted round, and no other finding.
import type { Money } from '../../engine/core/money.js';
import { amountOut, moveEvent } from '../core/log.js';
import type { Rng } from '../core/rng.js';
import type { FaultKind, LogEvent, LogHand, Played } from '../core/types.js';
import type { PgSimRound } from './simulate.js';
import { bonusPayout, renderPaiGowRound } from './simulate.js';

type P = Played<PgSimRound>;
type Apply = (p: P, rng: Rng) => LogHand | undefined;

const rerender = (p: P): LogHand => {
  p.hand.events = renderPaiGowRound(p.model);
  return p.hand;
};
const at = (p: P, ok: (e: LogEvent) => boolean) => p.hand.events.findIndex(ok);
const rngAt = (p: P) => at(p, (e) => e.type === 'rng');
const firstDeal = (p: P) => at(p, (e) => e.type === 'deal');

function pick(p: P, rng: Rng, ok: (e: LogEvent, i: number) => boolean): number | undefined {
  const found = p.hand.events.flatMap((e, i) => (ok(e, i) ? [i] : []));
  return found.length === 0 ? undefined : rng.pick(found);
}

/** The losing (or winning) bonus bets of the round, with their seats. */
function bets(p: P, winning: boolean) {
  return p.model.seats.flatMap((s) => s.bonus.filter((b) => (b.number === p.model.drawn) === winning).map((b) => ({ s, b })));
}

/**
 * Where the event that settles a seat's bet on a number is. A fault that moves or changes a
 * settlement first has the round name every bonus settlement's number: left to inference, an
 * unnamed settlement moved away from its place could be tied to another bet of the same amount.
 */
// It re-renders the round: take the index before reading p.hand.events.
function settlementOf(p: P, seat: number, number: number, type: string): number {
  p.model.named = true;
  rerender(p);
  return at(p, (e) => e.type === type && e['spot'] === 'bonus' && e['seat'] === seat && e['number'] === number);
}

const noRng: Apply = (p) => {
  if (!p.model.seats.some((s) => s.bonus.length > 0)) return undefined;
  p.hand.events.splice(rngAt(p), 1);
  return p.hand;
};

const rngRepeated: Apply = (p, rng) => {
  if (!p.model.seats.some((s) => s.bonus.length > 0)) return undefined;
  p.hand.events.splice(rngAt(p) + 1, 0, { type: 'rng', value: rng.range(1, 7) });
  return p.hand;
};

const rngOutOfRange: Apply = (p, rng) => {
  if (!p.model.seats.some((s) => s.bonus.length > 0)) return undefined;
  p.hand.events[rngAt(p)]!['value'] = rng.pick([0, 8, 9]);
  return p.hand;
};

const bonusOnEight: Apply = (p, rng) => {
  const losers = bets(p, false);
  if (losers.length === 0) return undefined;
  rng.pick(losers).b.number = 8;
  return rerender(p);
};

const bonusWithoutPaigow: Apply = (p, rng) => {
  const taken = new Set(p.model.seats.map((s) => s.seat));
  const empty = [1, 2, 3, 4, 5, 6].filter((n) => !taken.has(n));
  if (empty.length === 0) return undefined;
  const seat = rng.pick(empty);
  p.model.seats.push({ seat, paigow: 0 as Money, bonus: [{ number: rng.range(1, 7), amount: (rng.range(1, 10) * 100) as Money }] });
  p.model.seats.sort((a, b) => a.seat - b.seat);
  return rerender(p);
};

const bonusAfterNoMoreBets: Apply = (p, rng) => {
  const i = pick(p, rng, (e) => e.type === 'bet' && e['spot'] === 'bonus');
  if (i === undefined) return undefined;
  moveEvent(p.hand.events, i, rngAt(p));
  return p.hand;
};

/** A bet placed on the number the generator has just shown, and paid. */
const bonusPastPosted: Apply = (p, rng) => {
  const seats = p.model.seats.filter((s) => s.paigow > 0 && !s.bonus.some((b) => b.number === p.model.drawn));
  if (seats.length === 0) return undefined;
  const s = rng.pick(seats);
  const amount = (rng.range(1, 10) * 100) as Money;
  const ev = p.hand.events;
  ev.splice(rngAt(p) + 1, 0, { type: 'bet', seat: s.seat, spot: 'bonus', number: p.model.drawn, amount: amountOut(amount) });
  ev.splice(firstDeal(p), 0, { type: 'payout', seat: s.seat, spot: 'bonus', number: p.model.drawn, amount: amountOut(bonusPayout(amount, p.model.payoutHundredths)) });
  return p.hand;
};

/** A winning bonus bet paid, then as much again bet on it after the payout, and that paid too (the late chips are void). */
const bonusAddedAfterSettlement: Apply = (p, rng) => {
  const winners = bets(p, true);
  if (winners.length === 0) return undefined;
  const { s, b } = rng.pick(winners);
  const paid = settlementOf(p, s.seat, b.number, 'payout');
  if (paid < 0) return undefined;
  const more = { seat: s.seat, spot: 'bonus', number: b.number };
  p.hand.events.splice(paid + 1, 0, { type: 'bet', ...more, amount: amountOut(b.amount) },
    { type: 'payout', ...more, amount: amountOut(bonusPayout(b.amount, p.model.payoutHundredths)) });
  return p.hand;
};

const bonusInCash: Apply = (p, rng) => {
  const all = p.model.seats.flatMap((s) => s.bonus);
  if (all.length === 0) return undefined;
  rng.pick(all).medium = rng.pick(['cash', 'verbal'] as const);
  return rerender(p);
};

const loserReturned: Apply = (p, rng) => {
  const losers = bets(p, false);
  if (losers.length === 0) return undefined;
  const { s, b } = rng.pick(losers);
  const i = settlementOf(p, s.seat, b.number, 'collect');
  p.hand.events[i]!.type = 'return';
  return p.hand;
};

const winnerCollected: Apply = (p, rng) => {
  const winners = bets(p, true);
  if (winners.length === 0) return undefined;
  const { s, b } = rng.pick(winners);
  const i = settlementOf(p, s.seat, b.number, 'payout');
  const e = p.hand.events[i]!;
  e.type = 'collect';
  e['amount'] = amountOut(b.amount);
  return p.hand;
};

const noMoreBetsLate: Apply = (p) => {
  if (!p.model.seats.some((s) => s.bonus.length > 0)) return undefined;
  const i = at(p, (e) => e.type === 'procedure' && e['name'] === 'no_more_bets');
  moveEvent(p.hand.events, i, rngAt(p) + 1);
  return p.hand;
};

const loserNotCollected: Apply = (p, rng) => {
  const losers = bets(p, false);
  if (losers.length === 0) return undefined;
  const { s, b } = rng.pick(losers);
  const i = settlementOf(p, s.seat, b.number, 'collect');
  p.hand.events.splice(i, 1);
  return p.hand;
};

const loserCollectedBeforeNumber: Apply = (p, rng) => {
  const losers = bets(p, false);
  if (losers.length === 0) return undefined;
  const { s, b } = rng.pick(losers);
  const i = settlementOf(p, s.seat, b.number, 'collect');
  moveEvent(p.hand.events, i, rngAt(p));
  return p.hand;
};

/** A loser collected after the deal has begun; only in a round with no winner to be paid before it. */
const loserCollectedAfterDeal: Apply = (p, rng) => {
  const losers = bets(p, false);
  if (losers.length === 0 || bets(p, true).length > 0) return undefined;
  const { s, b } = rng.pick(losers);
  const i = settlementOf(p, s.seat, b.number, 'collect');
  moveEvent(p.hand.events, i, p.hand.events.length);
  return p.hand;
};

const winnerNotPaid: Apply = (p, rng) => {
  const i = pick(p, rng, (e) => e.type === 'payout' && e['spot'] === 'bonus');
  if (i === undefined) return undefined;
  p.hand.events.splice(i, 1);
  return p.hand;
};

const winnerPaidBeforeLosers: Apply = (p, rng) => {
  const winners = bets(p, true);
  if (winners.length === 0 || bets(p, false).length === 0) return undefined;
  const { s, b } = rng.pick(winners);
  const i = settlementOf(p, s.seat, b.number, 'payout');
  moveEvent(p.hand.events, i, rngAt(p) + 1);
  return p.hand;
};

const winnerPaidAfterDeal: Apply = (p, rng) => {
  const winners = bets(p, true);
  if (winners.length === 0) return undefined;
  const { s, b } = rng.pick(winners);
  const i = settlementOf(p, s.seat, b.number, 'payout');
  moveEvent(p.hand.events, i, p.hand.events.length);
  return p.hand;
};

const winnerUnderpaid: Apply = (p, rng) => {
  // Not a $1 bet at 5½: 5 is one of 5.50's two nearest dollars there.
  const stakeOf = (e: LogEvent) => p.model.seats.find((s) => s.seat === e['seat'])!.bonus.find((b) => b.number === p.model.drawn)!.amount;
  const i = pick(p, rng, (e) => e.type === 'payout' && e['spot'] === 'bonus' && stakeOf(e) >= 200);
  if (i === undefined) return undefined;
  const e = p.hand.events[i]!;
  const stake = p.model.seats.find((s) => s.seat === e['seat'])!.bonus.find((b) => b.number === p.model.drawn)!.amount;
  e['amount'] = amountOut((stake * 5) as Money); // 5 to 1, below the 5½ minimum
  return p.hand;
};

/**
 * A winner staked so that its payout comes to an exact half dollar at this table's ratio ($1 at 5½, $2 at
 * 5¾, $1.25 at 6), paid unrounded.
 */
const winnerPaidUnrounded: Apply = (p, rng) => {
  const winners = p.model.seats.flatMap((s) => s.bonus.filter((b) => b.number === p.model.drawn).map((b) => ({ seat: s.seat, b })));
  if (winners.length === 0) return undefined;
  const R = p.model.payoutHundredths;
  let stake = 100;
  while ((stake * R) % 10000 !== 5000) stake += 25;
  const w = rng.pick(winners);
  w.b.amount = stake as Money;
  rerender(p);
  const e = p.hand.events.find((x) => x.type === 'payout' && x['spot'] === 'bonus' && x['seat'] === w.seat && (x['number'] === undefined || x['number'] === p.model.drawn))!;
  e['amount'] = amountOut(((stake * R) / 100) as Money);
  return p.hand;
};

const bonusBelowMinimum: Apply = (p, rng) => {
  const all = p.model.seats.flatMap((s) => s.bonus);
  if (all.length === 0) return undefined;
  rng.pick(all).amount = 50 as Money;
  return rerender(p);
};

const bonusOverMaximum: Apply = (p, rng) => {
  const all = p.model.seats.flatMap((s) => s.bonus);
  if (all.length === 0) return undefined;
  const max = Number(p.hand.table?.['max_payout'] ?? p.hand.table?.['max_bet']) * 100;
  // The smallest whole-dollar stake whose payout at the posted ratio passes the table's maximum.
  let stake = Math.ceil(max / p.model.payoutHundredths);
  while (bonusPayout((stake * 100) as Money, p.model.payoutHundredths) <= max) stake++;
  rng.pick(all).amount = (stake * 100) as Money;
  return rerender(p);
};

const paigowSettledWithBonus: Apply = (p, rng) => {
  // (C) ties the bonus bet to nothing else «hechas por el jugador»: a seat that made one (another seat's pai gow
  // wager settled then is no concern of the bonus bet's).
  const bettors = p.model.seats.filter((x) => x.paigow > 0 && x.bonus.length > 0);
  if (bettors.length === 0) return undefined;
  const s = rng.pick(bettors);
  p.hand.events.splice(firstDeal(p), 0, { type: 'collect', seat: s.seat, spot: 'paigow', amount: amountOut(s.paigow) });
  return p.hand;
};

type Row = [id: string, rule: string, article: string, description: FaultKind['description'], apply: Apply, also?: { rule: string; article: string }[]];

const A = 'Art. 10-10.15(A)';
const B = (n: number) => `Art. 10-10.15(B)(${n})`;
const rows: Row[] = [
  ['rng-missing', 'bonus-requires-rng', A, { es: 'apuestas adicionales aceptadas en una ronda sin número del generador', en: 'bonus bets taken in a round with no random number' }, noRng],
  ['rng-repeated', 'rng-result-valid', A, { es: 'el generador activado por segunda vez en la ronda', en: 'the generator activated a second time in the round' }, rngRepeated],
  ['rng-out-of-range', 'rng-result-valid', A, { es: 'el generador muestra un número fuera del 1 al 7', en: 'the generator shows a number outside 1-7' }, rngOutOfRange],
  ['bonus-on-number-8', 'bonus-number-1-to-7', A, { es: 'una apuesta adicional a un número que el paño no tiene', en: 'a bonus bet on a number the layout does not have' }, bonusOnEight],
  ['bonus-without-paigow', 'bonus-needs-paigow-wager', B(1), { es: 'una apuesta adicional en un asiento sin apuesta de pai gow', en: 'a bonus bet at a seat with no pai gow wager' }, bonusWithoutPaigow],
  ['bonus-after-no-more-bets', 'bonus-before-rng', B(1), { es: 'una apuesta adicional colocada después de «No más apuestas»', en: 'a bonus bet placed after "no more bets"' }, bonusAfterNoMoreBets],
  ['bonus-past-posted', 'bonus-before-rng', B(1), { es: 'una apuesta adicional colocada al número que acaba de salir, y pagada', en: 'a bonus bet placed on the number just shown, and paid' }, bonusPastPosted,
    [{ rule: 'late-bonus-bet-void', article: B(1) }]],
  ['bonus-added-after-settlement', 'late-bonus-bet-void', B(1), { es: 'una apuesta adicional ganadora pagada, apostada de nuevo tras su pago y pagada otra vez (las fichas tardías son nulas: lo pagado por ellas es dinero que no se debía)', en: 'a winning bonus bet paid, then bet again after its payout and paid again (the late chips are void: the payout on them is money not owed)' }, bonusAddedAfterSettlement,
    [{ rule: 'bonus-before-rng', article: B(1) }]],
  ['bonus-not-in-chips', 'bonus-chips-only', B(2), { es: 'una apuesta adicional en efectivo o de palabra', en: 'a bonus bet made in cash or verbally' }, bonusInCash],
  ['loser-returned', 'bonus-wins-on-its-number', B(3), { es: 'una apuesta adicional perdedora devuelta', en: 'a losing bonus bet handed back' }, loserReturned],
  ['winner-collected', 'bonus-wins-on-its-number', B(3), { es: 'una apuesta adicional ganadora cobrada', en: 'a winning bonus bet collected' }, winnerCollected],
  ['no-more-bets-late', 'no-more-bets-before-rng', B(4), { es: '«No más apuestas» anunciado después del número', en: '"no more bets" announced after the number' }, noMoreBetsLate],
  ['loser-not-collected', 'losers-collected', B(4), { es: 'una apuesta adicional perdedora que nunca se cobra', en: 'a losing bonus bet never collected' }, loserNotCollected],
  ['loser-collected-before-number', 'losers-collected-at-once', B(4), { es: 'una apuesta adicional perdedora cobrada antes del número', en: 'a losing bonus bet collected before the number' }, loserCollectedBeforeNumber],
  ['loser-collected-after-deal', 'losers-collected-at-once', B(4), { es: 'una apuesta adicional perdedora cobrada después de empezar el reparto', en: 'a losing bonus bet collected after the deal began' }, loserCollectedAfterDeal],
  ['winner-not-paid', 'winners-paid', B(5), { es: 'una apuesta adicional ganadora que nunca se paga', en: 'a winning bonus bet never paid' }, winnerNotPaid],
  ['winner-paid-before-losers', 'winners-paid-after-losers-before-deal', B(5), { es: 'una ganadora pagada antes de cobrar las perdedoras', en: 'a winner paid before the losers are collected' }, winnerPaidBeforeLosers],
  ['winner-paid-after-deal', 'winners-paid-after-losers-before-deal', B(5), { es: 'una ganadora pagada después de empezar el reparto', en: 'a winner paid after the deal began' }, winnerPaidAfterDeal],
  ['winner-underpaid', 'bonus-payout-amount', B(6), { es: 'una ganadora pagada 5 a 1', en: 'a winner paid 5 to 1' }, winnerUnderpaid],
  ['winner-paid-unrounded', 'bonus-payout-amount', B(6), { es: 'una ganadora cuyo pago da medio dólar exacto, pagada sin redondear (medio dólar menos que el dólar superior)', en: 'a winner whose payout comes to an exact half dollar paid unrounded (half a dollar short of the dollar above)' }, winnerPaidUnrounded],
  ['bonus-below-minimum', 'bonus-limits', B(7), { es: 'una apuesta adicional de $0.50', en: 'a bonus bet of $0.50' }, bonusBelowMinimum],
  ['bonus-over-maximum', 'bonus-limits', B(7), { es: 'una apuesta adicional cuyo pago supera el máximo de la mesa', en: 'a bonus bet whose payout passes the table maximum' }, bonusOverMaximum],
  ['paigow-settled-with-bonus', 'bonus-independent-of-paigow', 'Art. 10-10.15(C)', { es: 'la apuesta de pai gow de un jugador con apuesta adicional cobrada durante la liquidación de las adicionales', en: 'the pai gow wager of a player with a bonus bet collected during the bonus settlement' }, paigowSettledWithBonus],
];

export const paiGowFaults: FaultKind<PgSimRound>[] = rows.map(([id, rule, article, description, apply, also]) => ({
  id, rule, article, description, apply, ...(also ? { also } : {}),
}));

