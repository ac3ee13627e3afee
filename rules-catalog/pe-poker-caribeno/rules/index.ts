import type { CsState } from '../../../engine/caribbean/state.js';
import type { Rule } from '../../framework/types.js';
import { cardDealtOnce, deckCompleteWithoutJokers } from './art-05-deck.js';
import { newDeckProceduresInOrder } from './art-06-new-deck.js';
import { shuffleAndCutBeforeDeal } from './art-07-game-start.js';
import { cardsVerifiedBeforeDiscard, verifiedCountIsFive } from './art-08-card-count.js';
import {
  anteBeforeCards, atLeastOnePlayer, betsWithinLimits, chipsOnly, onePlayerPerZone, oneZonePerPlayer, playersDoNotShowCards, settledWithoutAnte,
} from './art-09-participants.js';
import { betAtPostedRatio } from './art-09-bet-ratio.js';
import { cardsFaceDownButDealersLast, dealInFiveRounds, fiveCardsEach } from './art-10-deal.js';
import { decideThenRevealThenCompare } from './art-11-sequence.js';
import { betAfterRevealVoid, lateAnteVoid, noAnteAfterDeal, settledBeforeDealNoGame } from './art-11-late-ante.js';
import { postedPaytableMeetsMinimum } from './art-14-posted-paytable.js';
import {
  betPaidPerPostedLine, betPayoutCap, foldForfeitsAnte, noHandPaysAntes, settlementFollowsComparison, winningWagersPaid,
} from './art-11-15-settlement.js';

/** Every rule of the catalog, in the order their findings are listed for one event. */
export const rules: Rule<CsState>[] = [
  deckCompleteWithoutJokers,
  cardDealtOnce,
  newDeckProceduresInOrder,
  shuffleAndCutBeforeDeal,
  cardsVerifiedBeforeDiscard,
  verifiedCountIsFive,
  atLeastOnePlayer,
  onePlayerPerZone,
  oneZonePerPlayer,
  anteBeforeCards,
  chipsOnly,
  betsWithinLimits,
  betAtPostedRatio,
  playersDoNotShowCards,
  fiveCardsEach,
  dealInFiveRounds,
  cardsFaceDownButDealersLast,
  decideThenRevealThenCompare,
  noAnteAfterDeal,
  settledWithoutAnte,
  lateAnteVoid,
  settledBeforeDealNoGame,
  betAfterRevealVoid,
  foldForfeitsAnte,
  settlementFollowsComparison,
  noHandPaysAntes,
  winningWagersPaid,
  betPaidPerPostedLine,
  postedPaytableMeetsMinimum,
  betPayoutCap,
];
