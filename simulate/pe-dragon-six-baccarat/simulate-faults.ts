// The dealer errors this catalog checks in a Dragon Six coup, each bound to the rule whose finding it must
// draw and the article that rule cites. One error per faulted round: the round draws those findings and no
// other. Errors of the shoe and the cards are in simulate-faults-cards.ts; the bets and the money here.
import type { Money } from '../../engine/core/money.js';
import { amountOut } from '../core/log.js';
import type { Rng } from '../core/rng.js';
import type { FaultKind, LogEvent, LogHand, Played } from '../core/types.js';
import { coupResult, netOf, settle } from './simulate-coup.js';
import type { BacSpot, CoupResult, Winner } from './simulate-coup.js';
import { cardFaults as c, leaveShoeUnopened, leavesShoeUnopened } from './simulate-faults-cards.js';
import type { Apply } from './simulate-faults-cards.js';
import type { BacBet, BacRound, Wager } from './simulate.js';
import { dealtOf, renderRound, wagersOf } from './simulate.js';

type P = Played<BacRound>;

const rerender = (p: P): LogHand => {
  p.hand.events = renderRound(p.model);
  return p.hand;
};
const SETTLEMENT = new Set(['payout', 'collect', 'return']);
const resultOf = (p: P) => coupResult(p.model.shoe.cards, dealtOf(p.model));

/**
 * The outcomes one wager's settlement fits (any Banca ratio for a Banca win). The catalog reads the
 * outcome the table acted on from its settlements (Art. 3º): two or more wrong settlements that leave the
 * table's settlements fitting only another outcome are a miscounted total besides each wager's Art. 8º error.
 */
function fits(spot: BacSpot, stake: Money, net: number): Winner[] {
  const cases: [Winner, number][] = [['punto', 0], ['banca', 6], ['banca', 7], ['tie', 0]];
  return [...new Set(cases.filter(([w, banca]) => netOf(settle(spot, stake, w, banca)) === net).map(([w]) => w))];
}

/** The outcomes every settled wager of the logged hand fits; undefined when none was settled. */
export function declaredOutcomes(p: P): Set<Winner> | undefined {
  let common: Set<Winner> | undefined;
  for (const w of wagersOf(p.model)) {
    if (w.late || w.stake === 0) continue;
    const settled = p.hand.events.filter((e) => SETTLEMENT.has(e.type) && e['seat'] === w.seat && e['spot'] === w.spot);
    if (settled.length === 0) continue;
    const net = settled.reduce((a, e) => a + (e.type === 'payout' ? 1 : e.type === 'collect' ? -1 : 0) * Math.round(Number(e['amount']) * 100), 0);
    const f = fits(w.spot, w.stake, net);
    common = common === undefined ? new Set(f) : new Set(f.filter((x) => common!.has(x)));
  }
  return common;
}

/** A wrong settlement of one wager on `spot`. */
function settlementFault(spot: BacSpot, when: (r: CoupResult) => boolean, change: (e: LogEvent, w: Wager, r: CoupResult, p: P) => void): Apply {
  return (p, rng) => {
    const r = resultOf(p);
    if (!r || !when(r)) return undefined;
    const wagers = wagersOf(p.model).filter((w) => w.spot === spot && !w.late);
    if (wagers.length === 0) return undefined;
    const w = rng.pick(wagers);
    const e = p.hand.events.find((x) => SETTLEMENT.has(x.type) && x['seat'] === w.seat && x['spot'] === spot)!;
    change(e, w, r, p);
    // One wager wrongly settled is its spot's Art. 8º finding alone, whatever outcome it fits (Art. 3º needs two).
    return p.hand;
  };
}

const pay = (times: number, per = 1) => (e: LogEvent, w: Wager) => {
  e.type = 'payout';
  e['amount'] = amountOut(Math.floor((w.stake * times) / per) as Money);
};
const turnInto = (type: 'return' | 'collect') => (e: LogEvent) => {
  e.type = type;
};
const won = (x: Winner) => (r: CoupResult) => r.winner === x;
const lost = (x: Winner) => (r: CoupResult) => r.winner !== x && r.winner !== 'tie';

/** A Banca win paid with a 5 % commission kept, as in a commission game. */
const commissionKept = settlementFault('banker', won('banca'), (e, _w, _r, p) => {
  const payout = Math.round(Number(e['amount']) * 100);
  const ev = p.hand.events;
  ev.splice(ev.indexOf(e) + 1, 0, { type: 'commission', spot: 'banker', amount: amountOut(Math.max(1, Math.floor(payout / 20)) as Money) });
});

/** A tie paid 8 to 1 to a zone that had no tie bet. */
const tiePaidWithoutBet: Apply = (p, rng) => {
  const r = resultOf(p);
  if (!r || r.winner !== 'tie') return undefined;
  const free = [1, 2, 3, 4, 5, 6, 7].filter((s) => !p.model.bets.some((b) => b.seat === s && b.spot === 'tie'));
  if (free.length === 0) return undefined;
  p.hand.events.push({ type: 'payout', seat: rng.pick(free), spot: 'tie', amount: amountOut((rng.range(1, 5) * 1000 * 8) as Money) });
  return p.hand;
};

/**
 * Every wager settled as if the other side had won (Punto for Banca, or Banca for Punto), in a coup with a
 * Punto and a Banca wager: two wagers or more wrongly settled on one outcome the cards contradict, the totals
 * miscounted (Art. 3º, once for the coup), and each of those wagers' money an Art. 8º finding of its own.
 */
const outcomeMiscounted: Apply = (p, rng) => {
  const r = resultOf(p);
  if (!r || r.winner === 'tie') return undefined;
  const wagers = wagersOf(p.model).filter((w) => !w.late && w.stake > 0);
  if (!wagers.some((w) => w.spot === 'player') || !wagers.some((w) => w.spot === 'banker')) return undefined;
  const winner = r.winner === 'punto' ? 'banca' : 'punto';
  p.model.settledAs = { winner, banca: winner === 'banca' ? rng.pick([6, 7, 8, 9]) : r.banca };
  rerender(p);
  const declared = declaredOutcomes(p);
  return declared && declared.size > 0 && !declared.has(r.winner) ? p.hand : undefined;
};

/**
 * A coup with a third card settled before that card was drawn: every settlement moved ahead of the first
 * third card, each still right for the final cards (only the order is wrong).
 */
const settledBeforeThirdCard: Apply = (p) => {
  const ev = p.hand.events;
  const deals = ev.filter((e) => e.type === 'deal');
  if (deals.length < 5) return undefined;
  const settlements = ev.filter((e) => SETTLEMENT.has(e.type) || e.type === 'commission');
  if (settlements.length === 0) return undefined;
  const rest = ev.filter((e) => !settlements.includes(e));
  rest.splice(rest.indexOf(deals[4]!), 0, ...settlements);
  p.hand.events = rest;
  return p.hand;
};

// ---- bets (Art. 7º, Art. 8º's combinations)

const ids = (p: P) => new Set(p.model.bets.flatMap((b) => (b.player === undefined ? [] : [b.player])));
function freshId(p: P, rng: Rng): string {
  const taken = ids(p);
  let id: string;
  do id = `C-${rng.range(1000, 9999)}`; while (taken.has(id));
  return id;
}
const own = (p: P, seat: number) => p.model.bets.filter((b) => b.seat === seat && !b.behind);
const stakeOf = (rng: Rng) => (rng.pick([10, 20, 50, 100]) * 100) as Money;

/** The zone's own bets all carry one player's id (given one if the table logs none). */
function owner(p: P, seat: number, rng: Rng): string {
  const mine = own(p, seat);
  const id = mine.find((b) => b.player !== undefined)?.player ?? freshId(p, rng);
  for (const b of mine) b.player = id;
  return id;
}

function addBet(p: P, b: BacBet): LogHand {
  p.model.bets.push(b);
  return rerender(p);
}

const betInCash: Apply = (p, rng) => {
  if (p.model.bets.length === 0) return undefined;
  rng.pick(p.model.bets).medium = rng.pick(['cash', 'verbal'] as const);
  return rerender(p);
};

/** A bet after the first card: on a free zone (settled, or handed back as void), or added to a wager. */
/** A bet on a free zone placed after the first card left the shoe, handed back whole as void. */
const betAfterFirstCard: Apply = (p, rng) => lateBet(p, rng, true);

/** The same bet, on the Tie (never a push), settled on the cards: money moved on no wager. */
const lateBetSettled: Apply = (p, rng) => lateBet(p, rng, false);

function lateBet(p: Played<BacRound>, rng: Rng, voided: boolean): LogHand | undefined {
  const cards = dealtOf(p.model).length;
  const afterCards = rng.range(1, cards);
  const free = [1, 2, 3, 4, 5, 6, 7].filter((s) => !p.model.bets.some((b) => b.seat === s));
  if (free.length === 0) return undefined;
  const spot = voided ? rng.pick(['player', 'banker', 'tie'] as const) : 'tie';
  const b: BacBet = { seat: rng.pick(free), spot, amount: stakeOf(rng), afterCards, voided };
  if (ids(p).size > 0) b.player = freshId(p, rng);
  return addBet(p, b);
}

const secondPlayerInZone: Apply = (p, rng) => {
  const seats = [...new Set(p.model.bets.filter((b) => !b.behind).map((b) => b.seat))];
  if (seats.length === 0) return undefined;
  const seat = rng.pick(seats);
  owner(p, seat, rng);
  return addBet(p, { seat, spot: own(p, seat)[0]!.spot, amount: stakeOf(rng), player: freshId(p, rng) });
};

const behindFreeZone: Apply = (p, rng) => {
  const seats = new Set(p.model.bets.filter((b) => !b.behind).map((b) => b.seat));
  if (seats.size === 0 || seats.size === 7) return undefined;
  const host = rng.pick(p.model.bets.filter((b) => !b.behind));
  const b: BacBet = { seat: host.seat, spot: host.spot, amount: stakeOf(rng), behind: true };
  if (ids(p).size > 0) b.player = freshId(p, rng);
  return addBet(p, b);
};

const OTHER: Record<string, BacSpot> = { player: 'banker', banker: 'player' };

const puntoAndBancaSameZone: Apply = (p, rng) => {
  const hosts = p.model.bets.filter((b) => !b.behind && b.spot !== 'tie');
  if (hosts.length === 0) return undefined;
  const h = rng.pick(hosts);
  return addBet(p, { seat: h.seat, spot: OTHER[h.spot]!, amount: stakeOf(rng), ...(h.player === undefined ? {} : { player: h.player }) });
};

/** One player's bets on Punto in one zone and on Banca in another. */
const puntoAndBancaSamePlayer: Apply = (p, rng) => {
  const zonesOn = (spot: BacSpot) => [...new Set(p.model.bets.filter((b) => !b.behind && b.spot === spot).map((b) => b.seat))];
  const punto = zonesOn('player');
  const banca = zonesOn('banker');
  if (punto.length === 0 || banca.length === 0) return undefined;
  const a = rng.pick(punto);
  const b = rng.pick(banca);
  const id = owner(p, a, rng);
  for (const x of own(p, b)) x.player = id;
  return rerender(p);
};

type Row = [id: string, rule: string, article: string, description: FaultKind['description'], apply: Apply, needsHistory?: boolean, also?: { rule: string; article: string }[]];

const PUNTO = 'punto-bet-settlement';
const BANCA = 'banca-bet-settlement';
const TIE = 'tie-bet-settlement';
const TABLEAU = 'third-card-tableau';
const rows: Row[] = [
  ['outcome-miscounted', 'totals-from-cards', 'Art. 3º', { es: 'todas las apuestas, con alguna al Punto y alguna a la Banca, liquidadas como si hubiera ganado el otro lado (los totales mal contados; el dinero de cada apuesta, del Art. 8º)', en: 'every wager, some on Punto and some on Banca, settled as if the other side had won (the totals miscounted; each wager\'s money, Art. 8º)' }, outcomeMiscounted, false, [{ rule: PUNTO, article: 'Art. 8º' }, { rule: BANCA, article: 'Art. 8º' }]],
  ['new-decks-count-short', 'new-decks-complete', 'Art. 4º', { es: 'barajas nuevas contadas con una a tres cartas de menos, y usadas', en: 'new decks counted one to three cards short, and used' }, c.countShort],
  ['new-decks-jokers-counted', 'new-decks-complete', 'Art. 4º', { es: 'barajas nuevas contadas con sus comodines', en: 'new decks counted with their jokers in' }, c.jokersCounted],
  ['card-seen-too-often', 'shoe-card-limit', 'Art. 4º', { es: 'se reparte una carta que las barajas del zapato ya entregaron todas (se ve frente a las partidas anteriores del zapato)', en: 'a card dealt that the shoe\'s decks have all given out already (seen against the shoe\'s earlier coups)' }, c.cardSeenTooOften, true],
  ['new-deck-step-missing', 'new-deck-procedures', 'Art. 5º', { es: 'se omite un paso de la preparación de las barajas nuevas', en: 'one step of the new-deck preparation skipped' }, c.newDeckStepMissing],
  ['new-deck-steps-swapped', 'new-deck-procedures', 'Art. 5º', { es: 'dos pasos contiguos de la preparación de las barajas nuevas hechos en orden inverso', en: 'two neighbouring steps of the new-deck preparation done the other way round' }, c.newDeckStepsSwapped],
  ['new-deck-burn-after-deal', 'new-deck-procedures', 'Art. 5º', { es: 'barajas nuevas: la quema anotada después de la primera carta de la partida', en: 'new decks: the burn recorded after the first card of the coup' }, c.newDeckBurnAfterDeal],
  ['new-deck-cut-card-low', 'new-deck-procedures', 'Art. 5º', { es: 'barajas nuevas: el cortador colocado a entre 2 y 11 cartas de la base', en: 'new decks: the cut card placed 2 to 11 cards from the base' }, c.newDeckCutCardLow],
  ['new-deck-burn-short', 'new-deck-procedures', 'Art. 5º', { es: 'barajas nuevas: se quema una carta menos de las que indica la primera carta', en: 'new decks: one card fewer burned than the first card orders' }, c.newDeckBurnShort],
  ['new-deck-unprepared', 'new-deck-procedures', 'Art. 5º', { es: 'barajas nuevas abiertas y repartidas sin preparación alguna', en: 'new decks opened and dealt with no preparation at all' }, c.newDeckUnprepared],
  ['reshuffle-step-missing', 'cut-card-procedures', 'Art. 6º', { es: 'tras salir el cortador, se omite un paso del nuevo barajado', en: 'after the cut card, one step of the reshuffle skipped' }, c.reshuffleStepMissing],
  ['reshuffle-steps-swapped', 'cut-card-procedures', 'Art. 6º', { es: 'tras salir el cortador, dos pasos contiguos hechos en orden inverso', en: 'after the cut card, two neighbouring steps done the other way round' }, c.reshuffleStepsSwapped],
  ['reshuffle-burn-after-deal', 'cut-card-procedures', 'Art. 6º', { es: 'tras salir el cortador, la quema anotada después de la primera carta de la partida', en: 'after the cut card, the burn recorded after the first card of the coup' }, c.reshuffleBurnAfterDeal],
  ['reshuffle-cut-card-low', 'cut-card-procedures', 'Art. 6º', { es: 'tras salir el cortador, el nuevo cortador colocado a entre 2 y 11 cartas de la base', en: 'after the cut card, the cut card placed 2 to 11 cards from the base' }, c.reshuffleCutCardLow],
  ['reshuffle-burn-short', 'cut-card-procedures', 'Art. 6º', { es: 'tras salir el cortador, se quema una carta menos de las que indica la primera carta', en: 'after the cut card, one card fewer burned than the first card orders' }, c.reshuffleBurnShort],
  ['dealt-past-cut-card', 'cut-card-procedures', 'Art. 6º', { es: 'la partida siguiente repartida del mismo zapato más allá de su cortador, sin volver a barajar (se ve frente a la partida anterior)', en: 'the next coup dealt from the same shoe past its cut card, with no reshuffle (seen against the coup before)' }, c.dealtPastCutCard, true],
  ['dealt-past-cut-card-unrecorded', 'cut-card-procedures', 'Art. 6º', { es: 'lo mismo en una mesa que no anota procedimientos en cada partida: la partida siguiente no anota nada (el registro de su zapato sí anota procedimientos)', en: 'the same at a table that logs no procedure in a coup: the next coup records nothing at all (its shoe\'s log records procedures)' }, c.dealtPastCutCardUnrecorded, true],
  ['second-player-in-zone', 'one-player-per-zone', 'Art. 7º', { es: 'un segundo jugador apuesta en una zona que ya tiene uno', en: 'a second player bets in a zone that has one' }, secondPlayerInZone],
  ['bet-behind-free-zone', 'one-player-per-zone', 'Art. 7º', { es: 'una apuesta detrás de otro jugador habiendo una zona libre', en: 'a bet behind another player while a zone is free' }, behindFreeZone],
  ['bet-in-cash', 'bets-with-chips', 'Art. 7º', { es: 'una apuesta en efectivo o de palabra', en: 'a bet made in cash or verbally' }, betInCash],
  ['bet-after-first-card', 'no-bet-after-first-card', 'Art. 7º', { es: 'una apuesta en una zona libre colocada después de que la primera carta salió del zapato, devuelta por nula', en: 'a bet on a free zone placed after the first card left the shoe, returned as void' }, betAfterFirstCard],
  ['late-bet-settled', 'no-bet-after-first-card', 'Art. 7º', { es: 'una apuesta al Empate en una zona libre colocada después de la primera carta, y liquidada según las cartas', en: 'a Tie bet on a free zone placed after the first card, and settled on the cards' }, lateBetSettled, false, [{ rule: 'late-bet-is-void', article: 'Art. 7º' }]],
  ['punto-win-underpaid', PUNTO, 'Art. 8º', { es: 'una apuesta ganadora a Punto pagada a la mitad', en: 'a winning Punto bet paid half' }, settlementFault('player', won('punto'), pay(1, 2))],
  ['punto-win-overpaid', PUNTO, 'Art. 8º', { es: 'una apuesta ganadora a Punto pagada 2 a 1', en: 'a winning Punto bet paid 2 to 1' }, settlementFault('player', won('punto'), pay(2))],
  ['punto-loss-returned', PUNTO, 'Art. 8º', { es: 'una apuesta perdedora a Punto devuelta', en: 'a losing Punto bet handed back' }, settlementFault('player', lost('punto'), turnInto('return'))],
  ['punto-push-collected', PUNTO, 'Art. 8º', { es: 'una apuesta a Punto cobrada en un empate', en: 'a Punto bet collected on a tie' }, settlementFault('player', won('tie'), turnInto('collect'))],
  ['banca-six-paid-even', BANCA, 'Art. 8º', { es: 'una Banca que gana con seis pagada 1 a 1 en vez de la mitad', en: 'a Banca win with six paid 1 to 1 instead of half' }, settlementFault('banker', (r) => r.winner === 'banca' && r.banca === 6, pay(1))],
  ['banca-win-paid-half', BANCA, 'Art. 8º', { es: 'una Banca que gana con 7, 8 o 9 pagada a la mitad, como si ganara con seis', en: 'a Banca win with 7 to 9 paid half, as if with six' }, settlementFault('banker', (r) => r.winner === 'banca' && r.banca !== 6, pay(1, 2))],
  ['banca-commission-kept', BANCA, 'Art. 8º', { es: 'una comisión del 5 % retenida sobre una Banca ganadora', en: 'a 5 % commission kept on a Banca win' }, commissionKept],
  ['banca-loss-returned', BANCA, 'Art. 8º', { es: 'una apuesta perdedora a Banca devuelta', en: 'a losing Banca bet handed back' }, settlementFault('banker', lost('banca'), turnInto('return'))],
  ['banca-push-collected', BANCA, 'Art. 8º', { es: 'una apuesta a Banca cobrada en un empate', en: 'a Banca bet collected on a tie' }, settlementFault('banker', won('tie'), turnInto('collect'))],
  ['tie-paid-7-to-1', TIE, 'Art. 8º', { es: 'una apuesta ganadora al Empate pagada 7 a 1 («8 por 1»)', en: 'a winning tie bet paid 7 to 1 ("8 for 1")' }, settlementFault('tie', won('tie'), pay(7))],
  ['tie-paid-9-to-1', TIE, 'Art. 8º', { es: 'una apuesta ganadora al Empate pagada 9 a 1', en: 'a winning tie bet paid 9 to 1' }, settlementFault('tie', won('tie'), pay(9))],
  ['tie-loss-returned', TIE, 'Art. 8º', { es: 'una apuesta perdedora al Empate devuelta', en: 'a losing tie bet handed back' }, settlementFault('tie', (r) => r.winner !== 'tie', turnInto('return'))],
  ['tie-paid-without-bet', TIE, 'Art. 8º', { es: 'un Empate pagado 8 a 1 a una zona sin apuesta al Empate', en: 'a tie paid 8 to 1 to a zone with no tie bet' }, tiePaidWithoutBet],
  ['punto-and-banca-same-zone', 'no-punto-and-banca', 'Art. 8º', { es: 'apuestas a Punto y a Banca en la misma zona (advertencia)', en: 'Punto and Banca bet in the same zone (a warning)' }, puntoAndBancaSameZone],
  ['punto-and-banca-same-player', 'no-punto-and-banca', 'Art. 8º', { es: 'un jugador apuesta a Punto en una zona y a Banca en otra (advertencia)', en: 'one player bets Punto in one zone and Banca in another (a warning)' }, puntoAndBancaSamePlayer],
  ['first-cards-out-of-order', 'first-four-cards-alternate', 'Art. 10º', { es: 'las cuatro primeras cartas no repartidas Punto, Banca, Punto, Banca (la tabla sigue con ellas tal como salieron)', en: 'the first four cards not dealt Punto, Banca, Punto, Banca (played on by the tableau)' }, c.firstCardsOutOfOrder],
  ['coup-short-of-cards', 'first-four-cards-alternate', 'Art. 10º', { es: 'la partida detenida tras tres cartas, y todas las apuestas devueltas', en: 'the coup stopped after three cards, every bet handed back' }, c.coupShort],
  ['punto-draws-when-standing', TABLEAU, 'Art. 10º', { es: 'Punto saca una tercera carta donde la tabla lo planta (liquidado según las cartas)', en: 'Punto draws a third card where the tableau stands (settled by the cards)' }, c.puntoDrawsWhenStanding],
  ['punto-stands-when-drawing', TABLEAU, 'Art. 10º', { es: 'Punto se planta donde la tabla le hace sacar (liquidado según las cartas)', en: 'Punto stands where the tableau draws (settled by the cards)' }, c.puntoStandsWhenDrawing],
  ['banca-draws-when-standing', TABLEAU, 'Art. 10º', { es: 'Banca saca una tercera carta donde la tabla la planta (liquidado según las cartas)', en: 'Banca draws a third card where the tableau stands (settled by the cards)' }, c.bancaDrawsWhenStanding],
  ['banca-stands-when-drawing', TABLEAU, 'Art. 10º', { es: 'Banca se planta donde la tabla le hace sacar (liquidado según las cartas)', en: 'Banca stands where the tableau draws (settled by the cards)' }, c.bancaStandsWhenDrawing],
  ['banca-third-before-punto', TABLEAU, 'Art. 10º', { es: 'la tercera carta de la Banca repartida antes que la del Punto', en: 'Banca\'s third card dealt before Punto\'s' }, c.bancaThirdFirst],
  ['fourth-card-dealt', TABLEAU, 'Art. 10º', { es: 'una cuarta carta repartida a Punto o a Banca (liquidado según las cartas)', en: 'a fourth card dealt to a side (settled by the cards)' }, c.fourthCard],
  ['settled-before-third-card', 'settled-before-coup-complete', 'Art. 10º', { es: 'todas las apuestas liquidadas (bien, según las cartas finales) antes de sacar la tercera carta de la partida', en: 'every wager settled (rightly for the final cards) before the coup\'s third card was drawn' }, settledBeforeThirdCard],
];

export const dragonSixFaults: FaultKind<BacRound>[] = rows.map(([id, rule, article, description, apply, needsHistory, also]) => ({
  id, rule, article, description, apply, ...(needsHistory ? { needsHistory } : {}), ...(also ? { also } : {}),
  ...(leavesShoeUnopened.has(apply) ? { leaves: leaveShoeUnopened } : {}),
}));
