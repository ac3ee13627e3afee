// The Pot Luck Black Jack simulator: correct rounds under this catalog's articles, and the dealer
// errors the catalog checks, each declaring the rule and the article whose finding it must draw.
import type { Money } from '../../engine/core/money.js';
import type { RulesetSimulator } from '../core/types.js';
import type { BjSimRules, SimRound } from '../families/blackjack/model.js';
import { openBjTable, playBjHand } from '../families/blackjack/table.js';
import { potLuckFaults } from './simulate-faults.js';

/** The regulation's numbers, read from its text (not from parameters.json: the simulator is a second reading). */
export const POT_LUCK_RULES: BjSimRules = {
  blackjack: [3, 2], // Art. 13º «en proporción de 3 a 2»
  evenMoney: [1, 1], // Art. 13º «pago simple ... 1 a 1»
  insurance: [2, 1], // Art. 10º «dos a uno»
  insuranceMax: [1, 2], // Art. 10º «hasta por la mitad de la apuesta original»
  win: [1, 1], // Art. 15º
  surrenderLoses: [1, 2], // Art. 9º «pagar la mitad de su apuesta»
  doubleMax: [1, 1], // Art. 12º «hasta por un máximo de la apuesta original»
  surrender: true, // Art. 9º, never against an ace
  splitByValue: true, // Art. 11º «el mismo valor»
  doubleAfterSplit: true, // Art. 12º
  dealerStandsOnSoft17: true, // Art. 14º «17 o más puntos»
  dealerExtraCardsCount: false, // Art. 14º «se plantará»: a card past 17 is no part of his hand (dealer_extra_cards_count)
  // Art. 12º «sólo una carta», Art. 11º «sólo recibirá una carta adicional»: a card after a double's or a split ace's one
  // card is no part of the hand (one_card_extra_cards_count)
  playerExtraCardsCount: false,
  dealerBlackjackTakesOriginal: true, // Art. 13º «sólo perderá su apuesta original»
  maxCommissionHundredths: 500, // Art. 18º «hasta el cinco por ciento»
  doubleTotals: null, // Art. 12º: on any first two cards
  doubleForLess: true, // Art. 12º «hasta por un máximo de la apuesta original»
  resplitAces: false, // Art. 11º «sólo recibirá una carta adicional por cada mano separada»
  behindBets: false, // the regulation names no bets behind a box
  upCardTurnedWithHole: true, // Art. 8º «...carta cubierta para sí mismo, descubriendo la primera carta que recibió»
};

const COMMISSIONS = [500, 500, 400, 250]; // posted pool commissions, hundredths of a percent

export const potLuckSimulator: RulesetSimulator<SimRound> = {
  ruleset: 'pe-pot-luck-black-jack',
  game: 'pot-luck-blackjack',
  currency: 'PEN',
  utcOffset: '-05:00',
  openTable(rng, n) {
    return openBjTable(n, {
      id: `PL-${String(n + 1).padStart(2, '0')}`,
      kind: n % 2 === 0 ? 'shoe' : 'continuous',
      decks: rng.pick([6, 6, 8]),
      minBet: rng.pick([1000, 1000, 2000]) as Money,
      maxBet: rng.pick([200000, 500000]) as Money,
      maxSplits: 3,
      commissionHundredths: rng.pick(COMMISSIONS),
      seats: 7,
    });
  },
  play(rng, table, handId, startedAt) {
    return playBjHand(rng, table, POT_LUCK_RULES, { game: this.game, ruleset: this.ruleset, currency: this.currency, handId, startedAt });
  },
  roundSeconds(rng, played) {
    return 35 + 12 * played.model.seats.length + rng.int(40);
  },
  faults: potLuckFaults(POT_LUCK_RULES),
  notSimulated: {
    'pool-commission-posted': 'a table setting (the posted commission), reported once per table and run, not a dealer error in a round',
    'pool-commission-recorded': 'the table\'s record of its commission against the award it paid (no player is owed): not one of the dealer errors the simulator draws; its tests and the fixture art18-pool-commission-recorded exercise it',
    'dealer-reveals-before-drawing': 'the simulator\'s dealer always turns his hole card before he draws, and no fault kind draws first; the rule\'s tests and the fixture art14-dealer-draws-before-reveal exercise it',
    'split-hand-order': 'the simulator renders a box\'s split hands one after the other and has no fault that serves them out of order; the fixtures art11-split-hand-2-served-first and art11-split-hands-in-turn-clean and the rule\'s tests exercise it',
    'late-bet-handed-back': 'the simulator\'s late bet (main-bet-after-cards-paid) is added beside a stake placed in time, which win-pays-1-to-1 judges; a box with no bet before its cards is not drawn. The fixture clause30-void-stakes and the rule\'s tests exercise it',
    'void-split-handed-back': 'the simulator splits only pairs of equal value; the fixture clause30-void-stakes and the rule\'s tests exercise a split of unequal cards settled as a hand',
  },
};
