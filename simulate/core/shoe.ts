import type { Card } from '../../engine/core/cards.js';
import type { Rng } from './rng.js';

/**
 * A real shoe: `decks` full 52-card decks, shuffled with Fisher-Yates, dealt
 * from the top. The cut card sits `cutFromBase` cards above the base; once
 * it has come out the round in play finishes and the next round starts a new
 * shoe.
 */
export class Shoe {
  readonly cards: Card[];
  private next = 0;
  readonly cutFromBase: number;

  constructor(readonly decks: number, rng: Rng, cutFromBase: number) {
    if (!Number.isInteger(decks) || decks < 1) throw new Error(`a shoe needs at least one deck, not ${decks}`);
    this.cards = rng.shuffle(fullDecks(decks));
    if (cutFromBase < 0 || cutFromBase >= this.cards.length) throw new Error(`cut card position ${cutFromBase} outside a ${this.cards.length}-card shoe`);
    this.cutFromBase = cutFromBase;
  }

  draw(): Card {
    const c = this.cards[this.next];
    // A round that runs a whole shoe dry is a simulator bug (the cut card leaves cards enough for any round).
    if (c === undefined) throw new Error(`the ${this.decks}-deck shoe ran out of cards`);
    this.next++;
    return c;
  }

  get dealt(): number {
    return this.next;
  }

  get remaining(): number {
    return this.cards.length - this.next;
  }

  /** The cut card has come out: finish the round, then a new shoe. */
  get cutCardOut(): boolean {
    return this.remaining <= this.cutFromBase;
  }
}

/** `decks` decks of the 52 cards, in order. */
export function fullDecks(decks: number): Card[] {
  const out: Card[] = [];
  for (let d = 0; d < decks; d++) for (let c = 0; c < 52; c++) out.push(c as Card);
  return out;
}
