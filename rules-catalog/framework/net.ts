import type { Money } from '../../engine/core/money.js';
import type { Moved } from './money-words.js';

/**
 * What the table did to one wager, as money to the player: payouts add,
 * collects take, and a return hands back the stake (a return of less than
 * what is left of the stake is a loss of the difference). Every payout
 * finding of every catalog speaks in these terms, so sums over findings mean
 * the same everywhere.
 *
 * `stake` is the stake lawfully placed; `late`, chips added to the spot when the rules no longer
 * admitted a bet: they lie on the spot too and are owed back, so a return covers the late chips first
 * (a win paid with the late chips handed back, or a surrender's half collected and the late chips
 * handed back, is no loss, nor is collecting them with the stake and then handing them back); chips
 * collected or paid on them count as on any stake. A return of 0 hands back nothing: the stake left is lost;
 * a return of less than the late chips keeps the rest of them (a void bet of 10.50 handed back as 10.00 is 0.50 lost);
 * a return alone (no payout, no collection) must hand back all that lies on the spot.
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
  for (const s of settlements) {
    last = s;
    if (s.type === 'payout') {
      paid += s.amount;
      paidAny = true;
    } else if (s.type === 'collect') {
      collected += s.amount;
      collectedAny = true;
    } else if (s.type === 'return') {
      returned += s.amount;
      returnedAny = true;
    }
  }
  // A return gives the late chips back first; what it gives beyond them is of the lawful stake.
  const lateReturned = Math.min(returned, late);
  const lawfulReturned = returned - lateReturned;
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
  // What is left of the stake on the spot: nothing once the collections took it all. A collection beyond it (a loser
  // collected twice) took the player's own chips, already counted in `collected`: a return then hands those back, it
  // does not also gain what the collections took beyond the stake (collect 24, collect 24, return 24 on a loser of 24
  // is -24, the loss collected once; collect 24, return 24, collect 24 the same).
  const stakeLeft = Math.max(0, stake - collected);
  const stakeLoss = lawfulReturned > 0 || returnedNothing || onlyReturned ? lawfulReturned - stakeLeft : 0;
  // Late chips the table took with a collection beyond the lawful stake, then handed back: the return undoes
  // that part of the collection (collecting 60 of a 50 stake with 10 late, then returning the 10, takes 50).
  const lateCollected = Math.max(0, collected - stake);
  const restored = Math.min(lateReturned, lateCollected);
  // Late chips a return left on the spot, neither handed back nor collected: lost, as a short return loses the
  // rest of a stake (a void bet of 10.50 handed back as 10.00 keeps 0.50 of the player's). Without a return the
  // table did nothing with them (a win's stake stays with the player the same way).
  const lateLost = returnedAny ? Math.max(0, late - lateReturned - lateCollected + restored) : 0;
  // The moved sums from this same pass, in one shape whatever was recorded (an absent kind undefined).
  const moved: Moved = { payout: paidAny ? (paid as Money) : undefined, collect: collectedAny ? (collected as Money) : undefined, return: returnedAny ? (returned as Money) : undefined };
  return { net: (paid - collected + restored + stakeLoss - lateLost) as Money, any: settlements.length > 0, last, moved };
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
