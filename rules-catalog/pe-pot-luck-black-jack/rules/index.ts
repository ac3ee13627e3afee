import type { BjState } from '../../../engine/blackjack/state.js';
import type { Rule } from '../../framework/types.js';
import { dealOrderRule } from '../../families/blackjack/rules/deal-order.js';
import { dealerPlayRule } from '../../families/blackjack/rules/dealer-play.js';
import { bustCollectedAtOnceRule, dealerAfterPlayersRule, playerOrderRule, splitHandOrderRule } from '../../families/blackjack/rules/player-turns.js';
import { doubleAllowedRule, doubleOneCardRule, splitAcesOneCardRule, splitAllowedRule } from '../../families/blackjack/rules/split-double.js';
import dealerCardsFace from './art-08-dealer-cards.js';
import { surrenderAllowed, surrenderCollectedAtOnce, surrenderHalf, surrenderOffered } from './art-09-surrender.js';
import { insuranceAllowed, insuranceDecidedAtReveal, insuranceLossCollectedAtOnce, insuranceOffer, insuranceSettlement } from './art-10-insurance.js';
import { doubleCardFaceUp, mainBetAfterCards } from './art-12-late-stake.js';
import { blackjackPaymentTiming, evenMoneyAllowed } from './art-13-blackjack.js';
import { noCardAfterBlackjack, noCardAfterStand } from './art-13-14-cards-not-asked.js';
import { poolAward, poolBetAfterDealing, poolCommissionKept, poolCommissionPosted, poolCommissionRecorded } from './art-18-pool-bet.js';
import { blackjackPayout, bustCollected, dealerBlackjackTakes, lossCollected, settledWithoutWager, lateBetHandedBack, tieReturned, voidSplitHandedBack, winPays } from './settlement.js';
import { betOnTableBox } from './art-14-boxes.js';
import dealerRevealsBeforeDrawing from './art-14-dealer-reveal.js';
import { settledBeforeHandEndedRule } from '../../families/blackjack/rules/settled-early.js';

/** Every rule of the catalog, by article; findings on one event are listed in this order. */
export const rules: Rule<BjState>[] = [
  dealOrderRule('Art. 8º'),
  dealerCardsFace,
  surrenderAllowed,
  surrenderOffered,
  surrenderHalf,
  surrenderCollectedAtOnce,
  insuranceAllowed,
  insuranceOffer,
  insuranceSettlement,
  insuranceDecidedAtReveal,
  insuranceLossCollectedAtOnce,
  splitAllowedRule('Art. 11º'),
  splitAcesOneCardRule('Art. 11º', 'split_aces_one_card'),
  splitHandOrderRule('Art. 11º'),
  voidSplitHandedBack,
  doubleAllowedRule('Art. 12º'),
  doubleOneCardRule('Art. 12º'),
  doubleCardFaceUp,
  mainBetAfterCards,
  lateBetHandedBack,
  blackjackPayout,
  dealerBlackjackTakes,
  blackjackPaymentTiming,
  evenMoneyAllowed,
  noCardAfterBlackjack,
  betOnTableBox,
  playerOrderRule('Art. 14º'),
  noCardAfterStand,
  bustCollectedAtOnceRule('Art. 14º'),
  dealerAfterPlayersRule('Art. 14º'),
  dealerRevealsBeforeDrawing,
  dealerPlayRule('Art. 14º'),
  settledBeforeHandEndedRule('Art. 14º'),
  bustCollected,
  winPays,
  settledWithoutWager,
  lossCollected,
  tieReturned,
  poolBetAfterDealing,
  poolCommissionPosted,
  poolCommissionKept,
  poolAward,
  poolCommissionRecorded,
];
