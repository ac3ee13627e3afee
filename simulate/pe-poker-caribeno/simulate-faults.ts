// The errors this catalog checks in a Póker Caribeño round, each bound to the rule whose finding it must
// draw and the article that rule cites. One error per faulted round, and no other finding. Arts. 5º-10º
// (the deck, the procedures, the players and the deal) are here; Arts. 11º-15º in simulate-faults-money.ts.
import type { Money } from '../../engine/core/money.js';
import type { Rng } from '../core/rng.js';
import { cardOut, moveEvent } from '../core/log.js';
import type { FaultKind, LogEvent, LogHand } from '../core/types.js';
import * as m from './simulate-faults-money.js';
import type { Apply, P } from './simulate-faults-money.js';
import { at, lastAt, pickZone } from './simulate-faults-money.js';
import { CARIBENO_RULES, rerender, totalAnte } from './simulate-round.js';
import type { CsSimRound, CsSimZone } from './simulate-round.js';

const isProc = (name: string) => (e: LogEvent) => e.type === 'procedure' && e['name'] === name;
const proc = (name: string, extra: Record<string, unknown> = {}): LogEvent => ({ type: 'procedure', name, ...extra });
const anyZone = () => true;
const verifyOf = (p: P, seat: number) => at(p, (e) => isProc('verify_card_count')(e) && e['participant'] === `seat:${seat}`);
const dealsTo = (p: P, to: string) => p.hand.events.flatMap((e, i) => (e.type === 'deal' && e['to'] === to ? [i] : []));
const units = (p: P, field: string) => Math.round(Number(p.hand.table![field]) * 100);

/** The zone's raise follows its (changed) ante, as a correct player's would. */
function raiseOnAnte(p: P, z: CsSimZone): LogHand {
  if (z.action === 'bet') z.raise = (totalAnte(z) * CARIBENO_RULES.raisePerAnte) as Money;
  return rerender(p);
}

function setAnte(p: P, z: CsSimZone, amount: number): LogHand {
  z.antes[0]!.amount = amount as Money;
  return raiseOnAnte(p, z);
}

// ---- Art. 5º: the deck ----------------------------------------------------------------------------------------

/** The deck counted at `count` just before it is shown or shuffled (after the new deck, if one). */
function countedAt(p: P, count: number): LogHand {
  const pre = p.model.pre;
  const newDeck = pre.findIndex(isProc('new_deck'));
  p.model.pre = pre.filter((e, i) => !(isProc('count')(e) && i > newDeck));
  p.model.pre.splice(newDeck + 1, 0, proc('count', { count }));
  return rerender(p);
}

const deckWithJokers: Apply = (p) => (p.model.newDeck ? countedAt(p, 54) : undefined);
const deckShort: Apply = (p) => countedAt(p, 51);

/** A card of the round dealt again, later, to another participant (the deck has a repeated card). */
const cardDealtTwice: Apply = (p, rng) => {
  const r = p.model;
  const order: { zone?: CsSimZone; k: number }[] = [];
  for (let k = 0; k < CARIBENO_RULES.cardsPerHand; k++) order.push(...r.zones.map((zone) => ({ zone, k })), { k });
  const j = rng.range(1, order.length - 1);
  const earlier = order.slice(0, j).filter((o) => o.zone !== order[j]!.zone);
  const src = rng.pick(earlier);
  const card = src.zone ? src.zone.cards[src.k]! : r.dealer[src.k]!;
  const dst = order[j]!;
  if (dst.zone) dst.zone.cards[dst.k] = card;
  else r.dealer[dst.k] = card;
  return rerender(p);
};

// ---- Arts. 6º-7º: new-deck and pre-deal procedures ----------------------------------------------------------

const newDeckStepSkipped: Apply = (p, rng) => {
  if (!p.model.newDeck) return undefined;
  const step = rng.pick(['show_cards', 'turn_cards', 'wash']);
  p.model.pre = p.model.pre.filter((e) => !isProc(step)(e));
  return rerender(p);
};

const newDeckStepsOutOfOrder: Apply = (p, rng) => {
  if (!p.model.newDeck) return undefined;
  const [a, b] = rng.pick([['show_cards', 'turn_cards'], ['turn_cards', 'wash']] as const);
  const i = p.model.pre.findIndex(isProc(a));
  const j = p.model.pre.findIndex(isProc(b));
  [p.model.pre[i], p.model.pre[j]] = [p.model.pre[j]!, p.model.pre[i]!];
  return rerender(p);
};

/** Drops a pre-deal step; on a new deck Art. 6º's sequence would govern instead, so only on an old deck. */
const preDealStepSkipped = (step: string): Apply => (p) => {
  if (p.model.newDeck) return undefined;
  p.model.pre = p.model.pre.filter((e) => !isProc(step)(e));
  return rerender(p);
};

const washAfterShuffle: Apply = (p, rng) => {
  p.model.pre.splice(p.model.pre.findIndex(isProc('shuffle')) + 1, 0, proc(rng.pick(['wash', 'turn_cards'])));
  return rerender(p);
};

const shuffledAfterDealBegan: Apply = (p) => {
  if (p.model.newDeck) return undefined;
  const late = p.model.pre.filter((e) => isProc('shuffle')(e) || isProc('cut')(e));
  p.model.pre = p.model.pre.filter((e) => !late.includes(e));
  rerender(p);
  p.hand.events.splice(at(p, (e) => e.type === 'deal') + 1, 0, ...late);
  return p.hand;
};

// ---- Art. 8º: each player's five cards verified --------------------------------------------------------------

const cardsNotVerified: Apply = (p, rng) => {
  const z = pickZone(p, rng, anyZone)!;
  p.hand.events.splice(verifyOf(p, z.seat), 1);
  return p.hand;
};

/** Verified before the participation ended: before the fold, or before the zone's settlement. */
const verifiedEarly: Apply = (p, rng) => {
  const z = pickZone(p, rng, anyZone)!;
  const end = z.action === 'fold'
    ? at(p, (e) => e.type === 'decision' && e['seat'] === z.seat)
    : at(p, (e) => ['payout', 'collect', 'return'].includes(e.type) && e['seat'] === z.seat);
  moveEvent(p.hand.events, verifyOf(p, z.seat), end);
  return p.hand;
};

const verifiedCountWrong: Apply = (p, rng) => {
  const z = pickZone(p, rng, anyZone)!;
  p.hand.events[verifyOf(p, z.seat)]!['count'] = rng.pick([4, 6]);
  return p.hand;
};

// ---- Art. 9º: the players and their antes -------------------------------------------------------------------

const noPlayer: Apply = (p) => {
  p.model.zones = [];
  p.model.pre = p.model.pre.map((e) => (isProc('cut')(e) ? { ...e, by: 'dealer' } : e));
  return rerender(p);
};

function newPlayer(p: P, rng: Rng): string {
  const taken = new Set(p.model.zones.flatMap((z) => z.antes.map((a) => a.player)));
  for (;;) {
    const id = `P-${rng.range(100, 999)}`;
    if (!taken.has(id)) return id;
  }
}

/** A second player's ante on a zone, the zone's total within the limits. */
const secondPlayerInZone: Apply = (p, rng) => {
  const max = units(p, 'max_bet');
  const z = pickZone(p, rng, (x) => totalAnte(x) + 500 <= max);
  if (!z) return undefined;
  const amount = rng.pick([500, 1000, 2000, 2500, 5000].filter((a) => totalAnte(z) + a <= max));
  z.antes.push({ player: newPlayer(p, rng), amount: amount as Money });
  return raiseOnAnte(p, z);
};

const betBehindZone: Apply = (p, rng) => {
  const z = pickZone(p, rng, anyZone)!;
  z.antes.push({ player: newPlayer(p, rng), amount: rng.pick([500, 1000, 2000, 5000]) as Money, behind: true });
  return rerender(p);
};

const playerInTwoZones: Apply = (p, rng) => {
  const zones = p.model.zones;
  if (zones.length < 2) return undefined;
  const i = rng.int(zones.length - 1);
  zones[rng.range(i + 1, zones.length - 1)]!.antes[0]!.player = zones[i]!.antes[0]!.player;
  return rerender(p);
};

/** A zone's ante left off the log, the zone dealt and settled as played: money moved on no wager (Art. 9º e). */
const dealtWithoutAnte: Apply = (p, rng) => {
  const z = pickZone(p, rng, anyZone)!;
  p.hand.events.splice(at(p, (e) => e.type === 'bet' && e['seat'] === z.seat), 1);
  return p.hand;
};

/**
 * A zone's ante collected before any card, and the player antes the same again: the collected ante played no game
 * and is owed back (ante_settled_before_deal = no-game); the zone plays on the new ante.
 */
const anteCollectedBeforeDeal: Apply = (p, rng) => {
  const z = pickZone(p, rng, anyZone)!;
  const i = at(p, (e) => e.type === 'bet' && e['seat'] === z.seat);
  const ante = p.hand.events[i]!;
  p.hand.events.splice(i + 1, 0, { type: 'collect', seat: z.seat, spot: 'ante', amount: ante['amount'] }, { ...ante });
  return p.hand;
};

/** A folded zone's ante placed only after its first card, and collected at the fold as if it were a wager. */
const anteLate: Apply = (p, rng) => {
  const z = pickZone(p, rng, (x) => x.action === 'fold');
  if (!z) return undefined;
  const ante = at(p, (e) => e.type === 'bet' && e['seat'] === z.seat);
  moveEvent(p.hand.events, ante, dealsTo(p, 'dealer')[0]! + 1);
  return p.hand;
};

/** A player's card turned face up just before the zone decides, the dealer's cards still hidden (Art. 9º d). */
const playerShowsCard: Apply = (p, rng) => {
  const z = pickZone(p, rng, anyZone)!;
  const i = at(p, (e) => e.type === 'decision' && e['seat'] === z.seat);
  if (i < 0) return undefined;
  p.hand.events.splice(i, 0, { type: 'reveal', to: `seat:${z.seat}`, card: cardOut(z.cards[rng.int(z.cards.length)]!) });
  return p.hand;
};

const anteNotInChips: Apply = (p, rng) => {
  pickZone(p, rng, anyZone)!.antes[0]!.medium = rng.pick(['cash', 'verbal'] as const);
  return rerender(p);
};

const anteBelowMinimum: Apply = (p, rng) => {
  const z = pickZone(p, rng, anyZone)!;
  return setAnte(p, z, rng.pick([100, 200, 300, 400, 500].filter((a) => a < units(p, 'min_bet'))));
};

const anteOverMaximum: Apply = (p, rng) => {
  const z = pickZone(p, rng, anyZone)!;
  const max = units(p, 'max_bet');
  return setAnte(p, z, max + rng.pick([100, 5000, max]));
};

// ---- Art. 10º: five cards each, in five rounds, all face down but the dealer's last -----------------------------

const extraCardToDealer: Apply = (p) => {
  const card = cardOut(p.model.deck[CARIBENO_RULES.cardsPerHand * (p.model.zones.length + 1)]!);
  p.hand.events.splice(lastAt(p, (e) => e.type === 'deal') + 1, 0, { type: 'deal', to: 'dealer', card, face: 'down' });
  p.hand.events.splice(lastAt(p, (e) => e.type === 'reveal') + 1, 0, { type: 'reveal', to: 'dealer', card });
  return p.hand;
};

/** A zone passed over in the last round: four cards, and the verification finds four. */
const playerCardMissing: Apply = (p, rng) => {
  const z = pickZone(p, rng, anyZone)!;
  p.hand.events[verifyOf(p, z.seat)]!['count'] = CARIBENO_RULES.cardsPerHand - 1;
  p.hand.events.splice(dealsTo(p, `seat:${z.seat}`).pop()!, 1);
  return p.hand;
};

/** The deal events of round k (0-based): the zones in order, then the dealer. */
function roundOf(p: P, k: number): number[] {
  const first = at(p, (e) => e.type === 'deal');
  const size = p.model.zones.length + 1;
  return Array.from({ length: size }, (_, i) => first + k * size + i);
}

const dealOrderSwapped: Apply = (p, rng) => {
  const round = roundOf(p, rng.int(CARIBENO_RULES.cardsPerHand));
  const i = rng.int(round.length - 1);
  const ev = p.hand.events;
  [ev[round[i]!], ev[round[i + 1]!]] = [ev[round[i + 1]!]!, ev[round[i]!]!];
  return p.hand;
};

const dealtRightToLeft: Apply = (p) => {
  if (p.model.zones.length < 2) return undefined;
  const ev = p.hand.events;
  for (let k = 0; k < CARIBENO_RULES.cardsPerHand; k++) {
    const seats = roundOf(p, k).slice(0, -1);
    const reversed = seats.map((i) => ev[i]!).reverse();
    seats.forEach((i, j) => (ev[i] = reversed[j]!));
  }
  return p.hand;
};

const playerCardExposed: Apply = (p, rng) => {
  const deals = p.hand.events.flatMap((e, i) => (e.type === 'deal' && e['to'] !== 'dealer' ? [i] : []));
  p.hand.events[rng.pick(deals)]!['face'] = 'up';
  return p.hand;
};

/** One of the dealer's first four cards dealt face up (and so never revealed). */
const dealerHoleCardExposed: Apply = (p, rng) => {
  const d = p.hand.events[rng.pick(dealsTo(p, 'dealer').slice(0, -1))]!;
  d['face'] = 'up';
  p.hand.events.splice(at(p, (e) => e.type === 'reveal' && e['card'] === d['card']), 1);
  return p.hand;
};

/** The dealer's last card dealt face down, and revealed with the others. */
const dealerUpCardDown: Apply = (p) => {
  const d = p.hand.events[dealsTo(p, 'dealer').pop()!]!;
  d['face'] = 'down';
  p.hand.events.splice(lastAt(p, (e) => e.type === 'reveal') + 1, 0, { type: 'reveal', to: 'dealer', card: d['card'] });
  return p.hand;
};

type Row = [id: string, rule: string, article: string, description: FaultKind['description'], apply: Apply, also?: { rule: string; article: string }[]];

const rows: Row[] = [
  ['deck-with-jokers', 'deck-complete-without-jokers', 'Art. 5º', { es: 'una baraja nueva contada en 54 cartas (con sus comodines) y repartida', en: 'a new deck counted at 54 (its jokers left in) and dealt' }, deckWithJokers],
  ['deck-short', 'deck-complete-without-jokers', 'Art. 5º', { es: 'una baraja contada en 51 cartas y repartida sin cambiarla', en: 'a deck counted at 51 and dealt without a change' }, deckShort],
  ['card-dealt-twice', 'card-dealt-once', 'Art. 5º', { es: 'una carta de la partida repartida de nuevo a otro participante', en: 'a card of the round dealt again to another participant' }, cardDealtTwice],
  ['new-deck-step-skipped', 'new-deck-procedures-in-order', 'Art. 6º', { es: 'una baraja nueva repartida sin mostrarla, voltearla o revolverla', en: 'a new deck dealt without being shown, turned or washed' }, newDeckStepSkipped],
  ['new-deck-steps-out-of-order', 'new-deck-procedures-in-order', 'Art. 6º', { es: 'una baraja nueva volteada antes de mostrarla, o revuelta antes de voltearla', en: 'a new deck turned before it is shown, or washed before it is turned' }, newDeckStepsOutOfOrder],
  ['shuffle-skipped', 'shuffle-and-cut-before-deal', 'Art. 7º', { es: 'las cartas repartidas sin barajar', en: 'the cards dealt without a shuffle' }, preDealStepSkipped('shuffle')],
  ['cut-skipped', 'shuffle-and-cut-before-deal', 'Art. 7º', { es: 'las cartas repartidas sin cortar', en: 'the cards dealt without a cut' }, preDealStepSkipped('cut')],
  ['deck-handled-after-shuffle', 'shuffle-and-cut-before-deal', 'Art. 7º', { es: 'la baraja revuelta o volteada entre el barajado y el corte', en: 'the deck washed or turned between the shuffle and the cut' }, washAfterShuffle],
  ['shuffled-after-deal-began', 'shuffle-and-cut-before-deal', 'Art. 7º', { es: 'el barajado y el corte recién después de la primera carta', en: 'the shuffle and the cut only after the first card' }, shuffledAfterDealBegan],
  ['cards-not-verified', 'cards-verified-before-discard', 'Art. 8º', { es: 'las cinco cartas de un jugador nunca verificadas', en: 'a player\'s five cards never verified' }, cardsNotVerified],
  ['cards-verified-early', 'cards-verified-before-discard', 'Art. 8º', { es: 'las cartas de un jugador verificadas antes de que se retire o se liquide', en: 'a player\'s cards verified before the fold or the settlement' }, verifiedEarly],
  ['verified-count-wrong', 'verified-count-is-five', 'Art. 8º', { es: 'la verificación de las cinco cartas de un jugador anota cuatro o seis', en: 'the verification of a player\'s five cards records four or six' }, verifiedCountWrong],
  ['no-player', 'at-least-one-player', 'Art. 9º', { es: 'una partida repartida sin ningún jugador: el dealer solo se reparte a sí mismo', en: 'a game dealt with no player: the dealer deals only to himself' }, noPlayer],
  ['second-player-in-zone', 'one-player-per-zone', 'Art. 9º', { es: 'el ante de un segundo jugador en una zona ya ocupada', en: 'a second player\'s ante on a zone already taken' }, secondPlayerInZone],
  ['bet-behind-zone', 'one-player-per-zone', 'Art. 9º', { es: 'un ante colocado detrás de una zona por otra persona (que queda sin liquidar)', en: 'an ante placed behind a zone by someone else (left unsettled)' }, betBehindZone],
  ['player-in-two-zones', 'one-zone-per-player', 'Art. 9º', { es: 'un mismo jugador con ante en dos zonas', en: 'one player with antes on two zones' }, playerInTwoZones],
  ['dealt-without-ante', 'ante-before-cards', 'Art. 9º', { es: 'una zona que recibe cartas sin ante, y se liquida como si lo tuviera', en: 'a zone dealt in without an ante, and settled as if it had one' }, dealtWithoutAnte,
    [{ rule: 'settled-without-ante', article: 'Art. 9º' }]],
  ['ante-late', 'ante-before-cards', 'Art. 9º', { es: 'el ante de una zona que se retira, colocado después de su primera carta, y cobrado', en: 'a folded zone\'s ante placed after its first card, and collected' }, anteLate,
    [{ rule: 'no-ante-after-deal', article: 'Art. 11º' }, { rule: 'late-ante-is-no-wager', article: 'Art. 11º' }]],
  ['ante-collected-before-deal', 'ante-settled-before-deal-is-no-game', 'Art. 11º', { es: 'el ante de una zona cobrado antes de cualquier carta, y el jugador que vuelve a poner ante', en: 'a zone\'s ante collected before any card, and the player antes again' }, anteCollectedBeforeDeal],
  ['player-shows-card', 'players-do-not-show-cards', 'Art. 9º', { es: 'una carta de un jugador descubierta antes de que decida, con las del dealer aún cubiertas', en: 'a player\'s card turned face up before he decides, the dealer\'s still hidden' }, playerShowsCard],
  ['ante-not-in-chips', 'chips-only', 'Art. 9º', { es: 'un ante en efectivo o de palabra', en: 'an ante made in cash or verbally' }, anteNotInChips],
  ['ante-below-minimum', 'bets-within-limits', 'Art. 9º', { es: 'un ante por debajo del mínimo publicado', en: 'an ante below the posted minimum' }, anteBelowMinimum],
  ['ante-over-maximum', 'bets-within-limits', 'Art. 9º', { es: 'un ante por encima del máximo publicado', en: 'an ante over the posted maximum' }, anteOverMaximum],
  ['extra-card-to-dealer', 'five-cards-each', 'Art. 10º', { es: 'una sexta carta al dealer (cubierta, descubierta con las demás)', en: 'a sixth card to the dealer (face down, revealed with the others)' }, extraCardToDealer],
  ['player-card-missing', 'five-cards-each', 'Art. 10º', { es: 'una zona saltada en la última ronda: cuatro cartas, y su verificación halla cuatro', en: 'a zone passed over in the last round: four cards, and its verification finds four' }, playerCardMissing,
    [{ rule: 'verified-count-is-five', article: 'Art. 8º' }]],
  ['deal-order-swapped', 'deal-in-five-rounds', 'Art. 10º', { es: 'dos cartas contiguas de una ronda repartidas en el orden equivocado', en: 'two neighbouring cards of a round dealt in the wrong order' }, dealOrderSwapped],
  ['dealt-right-to-left', 'deal-in-five-rounds', 'Art. 10º', { es: 'todas las rondas repartidas de la derecha a la izquierda del dealer', en: 'every round dealt from the dealer\'s right to his left' }, dealtRightToLeft],
  ['player-card-exposed', 'cards-face-down-but-dealers-last', 'Art. 10º', { es: 'una carta de un jugador repartida descubierta', en: 'a player\'s card dealt face up' }, playerCardExposed],
  ['dealer-card-exposed', 'cards-face-down-but-dealers-last', 'Art. 10º', { es: 'una de las cuatro primeras cartas del dealer repartida descubierta', en: 'one of the dealer\'s first four cards dealt face up' }, dealerHoleCardExposed],
  ['dealer-last-card-down', 'cards-face-down-but-dealers-last', 'Art. 10º', { es: 'la última carta del dealer repartida cubierta', en: 'the dealer\'s last card dealt face down' }, dealerUpCardDown],
  ['decision-during-deal', 'decide-then-reveal-then-compare', 'Art. 11º', { es: 'un jugador decide antes de la última carta del dealer', en: 'a player decides before the dealer\'s last card' }, m.decisionDuringDeal],
  ['reveal-before-decisions', 'decide-then-reveal-then-compare', 'Art. 11º', { es: 'el dealer descubre sus cartas antes de que los jugadores decidan (los bet hechos entonces se devuelven: no cuentan como apuesta)', en: 'the dealer reveals his cards before the players decide (the bets made then handed back as no wager)' }, m.revealBeforeDecisions],
  ['bet-after-reveal-settled', 'bet-after-reveal-is-no-wager', 'Art. 11º', { es: 'el dealer descubre sus cartas antes de que los jugadores decidan, y un bet hecho entonces pagado o cobrado según las cartas (no cuenta como apuesta)', en: 'the dealer reveals his cards before the players decide, and a bet made then paid or collected on the cards (no wager)' }, m.betAfterRevealSettled, [{ rule: 'decide-then-reveal-then-compare', article: 'Art. 11º' }]],
  ['decision-missing', 'decide-then-reveal-then-compare', 'Art. 11º', { es: 'el retiro de un jugador sin anotar (su ante cobrado)', en: 'a player\'s fold not recorded (the ante collected)' }, m.decisionMissing],
  ['bet-decision-missing', 'decide-then-reveal-then-compare', 'Art. 11º', { es: 'el bet de un jugador sin anotar, y la zona liquidada según las cartas (sin bet no continuó: pierde el ante)', en: 'a player\'s bet not recorded, and the zone settled on the cards (with no bet it did not continue: the ante is lost)' }, m.betDecisionMissing,
    [{ rule: 'fold-forfeits-ante', article: 'Art. 11º' }]],
  ['settled-before-reveal', 'decide-then-reveal-then-compare', 'Art. 11º', { es: 'un jugador que apostó liquidado antes de que el dealer descubriera su mano', en: 'a player who bet settled before the dealer has revealed his hand' }, m.settledBeforeReveal],
  ['ante-raised-after-cards', 'no-ante-after-deal', 'Art. 11º', { es: 'un ante ganador aumentado (doblado) una vez vistas las cartas, y pagado sobre el monto aumentado', en: 'a winning ante raised (doubled) once the cards are seen, and paid on the raised amount' }, m.anteRaisedAfterCards,
    [{ rule: 'winning-wagers-paid-per-table', article: 'Art. 14º' }]],
  ['raise-wrong-size', 'bet-at-posted-ratio', 'Art. 9º', { es: 'un bet de una o tres veces el ante, en una mesa que publica dos veces', en: 'a bet of once or three times the ante, at a table posting twice' }, m.raiseWrongSize],
  ['fold-ante-returned', 'fold-forfeits-ante', 'Art. 11º', { es: 'el ante de quien se retira devuelto', en: 'a folded ante handed back' }, m.foldAnteReturned],
  ['fold-ante-not-collected', 'fold-forfeits-ante', 'Art. 11º', { es: 'el ante de quien se retira nunca cobrado', en: 'a folded ante never collected' }, m.foldAnteNotCollected],
  ['folded-hand-paid', 'fold-forfeits-ante', 'Art. 11º', { es: 'el ante de una mano retirada pagado en la liquidación', en: 'a folded hand\'s ante paid at the settlement' }, m.foldedHandPaid],
  ['loss-not-collected', 'settlement-follows-comparison', 'Art. 12º', { es: 'un ante o un bet perdedor devuelto', en: 'a losing ante or bet handed back' }, m.lossNotCollected],
  ['loss-paid', 'settlement-follows-comparison', 'Art. 12º', { es: 'una mano perdedora pagada como ganadora', en: 'a losing hand paid as a winner' }, m.lossPaid],
  ['winner-collected', 'settlement-follows-comparison', 'Art. 12º', { es: 'las apuestas de una mano ganadora cobradas', en: 'a winning hand\'s wagers collected' }, m.winnerCollected],
  ['tie-collected', 'settlement-follows-comparison', 'Art. 12º', { es: 'un empate con el dealer cobrado', en: 'a tie with the dealer collected' }, m.tieCollected],
  ['qualified-dealer-called-no-hand', 'no-hand-pays-antes', 'Art. 13º', { es: 'un dealer con As y K o más anuncia «No hay mano» a jugadores que perdieron o empataron', en: 'a dealer with ace-king or better announces «No hay mano» to players who lost or tied' }, m.qualifiedDealerCalledNoHand],
  ['no-hand-ante-returned', 'no-hand-pays-antes', 'Art. 13º', { es: 'frente a un dealer sin mano, un ante devuelto en vez de pagado', en: 'against a dealer without a hand, an ante handed back instead of paid' }, m.noHandAnteReturned],
  ['no-hand-bet-collected', 'no-hand-pays-antes', 'Art. 13º', { es: 'frente a un dealer sin mano, un bet cobrado', en: 'against a dealer without a hand, a bet collected' }, m.noHandBetCollected],
  ['no-hand-bet-paid', 'no-hand-pays-antes', 'Art. 13º', { es: 'frente a un dealer sin mano, un bet pagado 1 a 1', en: 'against a dealer without a hand, a bet paid 1 to 1' }, m.noHandBetPaid],
  ['no-hand-compared-anyway', 'no-hand-pays-antes', 'Art. 13º', { es: 'un dealer sin mano compara igual: cobra a los perdedores y paga a los ganadores', en: 'a dealer without a hand compares anyway: losers collected, winners paid' }, m.noHandComparedAnyway],
  ['ante-win-underpaid', 'winning-wagers-paid-per-table', 'Art. 14º', { es: 'un ante ganador pagado a la mitad', en: 'a winning ante paid half' }, m.anteWinUnderpaid],
  ['ante-win-overpaid', 'winning-wagers-paid-per-table', 'Art. 14º', { es: 'un ante ganador pagado 2 a 1 (advertencia)', en: 'a winning ante paid 2 to 1 (a warning)' }, m.anteWinOverpaid],
  ['bet-win-paid-even', 'winning-wagers-paid-per-table', 'Art. 14º', { es: 'un bet ganador con dos pares o más pagado 1 a 1', en: 'a winning two pair or better paid 1 to 1' }, m.betWinPaidEven],
  ['bet-win-paid-line-above', 'winning-wagers-paid-per-table', 'Art. 14º', { es: 'un bet ganador pagado con la línea inmediatamente superior (advertencia)', en: 'a winning bet paid by the next better line (a warning)' }, m.betWinPaidLineAbove],
  ['posted-line-paid-at-minimum', 'bet-paid-per-posted-line', 'Tabla publicada', { es: 'una mesa que publica, para la mano ganadora, uno a 1 más que el mínimo, y el ganador pagado al mínimo (advertencia)', en: 'a table posting one more to 1 than the minimum for the winner\'s hand, and the winner paid the minimum (a warning)' }, m.betWinPaidLegalMinimumOfPostedLine],
  ['bet-win-returned', 'winning-wagers-paid-per-table', 'Art. 14º', { es: 'un bet ganador devuelto sin pagar', en: 'a winning bet handed back unpaid' }, m.betWinReturned],
  ['cap-ignored', 'bet-payout-posted-cap', 'Art. 15º', { es: 'un bet pagado con su línea completa por encima del máximo publicado (advertencia)', en: 'a bet paid its full line above the posted maximum (a warning)' }, m.capIgnored],
  ['cap-counts-the-ante', 'bet-payout-posted-cap', 'Art. 15º', { es: 'el máximo publicado aplicado al ante y al bet juntos', en: 'the posted maximum applied to the ante and the bet together' }, m.capCountsTheAnte],
  // No maximum posted: Art. 15º's cap does not apply, and the shortfall breaks Art. 14º (cap_shortfall_off_the_table).
  ['unposted-cap-applied', 'winning-wagers-paid-per-table', 'Art. 14º', { es: 'sin máximo publicado, un bet ganador pagado de menos en un monto que ninguna línea da, como si hubiera un máximo', en: 'with no maximum posted, a winning bet paid short by an amount no line gives, as if a cap applied' }, m.unpostedCapApplied],
];

// The richer line is posted on the faulted round's own table (a CSV log, one posting per table, cannot carry it).
const POSTS_ITS_OWN_TABLE = new Set(['posted-line-paid-at-minimum']);

export const caribenoFaults: FaultKind<CsSimRound>[] = rows.map(([id, rule, article, description, apply, also]) => ({
  id, rule, article, description, apply, ...(also ? { also } : {}), ...(POSTS_ITS_OWN_TABLE.has(id) ? { postsItsOwnTable: true } : {}),
}));
