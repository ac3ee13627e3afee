// The poker hand categories, best first, as the regulations list them: apart from the evaluator, so that what
// only names them (the input's check of a posted pay table) does not load the evaluator's tables.
export type HandCategory =
  | 'royal_flush'
  | 'straight_flush'
  | 'four_of_a_kind'
  | 'full_house'
  | 'flush'
  | 'straight'
  | 'three_of_a_kind'
  | 'two_pair'
  | 'one_pair'
  | 'high_card';

/** Best first, as regulations list them. */
export const CATEGORIES: readonly HandCategory[] = Object.freeze([
  'royal_flush',
  'straight_flush',
  'four_of_a_kind',
  'full_house',
  'flush',
  'straight',
  'three_of_a_kind',
  'two_pair',
  'one_pair',
  'high_card',
]);
