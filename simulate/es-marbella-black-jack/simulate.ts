// The Marbella casino's blackjack simulator: correct rounds under its published house rules, and the
// dealer errors the catalog checks, each declaring the rule and the heading whose finding it must draw.
// The play is the shared blackjack simulator's, with the options where these rules differ from Pot Luck's.
import type { Money } from '../../engine/core/money.js';
import type { Rng } from '../core/rng.js';
import type { RulesetSimulator } from '../core/types.js';
import type { BjSimRules, SimRound } from '../families/blackjack/model.js';
import { openBjTable, playBjHand } from '../families/blackjack/table.js';
import type { BjTablePlan } from '../families/blackjack/table.js';
import { MARBELLA_LAYOUT_BOXES, marbellaFaults } from './simulate-faults.js';

/**
 * The house rules' numbers, read from their text (not from parameters.json: the simulator is a second
 * reading). Headings: Jugadores, Desarrollo del juego, Black Jack, Seguro, Dobles.
 */
export const MARBELLA_RULES: BjSimRules = {
  blackjack: [3, 2], // Black Jack «Se paga 3 a 2 la postura»
  insurance: [2, 1], // Seguro «se pagará el seguro 2-1»
  insuranceMax: [1, 2], // Seguro «como máximo igual a la mitad de su apuesta primitiva»
  // Seguro: even money is not named; a Black Jack insured for half its stake nets the stake whatever the
  // dealer's second card (3 to 2 less the lost half, or the tie plus 2 to 1 on half): 1 to 1.
  evenMoney: [1, 1],
  win: [1, 1], // Desarrollo del juego «pagará aquellas que la tengan superior»: no other ratio than Black Jack's is named
  // No surrender in these rules (Desarrollo del juego: the player draws or stands); a table that wrongly
  // accepts one (the surrender-taken error) collects half, as surrender is played elsewhere.
  surrenderLoses: [1, 2],
  surrender: false,
  doubleMax: [1, 1], // Dobles «podrá doblar su apuesta»
  doubleForLess: false, // ... doubling it, not adding less
  doubleTotals: [9, 10, 11], // Dobles «Si sus dos primeras cartas suman un total de 9, 10 u 11» (an ace as 1 or 11)
  doubleAfterSplit: true, // Dobles: a split hand's two first cards are its own; nothing forbids doubling them
  splitByValue: true, // Dobles «tienen el mismo valor»
  resplitAces: true, // Dobles «excepto que salga otro As en cuyo caso se repetirá el procedimiento»
  dealerStandsOnSoft17: true, // Desarrollo del juego «deberá contarlo como once puntos si con este valor alcanza 17 o más»
  dealerExtraCardsCount: false, // Desarrollo del juego «no tomando naipes suplementarios»: a card past 17 is no part of his hand
  // Dobles «solamente tomará una carta», «no se permitirá pedir más que un solo naipe por cada As»: a card after it is
  // no part of the hand (player_extra_cards_count)
  playerExtraCardsCount: false,
  // Black Jack: the dealer's Black Jack beats every other hand, doubles and splits included; a table may
  // post original_bets_only (below).
  dealerBlackjackTakesOriginal: false,
  maxCommissionHundredths: null, // no pool bet
  behindBets: true, // Jugadores «podrán apostar sobre la mano de cualquier otro jugador, los jugadores que estén de pie»
};

/**
 * The posted settings that decide which errors a round can show, by table in turn, so that any two
 * tables hold each of them: 1 a shoe dealt the European way (no hole card), a dealer Black Jack taking
 * every wager; 2 a continuous shuffler with a hole card, posting original_bets_only; 3 European,
 * original bets only, five boxes posted; 4 European, every wager (posted), six boxes posted.
 */
const SETTINGS: Pick<BjTablePlan, 'kind' | 'holeCard' | 'originalBetsOnly' | 'seats' | 'postSeats'>[] = [
  { kind: 'shoe', holeCard: false, seats: MARBELLA_LAYOUT_BOXES },
  { kind: 'continuous', holeCard: true, originalBetsOnly: true, seats: MARBELLA_LAYOUT_BOXES },
  { kind: 'shoe', holeCard: false, originalBetsOnly: true, seats: 5, postSeats: true },
  { kind: 'continuous', holeCard: false, originalBetsOnly: false, seats: 6, postSeats: true },
];

export const marbellaSimulator: RulesetSimulator<SimRound> = {
  ruleset: 'es-marbella-black-jack',
  game: 'blackjack',
  currency: 'EUR',
  utcOffset: '+01:00', // Marbella in winter (the default start is in January)
  openTable(rng: Rng, n: number) {
    return openBjTable(n, {
      id: `MB-${String(n + 1).padStart(2, '0')}`,
      ...SETTINGS[n % SETTINGS.length]!,
      decks: rng.pick([6, 6, 8]),
      minBet: rng.pick([500, 500, 1000, 2500]) as Money,
      maxBet: rng.pick([100000, 100000, 300000]) as Money,
      // The text sets no limit on splits; some tables post one.
      maxSplits: rng.pick([undefined, undefined, 2, 3]),
    });
  },
  play(rng, table, handId, startedAt) {
    return playBjHand(rng, table, MARBELLA_RULES, { game: this.game, ruleset: this.ruleset, currency: this.currency, handId, startedAt });
  },
  roundSeconds(rng, played) {
    return 35 + 12 * played.model.seats.length + rng.int(40);
  },
  faults: marbellaFaults(MARBELLA_RULES),
  notSimulated: {
    'blackjack-settled-before-dealer-second-card': 'The simulated table settles a Black Jack against an ace or a ten only after the dealer\'s second card; no fault kind settles it earlier yet (fixtures and rule tests cover it).',
    'late-bet-handed-back': 'The simulated late bet (bet-after-first-card-paid) is added beside a stake placed in time, which win-pays-1-to-1 judges; a box with no bet before the first card is not drawn. The fixture clause30-void-stakes and the rule\'s tests exercise it.',
    'void-split-handed-back': 'The simulator splits only pairs of equal value; the fixture clause30-void-stakes and the rule\'s tests exercise a split of unequal cards settled as a hand.',
  },
};
