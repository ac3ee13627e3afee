import { marbellaBlackJack as marbellaRs } from '../../../../rules-catalog/es-marbella-black-jack/index.js';
import { potLuckBlackJack as potLuckRs } from '../../../../rules-catalog/pe-pot-luck-black-jack/index.js';
import { act, deal, heads, pay, reveal, take } from '../../../helpers/bj.js';
import { euro, insTake } from '../../../helpers/marbella.js';
import { findingsOf, testRule } from '../../../helpers/rule-tester.js';
import { describe, expect, it } from 'vitest';

const DES = 'Desarrollo del juego';

testRule(potLuckRs, 'dealer-draws-to-17', {
  valid: [
    { name: 'stands on soft 17 (A-6)', hand: heads(['Th', '8c'], 'Ad', '6h', 10, [act(1, 'stand'), reveal('6h'), pay(1, 10)]) },
    { name: 'no live hands: the dealer need not draw on 12', hand: heads(['Th', '6c'], '5d', '7h', 10, [act(1, 'hit'), deal('seat:1', 'Kc'), take(1, 10), reveal('7h')]) },
  ],
  invalid: [
    {
      name: 'draws on soft 17',
      hand: heads(['Th', '8c'], 'Ad', '6h', 10, [act(1, 'stand'), reveal('6h'), deal('dealer', '2c'), take(1, 10)]),
      findings: [{ rule: 'dealer-draws-to-17', article: 'Art. 14º', event: 8 }],
    },
    {
      // Reported at the reveal (event 7), where he stood on 16, not at the hole card's deal (5), before the players played.
      name: 'stands on 16',
      hand: heads(['Th', '5c'], 'Kd', '6h', 10, [act(1, 'stand'), reveal('6h'), take(1, 10)]),
      findings: [{ rule: 'dealer-draws-to-17', article: 'Art. 14º', event: 7 }],
    },
  ],
});

testRule(marbellaRs, 'dealer-draws-to-17', {
  valid: [
    { name: 'stands on a soft 17 (6 then ace)', hand: euro(['Tc', '6h'], '6c', 40, [act(1, 'stand'), deal('dealer', 'Ah'), take(1, 40)]) },
    // player_extra_cards_count = false: a blackjack dealt a card is still a blackjack, no live hand for the dealer to complete.
    {
      name: 'a blackjack dealt a third card leaves no live hand: the dealer may stop at 16',
      hand: euro(['Ah', 'Kd'], '9c', 100, [deal('seat:1', '5s', { hand: 1 }), deal('dealer', '7d'), pay(1, 150)]),
    },
    { name: 'draws on 16, stands on 19', hand: euro(['Tc', '8h'], '9c', 40, [act(1, 'stand'), deal('dealer', '7h'), deal('dealer', '3d'), take(1, 40)]) },
    {
      name: 'a soft 16 draws, the hard 16 it becomes draws again',
      hand: euro(['Tc', '9h'], 'Ac', 40, [act(1, 'stand'), deal('dealer', '5s'), deal('dealer', 'Td'), deal('dealer', '2c'), pay(1, 40)]),
    },
    { name: 'every player hand busted: the dealer need not draw', hand: euro(['Tc', '6h'], '9c', 40, [act(1, 'hit'), deal('seat:1', 'Kd'), take(1, 40)]) },
  ],
  invalid: [
    {
      name: 'drew on a soft 17',
      hand: euro(['Tc', '8h'], '6c', 40, [act(1, 'stand'), deal('dealer', 'Ah'), deal('dealer', '2d'), take(1, 40)]),
      findings: [{ rule: 'dealer-draws-to-17', article: DES, event: 7 }],
    },
    {
      name: 'stood on 16',
      hand: euro(['Tc', '8h'], '9c', 40, [act(1, 'stand'), deal('dealer', '7h'), pay(1, 40)]),
      findings: [{ rule: 'dealer-draws-to-17', article: DES, event: 6 }],
    },
    {
      name: 'European deal: never took a second card while a hand was live',
      hand: euro(['Tc', '8h'], '9c', 40, [act(1, 'stand'), pay(1, 40)]),
      findings: [{ rule: 'dealer-draws-to-17', article: DES, event: 3 }],
    },
    // A card after a double's one card is no part of the hand (player_extra_cards_count = false): 6 5 doubled into
    // 20 and dealt a king is a live 20, not a bust, and the dealer must complete his hand.
    {
      name: 'a double\'s 20 dealt an extra king is still live: the dealer never took his second card',
      hand: euro(['6h', '5d'], '9c', 100, [act(1, 'double', { amount: 100 }), deal('seat:1', '9s', { hand: 1 }), deal('seat:1', 'Kc', { hand: 1 }), take(1, 200)]),
      findings: [{ rule: 'dealer-draws-to-17', article: DES, event: 3 }],
    },
  ],
});

testRule(marbellaRs, 'dealer-draws-to-17', {
  valid: [],
  invalid: [
    {
      name: 'Marbella: the draw is reported though the card after it does not count toward his hand',
      hand: euro(['Th', '6c'], 'Td', 100, [act(1, 'stand'), deal('dealer', '7h'), take(1, 100), deal('dealer', '5h')]),
      findings: [{ rule: 'dealer-draws-to-17', article: DES, event: 8 }],
    },
  ],
});

// Pot Luck Art. 14º «se plantará»: the draw after 17 is reported where it happened, the hand settled on the 17.
testRule(potLuckRs, 'dealer-draws-to-17', {
  valid: [],
  invalid: [
    {
      name: 'the draw on 17 is still reported, where it happened',
      hand: heads(['Th', '8c'], 'Td', '7s', 100, [act(1, 'stand'), reveal('7s'), pay(1, 100), deal('dealer', '4c')]),
      findings: [{ rule: 'dealer-draws-to-17', article: 'Art. 14º', event: 9 }],
    },
  ],
});

// The European deal with every hand played out: the dealer's second card still decides an insurance on the
// layout (Seguro «Si el croupier saca Black Jack se pagará el seguro 2-1; si no, el jugador perderá el seguro»)
// and a blackjack against his ace or ten (Black Jack «...excepto cuando el croupier saca Black Jack»).
testRule(marbellaRs, 'dealer-draws-to-17', {
  valid: [
    { name: 'every hand busted, nothing insured: the dealer need not draw', hand: euro(['Tc', '6h'], 'Ad', 50, [act(1, 'hit'), deal('seat:1', '9d'), take(1, 50)]) },
    { name: 'a blackjack against a 9: nothing waits on the second card', hand: euro(['Ah', 'Kd'], '9c', 50, [pay(1, 75)]) },
    { name: 'even money taken: nothing waits on the second card', hand: euro(['Ah', 'Kd'], 'Ac', 50, [act(1, 'even_money'), pay(1, 50)]) },
    {
      name: 'insured, busted, and the dealer took his second card',
      hand: euro(['Tc', '6h'], 'Ad', 100, [act(1, 'insurance', { amount: 50 }), act(1, 'hit'), deal('seat:1', '9d'), take(1, 100), deal('dealer', '7s'), insTake(1, 50)]),
    },
  ],
  invalid: [
    {
      name: 'insured, busted, the insurance collected without the dealer\'s second card',
      hand: euro(['Tc', '6h'], 'Ad', 100, [act(1, 'insurance', { amount: 50 }), act(1, 'hit'), deal('seat:1', '9d'), take(1, 100), insTake(1, 50)]),
      findings: [{ rule: 'dealer-draws-to-17', article: DES, event: undefined }],
    },
    {
      name: 'a blackjack against a ten paid 3 to 2 without the dealer\'s second card',
      hand: euro(['Ah', 'Kd'], 'Tc', 50, [pay(1, 75)]),
      findings: [{ rule: 'dealer-draws-to-17', article: DES, event: undefined }],
    },
  ],
});

// review12b: a hole card with every hand played out still decides an insurance on the layout (Pot Luck Art. 10º «La
// determinación de una apuesta de seguro ... se efectuará ... cuando el dealer descubre su carta cubierta») and a
// blackjack waiting against his ten or ace (Art. 13º «deberá esperar a que ... el dealer descubra su carta cubierta»);
// Art. 14º has him turn it when he has finished with the players. It was reported only with a live hand left.
const insTakePl = (seat: number, amount: number) => ({ type: 'collect', seat, spot: 'insurance', amount });
const insPayPl = (seat: number, amount: number) => ({ type: 'payout', seat, spot: 'insurance', amount });
testRule(potLuckRs, 'dealer-draws-to-17', {
  valid: [
    { name: 'every hand busted, nothing insured: the hole card may stay down', hand: heads(['Tc', '6h'], '9d', 'Ks', 50, [act(1, 'hit'), deal('seat:1', '9d'), take(1, 50)]) },
    { name: 'a blackjack against a 9, paid at once: nothing waits on the hole card', hand: heads(['Ah', 'Kd'], '9c', '8s', 50, [pay(1, 75)]) },
    {
      name: 'insured, busted, and the hole card turned: the insurance decided at the reveal',
      hand: heads(['Tc', '6h'], 'Ad', 'Ks', 100, [act(1, 'insurance', { amount: 50 }), act(1, 'hit'), deal('seat:1', '9d'), take(1, 100), reveal('Ks'), insPayPl(1, 100)]),
    },
  ],
  invalid: [
    {
      name: 'insured, busted, the insurance collected with the hole card never turned',
      hand: heads(['Tc', '6h'], 'Ad', '7s', 100, [act(1, 'insurance', { amount: 50 }), act(1, 'hit'), deal('seat:1', '9d'), take(1, 100), insTakePl(1, 50)]),
      findings: [{ rule: 'dealer-draws-to-17', article: 'Art. 14º', event: undefined }],
    },
    {
      name: 'a blackjack against a ten paid 3 to 2 with the hole card never turned',
      hand: heads(['Ah', 'Kd'], 'Tc', '8s', 50, [pay(1, 75)]),
      findings: [{ rule: 'dealer-draws-to-17', article: 'Art. 14º', event: undefined }],
    },
  ],
});

describe('a hole card never turned while an insurance waits on it (review12b)', () => {
  it('says what waited on it, in both languages', () => {
    const f = findingsOf(potLuckRs, heads(['Tc', '6h'], 'Ad', '7s', 100, [act(1, 'insurance', { amount: 50 }), act(1, 'hit'), deal('seat:1', '9d'), take(1, 100), insTakePl(1, 50)]))
      .filter((x) => x.rule === 'dealer-draws-to-17');
    expect(f.map((x) => [x.article, x.event, x.category])).toEqual([['Art. 14º', undefined, 'procedure']]);
    expect(f[0]!.message.en).toBe('The dealer never revealed the hole card although an insurance depended on whether he had blackjack (Art. 14º).');
    expect(f[0]!.message.es).toBe('El dealer no descubrió su carta cubierta aunque un seguro dependía de si tenía Black Jack (Art. 14º).');
  });
});

// left10: a hand the table settled standing on T-5 = 15 (paid 40 against the dealer's 9-5 = 14, event 6), then dealt a
// king after its settlement (event 8). The settlement judges it as it stood when settled, 15, a live hand; the dealer
// rule counted it busted by the king, found no live hand, and let the dealer stop on 14. Both read the hand as
// settled now (liveForDealer): the dealer stood on 14 with a live 15 (event 5), and the payout of 40 is right.
testRule(marbellaRs, 'dealer-draws-to-17', {
  valid: [{
    name: 'the hand busted by its own hit before any settlement: no live hand, the dealer may stop on 14',
    hand: euro(['Tc', '5h'], '9c', 40, [act(1, 'hit'), deal('seat:1', 'Kd'), deal('dealer', '5d'), take(1, 40)]),
  }],
  invalid: [{
    name: 'the hand settled on 15, then dealt a king: still live as settled, the dealer stood on 14',
    hand: euro(['Tc', '5h'], '9c', 40, [deal('dealer', '5d'), pay(1, 40), act(1, 'hit'), deal('seat:1', 'Kd')]),
    findings: [{ rule: 'dealer-draws-to-17', article: DES, event: 5 }],
  }],
});

describe('the dealer rule and the settlement read one hand (left10)', () => {
  it('settled on 15 against 14 and paid 40, then dealt a king: the dealer stood on 14 is reported; the payout is right', () => {
    const f = findingsOf(marbellaRs, euro(['Tc', '5h'], '9c', 40, [deal('dealer', '5d'), pay(1, 40), act(1, 'hit'), deal('seat:1', 'Kd')]));
    expect(f.map((x) => [x.rule, x.event, x.category])).toEqual([
      ['dealer-draws-to-17', 5, 'procedure'],
      ['dealer-after-players', 7, 'procedure'],
      ['settled-before-hand-ended', 7, 'procedure'],
    ]);
  });
});
