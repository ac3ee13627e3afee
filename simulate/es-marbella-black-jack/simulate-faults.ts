// The dealer errors this catalog checks, each bound to the rule whose finding it must draw and the
// heading that rule cites. One error per faulted round: the round must draw these findings and no other.
import type { Expectation, FaultKind } from '../core/types.js';
import type { BjSimRules, SimRound } from '../families/blackjack/model.js';
import { seatOfEvent, splitTwentyOne } from '../families/blackjack/fault-helpers.js';
import { blackjackFaults } from '../families/blackjack/faults.js';
import type { BjApply } from '../families/blackjack/faults.js';

/** Jugadores «plazas de apuestas marcadas en el tapete, cuya cifra máxima es de 7». */
export const MARBELLA_LAYOUT_BOXES = 7;

type Row = [id: string, rule: string, article: string, description: string, apply: BjApply, also?: Expectation[]];

export function marbellaFaults(rules: BjSimRules): FaultKind<SimRound>[] {
  const f = blackjackFaults(rules, {
    // Seguro «antes de dar la tercera carta al primer jugador que la pida. A partir de este momento nadie podrá asegurarse.»
    insuranceClosesAt: 'third-card',
    layoutBoxes: MARBELLA_LAYOUT_BOXES,
    // Dobles «Si obtuviese un 10 o una figura se contará como 21»: its settlement is judged under Dobles.
    governedElsewhere: (p, e) => e['spot'] === 'main' && splitTwentyOne(seatOfEvent(p, e)!, (e['hand'] as number | undefined) ?? 1),
  });
  const rows: Row[] = [
    ['box-beyond-layout', 'boxes-limit', 'Jugadores', 'a box played beyond those the layout marks', f.boxBeyondLayout],
    ['box-over-max', 'box-bet-limit', 'Jugadores', 'a box\'s own bet over the table maximum', f.boxOverMax],
    ['behind-over-max', 'behind-bet-limit', 'Jugadores', 'a bet behind a box over the table maximum on its own', f.behindOverMax],
    ['behind-empty-box', 'behind-bet-limit', 'Jugadores', 'a bet behind a box that holds no bet of its own', f.behindWithoutBox],
    ['behind-player-decides', 'behind-no-decisions', 'Jugadores', 'the player betting behind a box makes one of its decisions', f.behindPlayerDecides],
    ['surrender-taken', 'surrender-not-provided', 'Desarrollo del juego', 'a box surrenders and half its stake is collected (a warning)', f.surrenderTaken],
    ['dealer-draws-on-17', 'dealer-draws-to-17', 'Desarrollo del juego', 'the dealer draws on 17 or more, a soft 17 included (settled by the cards)', f.dealerDrawsOn17],
    ['dealer-stands-on-16', 'dealer-draws-to-17', 'Desarrollo del juego', 'the dealer stands on 16 or less (settled by the cards)', f.dealerStandsOn16],
    ['hole-card-never-revealed', 'dealer-draws-to-17', 'Desarrollo del juego', 'at a hole-card table, the hole card never turned over though hands are left (and settled on his total: settled early too)', f.holeCardNeverRevealed, [{ rule: 'settled-before-hand-ended', article: 'Desarrollo del juego' }]],
    ['settled-before-dealer-drew', 'settled-before-hand-ended', 'Desarrollo del juego', 'a standing hand settled before the dealer drew the cards that complete his hand (judged on his final hand)', f.settledBeforeDealerDrew],
    ['bust-not-collected', 'bust-loses-wager', 'Desarrollo del juego', 'a busted hand never collected', f.bustNotCollected],
    ['win-underpaid', 'win-pays-1-to-1', 'Desarrollo del juego', 'a winning hand paid half', f.winUnderpaid],
    ['win-overpaid', 'win-pays-1-to-1', 'Desarrollo del juego', 'a winning hand paid 3 to 2', f.winOverpaid],
    ['loss-not-collected', 'loss-collected', 'Desarrollo del juego', 'a losing hand handed back', f.lossNotCollected],
    ['tie-collected', 'tie-returned', 'Desarrollo del juego', 'a tie collected', f.tieCollected],
    ['blackjack-paid-even', 'blackjack-pays-3-to-2', 'Black Jack', 'a Black Jack paid 1 to 1', f.blackjackPaidEven],
    ['blackjack-overpaid', 'blackjack-pays-3-to-2', 'Black Jack', 'a Black Jack paid 2 to 1', f.blackjackOverpaid],
    ['dealer-blackjack-takes-all', 'dealer-blackjack-takes', 'Black Jack', 'at a table posting original bets only, a double or a split hand lost to a dealer Black Jack', f.dealerBlackjackTakesAll],
    ['dealer-blackjack-takes-original-only', 'dealer-blackjack-takes', 'Black Jack', 'elsewhere, a doubled hand loses only its original stake (a split hand nothing) to a dealer Black Jack', f.dealerBlackjackTakesOriginalOnly],
    ['insurance-over-half', 'insurance-allowed', 'Seguro', 'insurance for the whole original wager', f.insuranceOverHalf],
    ['insurance-late', 'insurance-allowed', 'Seguro', 'insurance taken after a box has received its third card', f.insuranceLate],
    ['even-money-late', 'insurance-allowed', 'Seguro', 'even money taken after a box has received its third card', f.evenMoneyLate],
    ['insurance-offer-missing', 'insurance-offer', 'Seguro', 'no insurance offer logged against an ace (in a log that records procedures)', f.insuranceOfferMissing],
    ['insurance-offered-without-ace', 'insurance-offer', 'Seguro', 'insurance offered without an ace up', f.insuranceOfferedWithoutAce],
    ['insurance-offered-late', 'insurance-offer', 'Seguro', 'insurance offered only after a box has received its third card', f.insuranceOfferedLate],
    ['insurance-paid-even', 'insurance-pays-2-to-1', 'Seguro', 'a winning insurance paid 1 to 1', f.insurancePaidEven],
    ['insurance-loss-returned', 'insurance-pays-2-to-1', 'Seguro', 'a losing insurance handed back', f.insuranceLossReturned],
    ['even-money-overpaid', 'even-money-pays-1-to-1', 'Seguro', 'even money paid 3 to 2', f.evenMoneyOverpaid],
    ['double-on-other-total', 'double-allowed', 'Dobles', 'a double on two cards that total neither 9, 10 nor 11', f.doubleOnOtherTotal],
    ['double-over-original', 'double-allowed', 'Dobles', 'a double for twice the original wager', f.doubleOverOriginal],
    ['double-after-hit', 'double-allowed', 'Dobles', 'a double after a hit', f.doubleAfterHit],
    ['double-extra-card', 'double-one-card', 'Dobles', 'a doubled hand dealt a second card', f.doubleExtraCard],
    ['split-not-a-pair', 'split-allowed', 'Dobles', 'two cards of different value split', f.splitNotAPair],
    ['split-unequal-wager', 'split-allowed', 'Dobles', 'a split staked at twice the original wager', f.splitUnequalWager],
    ['split-ace-extra-card', 'split-aces-one-card', 'Dobles', 'a split ace dealt a second card (not an ace to split again)', f.splitAceExtraCard],
    ['split-21-paid-as-blackjack', 'split-21-not-blackjack', 'Dobles', 'a ten on a split ace (or an ace on a split ten) paid 3 to 2 as a Black Jack', f.split21PaidAsBlackjack],
    ['bet-after-first-card', 'no-bets-after-first-card', 'Conviene saber', 'a box\'s bet raised after the first card has left the shoe (the late chips handed back: the settlement on the stake placed before)', f.betAfterFirstCard],
    ['bet-after-first-card-paid', 'win-pays-1-to-1', 'Desarrollo del juego', 'a box\'s bet raised after the first card has left the shoe, and its win paid on the whole stake (the late chips are no wager)', f.betAfterFirstCardPaid, [{ rule: 'no-bets-after-first-card', article: 'Conviene saber' }]],
  ];
  return rows.map(([id, rule, article, description, apply, also]) => ({ id, rule, article, description, apply, ...(also ? { also } : {}) }));
}
