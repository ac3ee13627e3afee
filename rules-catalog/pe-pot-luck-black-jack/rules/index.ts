import type { BjState } from '../../../engine/blackjack/state.js';
import type { Rule } from '../../framework/types.js';
import { blackjackPayout, bustCollected, lossCollected, tieReturned, winPays } from './settlement.js';

/** Every rule of the catalog, in the order their findings are listed for one event. */
export const rules: Rule<BjState>[] = [
  blackjackPayout,
  bustCollected,
  winPays,
  lossCollected,
  tieReturned,
];
