// Dealer errors in a blackjack round. Each takes a copy of a clean round and returns the hand
// with one error (or undefined when the round gives no occasion for it). Errors in the play
// (a card too many, a wrong amount staked) change the model and render it again, so that
// everything else (busts collected at once, the settlement) follows the cards as a table would;
// errors in the procedure or the money edit the logged events.
import type { BjSimRules } from './model.js';
import { betFaults } from './faults-bets.js';
import { logFaults } from './faults-log.js';
import type { BjFaultOptions } from './faults-log.js';
import { moneyFaults } from './faults-money.js';
import { playFaults } from './faults-play.js';
import { poolFaults } from './faults-pool.js';
import { timingFaults } from './faults-timing.js';

export type { BjApply } from './fault-helpers.js';
export type { BjFaultOptions } from './faults-log.js';

/** The errors, by what goes wrong; a catalog binds each to the rule and article it breaks. */
export function blackjackFaults(rules: BjSimRules, opts: BjFaultOptions = {}) {
  const layout = { layoutBoxes: opts.layoutBoxes ?? 7 };
  return { ...logFaults(rules, opts), ...moneyFaults(rules, opts), ...playFaults(rules, layout), ...betFaults(rules, layout), ...poolFaults(), ...timingFaults(rules) };
}
