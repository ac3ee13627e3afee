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
   * Plain words for the table state, for the dispute replay (optional): one
   * line per hand or participant. Write cards with `cardGlyph` ("A♥", "??"
   * face down) so the PDF and HTML replays can draw them.
   */
  describe?(state: S, words: Words): string[];
  /**
   * The phase of the game an event belongs to ("mandatory", "players",
   * "dealer"...), for catalogs that say which article governs each phase
   * (optional; see the catalog's governs.json).
   */
  phase?(before: S, event: HandEvent, after: S): string;
}

export type Lang = 'es' | 'en';

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
