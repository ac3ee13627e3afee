import type { BacState } from '../../../engine/baccarat/state.js';
import type { Rule } from '../../framework/types.js';
import totalsFromCards from './art-03-totals-from-cards.js';
import newDecksComplete from './art-04-deck-count.js';
import shoeCardLimit from './art-04-shoe-card-limit.js';
import newDeckProcedures from './art-05-new-deck-procedures.js';
import postedBurnRule from './art-05-posted-burn-rule.js';
import cutCardProcedures from './art-06-cut-card-procedures.js';
import onePlayerPerZone from './art-07-one-player-per-zone.js';
import { betsWithChips, lateBetIsVoid, noBetAfterFirstCard } from './art-07-bets.js';
import { bancaSettlement, puntoSettlement, tieSettlement } from './art-08-settlement.js';
import noPuntoAndBanca from './art-08-punto-and-banca.js';
import firstFourCards from './art-10-first-four-cards.js';
import thirdCardTableau from './art-10-third-card-tableau.js';
import settledBeforeCoupComplete from './art-10-settled-before-coup-complete.js';

/** Every rule of the catalog, in the order their findings are listed for one event. */
export const rules: Rule<BacState>[] = [
  totalsFromCards,
  newDecksComplete,
  shoeCardLimit,
  newDeckProcedures,
  postedBurnRule,
  cutCardProcedures,
  onePlayerPerZone,
  betsWithChips,
  noBetAfterFirstCard,
  lateBetIsVoid,
  puntoSettlement,
  bancaSettlement,
  tieSettlement,
  noPuntoAndBanca,
  firstFourCards,
  thirdCardTableau,
  settledBeforeCoupComplete,
];
