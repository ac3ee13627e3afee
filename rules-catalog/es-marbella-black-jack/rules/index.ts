import type { BjState } from '../../../engine/blackjack/state.js';
import type { Rule } from '../../framework/types.js';
import { dealerPlayRule } from '../../families/blackjack/rules/dealer-play.js';
import { insuranceSettlementRule } from '../../families/blackjack/rules/insurance.js';
import { doubleAllowedRule, doubleOneCardRule, splitAcesOneCardRule, splitAllowedRule } from '../../families/blackjack/rules/split-double.js';
import { noBetsAfterFirstCard } from './conviene-saber.js';
import { splitHandDealt } from './dobles.js';
import { noCardAfterStand, noPlayOnBlackjack, surrenderNotProvided } from './desarrollo-del-juego.js';
import { behindBetLimit, behindNoDecisions, boxBetLimit, boxesLimit } from './jugadores.js';
import { insuranceAllowed, insuranceOffer } from './seguro.js';
import { blackjackSettledBeforeDealerBlackjackKnown } from './black-jack.js';
import { blackjackPayout, bustCollected, dealerBlackjackTakes, evenMoneyPays, lossCollected, settledWithoutWager, split21NotBlackjack, lateBetHandedBack, tieReturned, voidSplitHandedBack, winPays } from './settlement.js';
import { settledBeforeHandEndedRule } from '../../families/blackjack/rules/settled-early.js';
import { dealerAfterPlayersRule } from '../../families/blackjack/rules/player-turns.js';

/** Every rule of the catalog, by heading in the text's order; findings on one event are listed in this order. */
export const rules: Rule<BjState>[] = [
  boxesLimit,
  boxBetLimit,
  behindBetLimit,
  behindNoDecisions,
  surrenderNotProvided,
  noPlayOnBlackjack,
  noCardAfterStand,
  dealerPlayRule('Desarrollo del juego'),
  dealerAfterPlayersRule('Desarrollo del juego'),
  settledBeforeHandEndedRule('Desarrollo del juego'),
  bustCollected,
  winPays,
  lossCollected,
  tieReturned,
  settledWithoutWager,
  blackjackPayout,
  dealerBlackjackTakes,
  blackjackSettledBeforeDealerBlackjackKnown,
  insuranceAllowed,
  insuranceOffer,
  insuranceSettlementRule('Seguro'),
  evenMoneyPays,
  doubleAllowedRule('Dobles'),
  doubleOneCardRule('Dobles'),
  splitAllowedRule('Dobles'),
  splitAcesOneCardRule('Dobles'),
  splitHandDealt,
  split21NotBlackjack,
  voidSplitHandedBack,
  noBetsAfterFirstCard,
  lateBetHandedBack,
];
