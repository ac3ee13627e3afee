// Dealer errors with the cards and the shoe: the preparation of a shoe (Arts. 5º-6º), the decks' count and
// the cards a shoe can hold (Art. 4º), the dealing and drawing (Art. 10º).
//
// The rest of the run is left as it was played (a fault changes only its own round), so a coup that takes
// or leaves a card is kept to cards the shoe's count can absorb, however many rounds are faulted
// (cardsStayPossible); it must also reach the cut card exactly when the correct coup did.
import { cardText } from '../../engine/core/cards.js';
import type { Card } from '../../engine/core/cards.js';
import { moveEvent } from '../core/log.js';
import type { Rng } from '../core/rng.js';
import type { LogEvent, LogHand, Played, SimTable } from '../core/types.js';
import { VALUE, dealCoup } from './simulate-coup.js';
import type { CoupPlan, Dealt, Side } from './simulate-coup.js';
import type { BacRound, BacTableState } from './simulate.js';
import { dealtOf, renderRound } from './simulate.js';
import type { BacShoe } from './simulate-shoe.js';

type P = Played<BacRound>;
export type Apply = (p: P, rng: Rng) => LogHand | undefined;

const rerender = (p: P): LogHand => {
  p.hand.events = renderRound(p.model);
  return p.hand;
};
const isProc = (name: string) => (e: LogEvent) => e.type === 'procedure' && e['name'] === name;
const at = (p: P, ok: (e: LogEvent) => boolean) => p.hand.events.findIndex(ok);

// Art. 5º a-g, with new decks; Art. 6º a-d after the cut card (showing, turning and washing optional there).
const NEW_DECK_STEPS = ['show_cards', 'turn_cards', 'wash', 'shuffle', 'cut', 'place_cut_card', 'load_shoe', 'burn'];
const RESHUFFLE_STEPS = ['shuffle', 'cut', 'place_cut_card', 'load_shoe', 'burn'];

/** A fault of the preparation of a shoe of new decks (true) or of a reshuffle after the cut card (false). */
function onPrep(newDecks: boolean, fault: (p: P, rng: Rng, steps: readonly string[]) => LogHand | undefined): Apply {
  return (p, rng) => (p.model.opens && p.model.shoe.newDecks === newDecks ? fault(p, rng, newDecks ? NEW_DECK_STEPS : RESHUFFLE_STEPS) : undefined);
}

const stepMissing = (p: P, rng: Rng, steps: readonly string[]) => {
  p.hand.events.splice(at(p, isProc(rng.pick(steps))), 1);
  return p.hand;
};

/** Two neighbouring steps of the sequence done the other way round. */
const stepsSwapped = (p: P, rng: Rng, steps: readonly string[]) => {
  const k = rng.int(steps.length - 1);
  const i = at(p, isProc(steps[k]!));
  const j = at(p, isProc(steps[k + 1]!));
  const ev = p.hand.events;
  [ev[i], ev[j]] = [ev[j]!, ev[i]!];
  return p.hand;
};

/** The burn recorded after the coup's first card. */
const burnAfterDeal = (p: P) => {
  const ev = p.hand.events;
  moveEvent(ev, at(p, isProc('burn')), ev.findIndex((e) => e.type === 'deal') + 1);
  return p.hand;
};

const cutCardLow = (p: P, rng: Rng) => {
  p.hand.events[at(p, isProc('place_cut_card'))]!['position'] = rng.range(2, 11);
  return p.hand;
};

/** One card fewer burned than the first card orders (one more would take the first coup's card). */
const burnShort = (p: P) => {
  (p.hand.events[at(p, isProc('burn'))]!['cards'] as string[]).pop();
  return p.hand;
};

const unprepared = (p: P) => {
  p.hand.events = p.hand.events.filter((e) => !(e.type === 'procedure' && NEW_DECK_STEPS.includes(String(e['name']))));
  return p.hand;
};

const countOff = (delta: (decks: number, rng: Rng) => number): Apply => onPrep(true, (p, rng) => {
  const e = p.hand.events[at(p, isProc('count'))]!;
  e['count'] = p.model.shoe.decks * 52 + delta(p.model.shoe.decks, rng);
  return p.hand;
});

/**
 * The coup that opens a new shoe is dealt instead from the old one, past its cut card, with no
 * preparation. Only at a table that announces "no more bets": a hand that logs no procedure at all is
 * outside Art. 6º's check (the catalog cannot tell it from a log that leaves procedures out).
 */
const dealtPastCutCard: Apply = (p) => pastCutCard(p, true);

/**
 * The same at a table that logs no procedure in a coup: the next coup records nothing at all. Its shoe's
 * log records procedures (the preparation that opened it, the cut card coming out), so it is checked
 * (checkability is the shoe's, not the hand's).
 */
const dealtPastCutCardUnrecorded: Apply = (p) => pastCutCard(p, false);

/**
 * What a coup dealt past the cut card leaves at its table: the new shoe, whose preparation that coup should have
 * logged, is opened by the next coup (its preparation logged there, its cards from the first after the burn), as a
 * table does once it sees the error; left as played, the next coup would come from a shoe the log never prepared.
 */
export function leaveShoeUnopened(table: SimTable): void {
  (table.state as BacTableState).unopened = true;
}

/** The faults that leave the new shoe to the next coup (their kinds' `leaves`). */
export const leavesShoeUnopened: ReadonlySet<Apply> = new Set([dealtPastCutCard, dealtPastCutCardUnrecorded]);

function pastCutCard(p: Played<BacRound>, noMoreBets: boolean): LogHand | undefined {
  const m = p.model;
  if (!m.opens || !m.previous || m.noMoreBets !== noMoreBets) return undefined;
  m.shoe = m.previous;
  m.start = m.previous.end;
  m.opens = false;
  delete m.previous;
  p.hand.shoe_id = m.shoe.id;
  return rerender(p);
}

/**
 * A card replaced by another of the same value (so the coup plays and settles alike) of which the shoe's
 * decks have all been dealt already, in the coups since the first (the first coup and the burn are left
 * out of the count: an error there may remove them from the log).
 */
const cardSeenTooOften: Apply = (p, rng) => {
  const { shoe, start } = p.model;
  if (start <= shoe.firstCoupEnd) return undefined;
  const seen = new Uint8Array(52);
  for (let i = shoe.firstCoupEnd; i < start; i++) seen[shoe.cards[i]!]!++;
  const options: { n: number; card: number }[] = [];
  dealtOf(p.model).forEach((d, n) => {
    const own = shoe.cards[d.at]!;
    if (shoe.dealtCounts[own]! > shoe.decks - 1) return;
    for (let c = 0; c < 52; c++) if (c !== own && VALUE[c] === VALUE[own] && seen[c]! >= shoe.decks) options.push({ n, card: c });
  });
  if (options.length === 0) return undefined;
  const { n, card } = rng.pick(options);
  p.hand.events.filter((e) => e.type === 'deal')[n]!['card'] = cardText(card as Card);
  return p.hand;
};

/**
 * Whether the shoe's count absorbs a coup dealt `faulted` instead of `clean` (see the header). Every other
 * round keeps its cards, so a card taken in addition shows twice in the log: of a card X that the shoe
 * deals m times (burn included) and holds R = decks - m more of behind where the dealing stops, the log may
 * show at most R extra copies. The coup that a fault deals past the cut card takes up to 6 of those
 * (`dealt-past-cut-card`), so only R - R6 remain (R6: copies of X among the first 6 cards past the end),
 * and they go to the first R - R6 places where X lies in the shoe: each place can only be taken again by
 * the coup just before it, so however many rounds are faulted, no later coup shows more X than the decks
 * hold. A card left out must be one the shoe still holds a copy of (m < decks): no error that counts on
 * a card the shoe has given out (`card-seen-too-often`) then finds one missing.
 */
export function cardsStayPossible(shoe: BacShoe, clean: readonly Dealt[], faulted: readonly Dealt[]): boolean {
  const cleanAt = new Set(clean.map((d) => d.at));
  const faultAt = new Set(faulted.map((d) => d.at));
  const { cards, decks, end } = shoe;
  for (const d of clean) if (!faultAt.has(d.at) && shoe.dealtCounts[cards[d.at]!]! > decks - 1) return false;
  for (const d of faulted) {
    if (cleanAt.has(d.at)) continue;
    if (d.at >= end) return false;
    const x = cards[d.at]!;
    let place = 0; // which copy of X in the shoe this is, 1 for the first
    for (let i = 0; i <= d.at; i++) if (cards[i] === x) place++;
    let r6 = 0;
    for (let i = end; i < end + 6; i++) if (cards[i] === x) r6++;
    if (place > decks - shoe.dealtCounts[x]! - r6) return false;
  }
  const last = (l: readonly Dealt[]) => Math.max(...l.map((d) => d.at)) + 1;
  return (last(clean) >= shoe.cutIndex) === (last(faulted) >= shoe.cutIndex);
}

/** Replays the coup with the dealer's departure `plan`; the rest follows the tableau, the settlement the cards. */
function played(plan: (clean: Dealt[], rng: Rng) => CoupPlan | undefined, happened: (d: Dealt[]) => boolean): Apply {
  return (p, rng) => {
    const clean = dealtOf(p.model);
    const chosen = plan(clean, rng);
    if (!chosen) return undefined;
    const faulted = dealCoup(p.model.shoe.cards, p.model.start, chosen);
    if (!happened(faulted) || !cardsStayPossible(p.model.shoe, clean, faulted)) return undefined;
    p.model.plan = chosen;
    return rerender(p);
  };
}

const count = (d: readonly Dealt[], side: Side) => d.filter((x) => x.to === side).length;
const WRONG_ORDERS: readonly Side[][] = [
  ['player', 'player', 'banker', 'banker'], ['banker', 'player', 'banker', 'player'], ['player', 'banker', 'banker', 'player'],
  ['banker', 'player', 'player', 'banker'], ['banker', 'banker', 'player', 'player'],
];

export const cardFaults = {
  newDeckStepMissing: onPrep(true, stepMissing),
  newDeckStepsSwapped: onPrep(true, stepsSwapped),
  newDeckBurnAfterDeal: onPrep(true, burnAfterDeal),
  newDeckCutCardLow: onPrep(true, cutCardLow),
  newDeckBurnShort: onPrep(true, burnShort),
  newDeckUnprepared: onPrep(true, unprepared),
  reshuffleStepMissing: onPrep(false, stepMissing),
  reshuffleStepsSwapped: onPrep(false, stepsSwapped),
  reshuffleBurnAfterDeal: onPrep(false, burnAfterDeal),
  reshuffleCutCardLow: onPrep(false, cutCardLow),
  reshuffleBurnShort: onPrep(false, burnShort),
  countShort: countOff((_, rng) => -rng.range(1, 3)),
  jokersCounted: countOff((decks) => 2 * decks),
  dealtPastCutCard,
  dealtPastCutCardUnrecorded,
  cardSeenTooOften,
  firstCardsOutOfOrder: played((_, rng) => ({ firstFour: rng.pick(WRONG_ORDERS) }), () => true),
  coupShort: played((c) => (c.length === 4 ? { stopAfter: 3 } : undefined), (d) => d.length === 3),
  puntoDrawsWhenStanding: played((c) => (count(c, 'player') === 2 ? { puntoDraws: true } : undefined), (d) => count(d, 'player') === 3),
  puntoStandsWhenDrawing: played((c) => (count(c, 'player') === 3 ? { puntoDraws: false } : undefined), (d) => count(d, 'player') === 2),
  bancaDrawsWhenStanding: played((c) => (count(c, 'banker') === 2 ? { bancaDraws: true } : undefined), (d) => count(d, 'banker') === 3),
  bancaStandsWhenDrawing: played((c) => (count(c, 'banker') === 3 ? { bancaDraws: false } : undefined), (d) => count(d, 'banker') === 2),
  bancaThirdFirst: played(() => ({ bancaFirst: true }), (d) => d[4]?.to === 'banker' && d[5]?.to === 'player'),
  fourthCard: played((c, rng) => {
    const sides = (['player', 'banker'] as const).filter((s) => count(c, s) === 3);
    return sides.length === 0 ? undefined : { fourthTo: rng.pick(sides) };
  }, (d) => count(d, 'player') === 4 || count(d, 'banker') === 4),
};
