// The blackjack simulator is shared by Pot Luck and Marbella, with options where their rules differ.
// An option added for one catalog must not change what another plays: Pot Luck's hands and answer key
// for a seed are pinned here (digests taken before Marbella's options were added). A deliberate change
// to Pot Luck's play changes these digests, and says so in its commit (issue 17: the up card sometimes
// turned up with the hole card, the insurance decided at the reveal, new fault kinds; main-bet-after-cards
// handing the late chips back and the new main-bet-after-cards-paid kind; the dealer-draws-on-17 rounds settled
// against the hand the dealer had to stand on, dealer_extra_cards_count false; the answer key's payout-without-wager
// renamed settled-without-wager, the hands unchanged; the 9 double-over-original rounds settled on the lawful
// double with the excess handed back, their other events unchanged; the 17 pool-commission-over-max rounds
// expecting pool-commission-kept beside pool-award, the hands unchanged; the new kinds insurance-over-half-settled-whole
// and insurance-late-settled, whose insurance is no stake beyond what Art. 10º admits: adding kinds redraws which
// kind each faulted round gets, so the hands and the key change throughout, 419 expectations -> 422; the 7
// double-after-hit rounds settled on the original wager with the increase handed back, double_only_as_allowed,
// their other events and the key unchanged; the 18 split-not-a-pair rounds with the new hand's stake returned,
// not settled, split_only_as_allowed, their other events and the key unchanged; the new kind box-beyond-table
// (bet-on-a-table-box, Art. 14º) redraws the faulted rounds' kinds again, 422 expectations -> 425; the cards a fault
// deals (a hit not asked for, a box beyond the table, the dealer's draws a changed play owes) taken from the round's
// spares, copies the shoe never deals, instead of at random, so no shoe shows a card more often than it holds it:
// the faulted rounds change, the clean ones do not, 425 expectations -> 426; compound21: the 3 double-extra-card
// rounds settled on the doubled hand's one card, one_card_extra_cards_count false, their other events and the key
// unchanged; interp22: the new kinds card-after-stand and blackjack-dealt-card, a card the player did not ask for no
// part of his hand (player_extra_cards_count false), redraw the faulted rounds' kinds, 426 expectations -> 421).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { simulate } from '../../simulate/core/run.js';
import { potLuckSimulator } from '../../simulate/pe-pot-luck-black-jack/simulate.js';

describe('Pot Luck output is pinned', () => {
  it('2000 rounds at 5 tables, seed 7, a fifth of them faulted: the same NDJSON bytes and answer key', () => {
    const hands = createHash('sha256');
    const key = createHash('sha256');
    let faults = 0;
    for (const { hand, fault } of simulate(potLuckSimulator, { hands: 2000, tables: 5, seed: 7, faultRate: 0.2 })) {
      hands.update(JSON.stringify(hand) + '\n');
      for (const e of fault?.expects ?? []) {
        key.update(`${fault!.hand_id},${fault!.fault},${e.rule},${e.article}\n`);
        faults++;
      }
    }
    expect(faults).toBe(421);
    expect(hands.digest('hex')).toBe('2ca60885418db0f1647ee167adedb0ce4b94bc641562c173a1f461ed97c4ef1a');
    expect(key.digest('hex')).toBe('51c8fad6ef986bcd9533f69d5831aaaa7cc2e152e688c94459fe88b467061ad7');
  });
});
