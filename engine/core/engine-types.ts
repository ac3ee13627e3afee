import type { Words } from './words.js';
import type { HandEvent, HandRecord } from './types.js';
import type { Reason } from './reasons.js';

/**
 * A game family's state machine. `step` is a pure fold: it returns the table
 * state after the event and never changes the state it was given. It records
 * what happened; whether it was allowed is for the rules to say.
 */
export interface GameEngine<S> {
  family: string;
  init(hand: HandRecord): S;
  step(state: S, event: HandEvent): S | EngineRejection;
  /**
   * The audit's fold of one hand (optional; `foldOf` falls back to `step`): the same states as `step`'s,
   * but one state changed in place, without a copy of the table per event (issue 20).
   */
  fold?(hand: HandRecord): EngineFold<S>;
  /**
   * Plain words for the table state, for the dispute replay (optional): one
   * line per hand or participant. Write cards with `cardGlyph` ("A♥", "??"
   * face down) so the PDF and HTML replays can draw them, and every amount
   * with `currency` (formatAmount: "PEN 10.00"; "10.00" when the log names none).
   */
  describe?(state: S, words: Words, currency?: string): string[];
  /**
   * The phase of the game an event belongs to ("mandatory", "players",
   * "dealer"...), for catalogs that say which article governs each phase
   * (optional; see the catalog's governs.json).
   */
  phase?(before: S, event: HandEvent, after: S): string;
}

export type Lang = 'es' | 'en';

/**
 * One hand folded event by event: `after` is the table after the last event, `before` the table before
 * it. Both are views for the rules, to read while the event's handlers run (and `after` at the hand's
 * end), never to write (their types are read-only; test/audit/read-only-views.test.ts holds every rule
 * to it). They are the same two objects all hand long, changed in place by `advance`, and so may be what
 * they hold: blackjack's seats and hands (and their lists of cards, bets and decisions), and Caribbean stud's
 * seats (their antes and cards) and dealer's cards, are each view's own, written in place. A rule keeps what it read (a number, a record), never the view nor a seat or
 * hand of it. What the state holds as records (a card dealt, a bet, a decision, a settlement) is never
 * changed once made, so a record read from a view stays as it was read.
 */
export interface EngineFold<S> {
  readonly before: S;
  readonly after: S;
  /** Applies the event: `before` becomes what `after` was, and `after` the table after the event. */
  advance(event: HandEvent): EngineRejection | undefined;
}

/** The engine's own fold, or one made of `step` for an engine without it. */
export function foldOf<S>(engine: GameEngine<S>, hand: HandRecord): EngineFold<S> {
  if (engine.fold) return engine.fold(hand);
  let before = engine.init(hand);
  let after = before;
  return {
    get before() { return before; },
    get after() { return after; },
    advance(event) {
      const next = engine.step(after, event);
      if (next instanceof EngineRejection) return next;
      before = after;
      after = next;
      return undefined;
    },
  };
}

/** A record's fields writable: for the engine's own state, which the rules see through read-only types. */
export type Writable<T> = { -readonly [K in keyof T]: T[K] };

/** The engine cannot follow the sequence at all (a card to a seat that never bet). */
export class EngineRejection {
  constructor(
    readonly eventIndex: number,
    readonly field: string | undefined,
    readonly reason: Reason,
  ) {}
}

export function reject(event: HandEvent, reason: Reason, field?: string): EngineRejection {
  return new EngineRejection(event.index, field, reason);
}
