import type { PgState } from '../../../engine/pai-gow/state.js';
import type { Rule } from '../../framework/types.js';
import { bonusNumberOnLayout, bonusRequiresRng, rngResultValid } from './art-a-rng.js';
import { bonusBeforeRng, bonusNeedsPaigowWager, lateBonusBetVoid } from './art-b1-who-and-when.js';
import { bonusChipsOnly } from './art-b2-chips.js';
import { bonusOutcome } from './art-b3-outcome.js';
import { losersCollected, losersCollectedAtOnce, noMoreBetsBeforeRng } from './art-b4-losers.js';
import { winnersPaid, winnersPaidInOrder } from './art-b5-winners.js';
import { bonusPayoutAmount, bonusPayoutPosted, bonusPayoutRounded } from './art-b6-payout.js';
import { bonusLimits } from './art-b7-limits.js';
import { bonusIndependent } from './art-c-independent.js';

/** Every rule of the catalog, in the order their findings are listed for one event. */
export const rules: Rule<PgState>[] = [
  bonusRequiresRng,
  rngResultValid,
  bonusNumberOnLayout,
  bonusNeedsPaigowWager,
  bonusBeforeRng,
  lateBonusBetVoid,
  bonusChipsOnly,
  bonusOutcome,
  noMoreBetsBeforeRng,
  losersCollected,
  losersCollectedAtOnce,
  winnersPaid,
  winnersPaidInOrder,
  bonusPayoutAmount,
  bonusPayoutRounded,
  bonusPayoutPosted,
  bonusLimits,
  bonusIndependent,
];
