// The hand-log format's shoe continuity (format 1.1, `shoe_id`: «hands sharing a shoe or deck id are checked for
// continuity (no card seen more often than the shoe holds it)»), for the catalogs whose text has no article on
// the decks' composition (Ruleset.shoeContinuity 'format': Pot Luck, Marbella; 'round', within each hand: pai gow,
// whose deck is shuffled for every round). A card dealt or burned more often
// than the table's `decks` hold it, within one shoe, is an integrity finding that cites the format, never an article
// the text does not have: the log, or the shoe, is not what the table says it is. The catalogs with such an
// article check it under it (Dragon Six Art. 4º, Póker Caribeño Art. 5º).
//
// The shoe is a table's hands sharing a shoe_id, counted as Dragon Six's rule counts it (framework/shoe-count.ts);
// new decks or a shuffle bring every card back. Its open shoe per table is in the run's state (a table's hands are
// all one worker's).
import { cardGlyph } from '../engine/core/cards.js';
import type { Card } from '../engine/core/cards.js';
import type { HandRecord } from '../engine/core/types.js';
import type { Ruleset } from '../rules-catalog/framework/types.js';
import type { Finding } from './findings.js';
import { formatCheckFinding } from './input-findings.js';
import type { RunStates, UncheckedNote } from './judge.js';
import { SHOE_OUT_OF_ORDER, ShoeHand, shoeOfHand } from '../rules-catalog/framework/shoe-count.js';

export function checkShoeContinuity(hand: HandRecord, ruleset: Ruleset, runStates: RunStates, findings: Finding[], unchecked: UncheckedNote[]): void {
  const key = `${ruleset.id}/#shoe-continuity`;
  let open = runStates.get(key) as Map<string, unknown> | undefined;
  if (!open) runStates.set(key, (open = new Map()));
  // 'round': a deck shuffled for every round, so each hand is counted on its own, whatever shoe_id it shares.
  const cards = new ShoeHand(shoeOfHand(open, ruleset.shoeContinuity === 'round' ? { table_id: hand.table_id, table: hand.table } : hand), hand.started_at);
  const shoe = cards.shoe;
  const see = (card: Card, event: number) => {
    const n = cards.see(card);
    // Said once per card and shoe: at the first time too many. A card not counted (out of started_at order): not_checked.
    if (n === undefined || shoe.decks === undefined || n !== shoe.decks + 1) return;
    const glyph = cardGlyph(card);
    const where = shoe.shoeId === undefined ? { es: 'en la mano', en: 'in the hand' } : { es: `en el zapato ${shoe.shoeId}`, en: `in shoe ${shoe.shoeId}` };
    const held = shoe.decks === 1 ? { es: 'una baraja la contiene una vez', en: 'one deck holds it once' } : { es: `${shoe.decks} barajas la contienen ${shoe.decks} veces`, en: `${shoe.decks} decks hold it ${shoe.decks} times` };
    // Category integrity (findings format: «cards or shoe impossible: a card seen more often than the shoe holds
    // it»), citing the format, as the catalog's text has no article on the decks.
    findings.push(formatCheckFinding(hand, ruleset.id, SHOE_CONTINUITY, {
      es: `La carta ${glyph} aparece por ${n}ª vez ${where.es} (repartida o quemada), y ${held.es}: el registro o el zapato no son los que la mesa declara (formato del registro, continuidad del zapato: el reglamento no tiene artículo sobre las barajas).`,
      en: `Card ${glyph} appears for the ${ordinal(n)} time ${where.en} (dealt or burned), and ${held.en}: the log, or the shoe, is not what the table declares (the log format's shoe continuity: the rules have no article on the decks).`,
    }, event));
  };
  for (const e of hand.events) {
    if (e.type === 'deal') see(e.card, e.index);
    else if (e.type === 'procedure') {
      if (e.name === 'new_deck') cards.refill(e.decks ?? hand.table.decks);
      else if (e.name === 'shuffle') cards.refill(undefined);
      else if (e.name === 'burn') for (const c of e.cards ?? []) see(c, e.index);
    }
  }
  if (cards.outOfOrder) unchecked.push({ rule: SHOE_CONTINUITY, reason: SHOE_OUT_OF_ORDER });
}

/** The format check's rule id, in its findings and in the run's not_checked (whose article is the format's). */
export const SHOE_CONTINUITY = 'shoe-continuity';

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th'}`;
}
