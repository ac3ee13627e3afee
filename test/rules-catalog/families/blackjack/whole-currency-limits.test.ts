// The insurance limit in a currency without a minor unit (clause28). Pot Luck Art. 10º «Las apuestas adicionales como
// seguro sólo podrán efectuarse hasta por la mitad de la apuesta original», Marbella's Seguro «una cantidad como máximo
// igual a la mitad de su apuesta primitiva». Half of CLP 105 is 52.5, which no chip stakes: the most a player may insure
// is CLP 52. The limit was taken in hundredths whatever the currency (CLP 52.50 «admitted»), so an insurance of 53,
// lost or won, was judged on a stake of 52.50: a payout of 106 was «owed by the player CLP 1» (it is 2: the lawful 52
// pays 104), the message named «CLP 52.50» and «CLP 0.50» handed back, amounts no table can hand over.
import { describe, expect, it } from 'vitest';
import { potLuckBlackJack as pl } from '../../../../rules-catalog/pe-pot-luck-black-jack/index.js';
import { marbellaBlackJack as mb } from '../../../../rules-catalog/es-marbella-black-jack/index.js';
import { act, bet, deal, hole, P, reveal, take } from '../../../helpers/bj.js';
import { findingsOf } from '../../../helpers/rule-tester.js';
import { rawHand } from '../../../helpers/hand.js';
import { insPay } from '../../../helpers/marbella.js';

const PL_CLP = { decks: 6, min_bet: 10, max_bet: 2000, max_splits: 3, pool_commission_pct: 5, currency: 'CLP' };
const MB_CLP = { decks: 6, min_bet: 5, max_bet: 1000, dealer_hole_card: false, currency: 'CLP' };
const row = (f: ReturnType<typeof findingsOf>[number]) => [f.rule, f.article, f.event, f.seat, f.expected, f.actual, f.owed_to_player, f.severity];

// Seat 1: 9 9 against a dealer ace (Pot Luck: hole queen), insures `insured` on 105; the dealer has Black Jack.
const potLuck = (insured: number, paid: number) => rawHand('pot-luck-blackjack', [
  bet(1, 105), deal('seat:1', '9h'), deal('dealer', 'Ad'), deal('seat:1', '9d'), hole('Qs'), P('offer_insurance'),
  act(1, 'insurance', { amount: insured }), act(1, 'stand'), reveal('Qs'), insPay(1, paid), take(1, 105),
], { currency: 'CLP', table: PL_CLP });
const marbella = (insured: number, paid: number) => rawHand('blackjack', [
  bet(1, 105), deal('seat:1', '9h'), deal('dealer', 'Ad'), deal('seat:1', '9d'), P('offer_insurance'),
  act(1, 'insurance', { amount: insured }), act(1, 'stand'), deal('dealer', 'Qs'), insPay(1, paid), take(1, 105),
], { currency: 'CLP', table: MB_CLP });

describe('insurance up to half the wager, in whole pesos', () => {
  it('52 on 105 is within the half (52.5) and wins 104: no finding', () => {
    expect(findingsOf(pl, potLuck(52, 104))).toEqual([]);
    expect(findingsOf(mb, marbella(52, 104))).toEqual([]);
  });

  it('53 on 105 is over the half: 52 is the lawful stake, 1 is handed back, a payout of 106 is 2 over (104)', () => {
    const f = findingsOf(pl, potLuck(53, 106));
    expect(f.map(row)).toEqual([
      ['insurance-allowed', 'Art. 10º', 7, 1, undefined, undefined, undefined, 'error'],
      ['insurance-pays-2-to-1', 'Art. 10º', 10, 1, 10400, 10600, -200, 'error'],
    ]);
    const money = f[1]!.message.en;
    expect(money).toContain('CLP 52 ');
    expect(money).not.toContain('52.50');
    expect(money).not.toContain('0.50');
    const seg = findingsOf(mb, marbella(53, 106));
    expect(seg.map(row)).toEqual([
      ['insurance-allowed', 'Seguro', 6, 1, undefined, undefined, undefined, 'error'],
      ['insurance-pays-2-to-1', 'Seguro', 9, 1, 10400, 10600, -200, 'error'],
    ]);
  });

  it('the decision names the limit in whole pesos', () => {
    const f = findingsOf(pl, potLuck(53, 104)).find((x) => x.rule === 'insurance-allowed')!;
    expect(f.message.en).not.toContain('52.50');
    expect(f.message.es).not.toContain('52.50');
  });
});
