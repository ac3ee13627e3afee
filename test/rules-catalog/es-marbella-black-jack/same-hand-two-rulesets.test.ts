import { describe, expect, it } from 'vitest';
import { runAudit } from '../../../audit/run.js';
import { serializeFinding } from '../../../audit/serialize.js';
import { RULESETS } from '../../../rules-catalog/index.js';
import { writeFiles } from '../../helpers/audit-files.js';
import { act, back, bet, deal, hole, pay, reveal, take } from '../../helpers/bj.js';
import { rawHand } from '../../helpers/hand.js';

const PERU = 'pe-pot-luck-black-jack';

const MARBELLA = 'es-marbella-black-jack';

/** A hole-card table, so the deal is the same in both texts (Pot Luck's Art. 8º deals the dealer a hole card). */
const TABLE = { decks: 6, min_bet: 10, max_bet: 1000, dealer_hole_card: true };

async function findingsUnder(ruleset: string, hands: Record<string, unknown>[]) {
  const [path] = writeFiles({ 'log.ndjson': hands.map((h) => JSON.stringify(h)).join('\n') + '\n' });
  const run = await runAudit({ paths: [path!], rulesets: RULESETS, forceRuleset: ruleset });
  const out: Record<string, unknown>[] = [];
  for await (const f of run.findings()) {
    const s = serializeFinding(f, 'en');
    out.push({ hand_id: s['hand_id'], ruleset: s['ruleset'], rule: s['rule'], article: s['article'], event: s['event'], expected: s['expected'], actual: s['actual'] });
  }
  run.dispose();
  return out;
}

// 7 and 5 (12) doubled for 50, a 9 makes 21; the dealer's 9 and hole 8 stand on 17; paid 100.
const doubleOn12 = (game: string, id: string) => rawHand(game, [
  bet(1, 50), deal('seat:1', '7h'), deal('dealer', '9s'), deal('seat:1', '5c'), hole('8c'),
  act(1, 'double', { amount: 50 }), deal('seat:1', '9d', { hand: 1 }), reveal('8c'), pay(1, 100),
], { hand_id: id, table: TABLE });

// 6 and 4 doubled for 100 into 19; the dealer's king and hole ace are a blackjack; the table takes the original 100.
const doubledAgainstDealerBj = rawHand('blackjack', [
  bet(1, 100), deal('seat:1', '6h'), deal('dealer', 'Kh'), deal('seat:1', '4d'), hole('Ac'),
  act(1, 'double', { amount: 100 }), deal('seat:1', '9c', { hand: 1 }), reveal('Ac'), take(1, 100), back(1, 100),
], { hand_id: 'X-DEALER-BJ', table: TABLE });

describe('the same hand under Pot Luck (Peru) and Marbella', () => {
  it('a double on 12: allowed in Peru (Art. 12º: any two cards), a Dobles finding in Marbella (9, 10 or 11 only), whose 50 is no stake', async () => {
    const hand = doubleOn12('blackjack', 'X-DOUBLE-12');
    expect(await findingsUnder(PERU, [hand])).toEqual([]);
    // Marbella: the double's 50 is owed back (double_only_as_allowed); the 21 wins 1 to 1 on the original 50, not on 100.
    expect(await findingsUnder(MARBELLA, [hand])).toEqual([
      { hand_id: 'X-DOUBLE-12', ruleset: MARBELLA, rule: 'double-allowed', article: 'Dobles', event: 6, expected: undefined, actual: undefined },
      { hand_id: 'X-DOUBLE-12', ruleset: MARBELLA, rule: 'win-pays-1-to-1', article: 'Desarrollo del juego', event: 9, expected: 50, actual: 100 },
    ]);
  });

  it('a dealer blackjack after a double: Peru takes only the original (Art. 13º), Marbella every wager', async () => {
    expect(await findingsUnder(PERU, [doubledAgainstDealerBj])).toEqual([]);
    expect(await findingsUnder(MARBELLA, [doubledAgainstDealerBj])).toEqual([
      { hand_id: 'X-DEALER-BJ', ruleset: MARBELLA, rule: 'dealer-blackjack-takes', article: 'Black Jack', event: 10, expected: -200, actual: -100 },
    ]);
  });

  it('Marbella accepts a forced pot-luck-blackjack hand (its games list both), and Peru a blackjack hand', async () => {
    const hand = doubleOn12('pot-luck-blackjack', 'X-PL-GAME');
    expect((await findingsUnder(MARBELLA, [hand])).map((f) => f['rule'])).toEqual(['double-allowed', 'win-pays-1-to-1']);
    expect(await findingsUnder(PERU, [hand])).toEqual([]);
  });
});
