import type { Money } from '../../engine/core/money.js';
import type { Moved } from './money-words.js';

/**
 * What the table did to one wager, as money to the player, read in the order the table did it (the settlements as
 * the log has them). The chips lie on the spot: the lawful `stake`, and `late` chips (added when the rules no longer
 * admitted a bet; they lie on the spot too and are owed back). A payout adds. A collection takes chips: from the spot
 * while it holds any (the stake, then the late chips), then the player's own. A return hands back chips still on the
 * spot (no money either way: the player has them, as a win's stake stays with the player), and once the spot is empty
 * it hands back what a collection took (it undoes it; beyond that it is the table's money). So collect 20, return 20
 * is 0 (the loss undone), where return 20, collect 20 on a tie of 20 is -20 (the stake handed back, then 20 of the
 * player's taken); collect 24, return 24, collect 24 and collect 24, collect 24, return 24 on a loser of 24 are -24
 * (the loss taken once); a surrender written return 10, collect 10 on 20 is -10. Every payout finding of every
 * catalog speaks in these terms, so sums over findings mean the same everywhere.
 *
 * A return covers the late chips first (those on the spot, then those a collection took: a win paid with the late
 * chips handed back, or a surrender's half collected and the late chips handed back, is no loss, nor is collecting
 * them with the stake and then handing them back); chips collected or paid on them count as on any stake. Once the
 * settlements end, what a return left on the spot is lost: late chips left there, once any return was made (a void
 * bet of 10.50 handed back as 10.00 is 0.50 lost; without a return the table did nothing with them); the stake left
 * there where a return reached it (a short return loses the rest), where the returns handed back nothing (a return of
 * 0 is a return: all of the stake left is lost), or where a return is the wager's only settlement (it must hand back
 * all that lies on the spot). Beside a payout (a win: the stake stays with the player) or a collection (a surrender's
 * other half goes back with no event), a return that hands back only late chips leaves the stake as those settled it.
 * Where no return comes before a collection, every answer is the one the sums of payouts, collections and returns
 * gave before net16 (a property test keeps that reading to compare: test/rules-catalog/framework/net.test.ts).
 */
export function netToPlayer<S extends { type: string; amount: Money }>(
  settlements: readonly S[],
  stake: Money,
  late: Money = 0 as Money,
): { net: Money; any: boolean; last?: S; moved: Moved } {
  let paid = 0;
  let collected = 0;
  let returned = 0;
  // Which kinds were recorded at all (a payout of 0 is a payout), for the words (money-words.ts `Moved`).
  let paidAny = false;
  let collectedAny = false;
  let returnedAny = false;
  let last: S | undefined;
  // Every return came before every collection (at least one of each): the order made the net, and the words tell
  // them in that order (money-words.ts `Moved.returnFirst`).
  let returnBeforeCollect = false;
  let returnAfterCollect = false;
  // The chips on the spot: the lawful stake's and the late ones; the late chips a collection took and no return has
  // handed back yet; what the returns handed back beyond the late chips; and what all this did to the player so far.
  let stakeOn: number = stake;
  let lateOn: number = late;
  let lateTaken = 0;
  let lawfulReturned = 0;
  let net = 0;
  for (const s of settlements) {
    last = s;
    if (s.type === 'payout') {
      paid += s.amount;
      paidAny = true;
      net += s.amount;
    } else if (s.type === 'collect') {
      collected += s.amount;
      collectedAny = true;
      if (returnedAny) returnBeforeCollect = true;
      net -= s.amount;
      // From the spot while it holds chips, the stake first (a loser of 50 with 10 late collected as 50 leaves the 10
      // late chips on the spot), then the late chips; beyond the spot, the player's own (a loser collected twice).
      const fromStake = Math.min(s.amount, stakeOn);
      stakeOn -= fromStake;
      const fromLate = Math.min(s.amount - fromStake, lateOn);
      lateOn -= fromLate;
      lateTaken += fromLate;
    } else if (s.type === 'return') {
      returned += s.amount;
      returnedAny = true;
      if (collectedAny) returnAfterCollect = true;
      let rest: number = s.amount;
      // The late chips first: those still on the spot (no money either way), then those a collection took (undone).
      const lateBack = Math.min(rest, lateOn);
      lateOn -= lateBack;
      rest -= lateBack;
      const lateUndone = Math.min(rest, lateTaken);
      lateTaken -= lateUndone;
      rest -= lateUndone;
      net += lateUndone;
      // Then the stake still on the spot (no money either way); beyond it, what the collections took is handed back
      // (collect 24, return 24: the loss undone), and beyond that the table's money (a return alone of more is a gain).
      lawfulReturned += rest;
      const stakeBack = Math.min(rest, stakeOn);
      stakeOn -= stakeBack;
      net += rest - stakeBack;
    }
  }
  // A return of nothing (amount 0) is a return too: what the table did (format 1.1), it handed back none of the
  // stake, so the whole of what is left of it is lost, as a return of one cent loses all but that cent.
  const returnedNothing = returnedAny && returned === 0;
  // A return and nothing else (no payout, no collection) is the table's whole settlement of the spot: a push, or a
  // void wager, handed back. What it leaves of the stake is lost, whether or not it reached into the stake: a push on
  // 50 with a void double of 50 beside it, handed back as 50, keeps 50 of the player's. (A return of exactly the late
  // chips had read as leaving the stake untouched, as a win's stake is: 50 back was right, 49 lost 1, 51 lost 49.)
  // Beside a payout (a win: the stake stays with the player) or a collection (a surrender's other half goes back with
  // no event), a return that hands back only late chips leaves the stake as those settled it.
  const onlyReturned = returnedAny && !paidAny && !collectedAny;
  if (lawfulReturned > 0 || returnedNothing || onlyReturned) net -= stakeOn;
  // Late chips a return left on the spot, neither handed back nor collected: lost, as a short return loses the
  // rest of a stake (a void bet of 10.50 handed back as 10.00 keeps 0.50 of the player's). Without a return the
  // table did nothing with them (a win's stake stays with the player the same way).
  if (returnedAny) net -= lateOn;
  // The moved sums from this same pass, in one shape whatever was recorded (an absent kind undefined).
  const moved: Moved = { payout: paidAny ? (paid as Money) : undefined, collect: collectedAny ? (collected as Money) : undefined, return: returnedAny ? (returned as Money) : undefined };
  if (returnBeforeCollect && !returnAfterCollect) moved.returnFirst = true;
  return { net: net as Money, any: settlements.length > 0, last, moved };
}

/** The loss of an amount, as money to the player (never -0, which would print and compare oddly). */
export function negate(m: Money): Money {
  return (m === 0 ? 0 : -m) as Money;
}

/**
 * Where a ratio leaves half a cent and both roundings are accepted (`alsoAccepted`, the cent above `expected`), the
 * requirement a wrong settlement is measured against is the accepted amount nearest to what the table did: an
 * overpayment is owed back only beyond the cent above, as an underpayment is owed only up to the cent below.
 */
export function nearestAccepted(expected: Money, alsoAccepted: Money | undefined, actual: Money): Money {
  return alsoAccepted !== undefined && actual > alsoAccepted ? alsoAccepted : expected;
}
