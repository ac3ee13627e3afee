import { potLuckBlackJack as rs } from '../../../rules-catalog/pe-pot-luck-black-jack/index.js';
import { act, back, bet, deal, heads, hole, P, pay, potLuck, reveal, take } from '../../helpers/bj.js';
import { findingsOf, testRule } from '../../helpers/rule-tester.js';
import { describe, expect, it } from 'vitest';

testRule(rs, 'blackjack-payment-timing', {
  valid: [
    { name: 'against a ten: paid after the reveal', hand: heads(['Ah', 'Kd'], 'Tc', '8s', 100, [reveal('8s'), pay(1, 150)]) },
    { name: 'against a ten: pushed after the dealer revealed his blackjack', hand: heads(['Ah', 'Kd'], 'Tc', 'As', 100, [reveal('As'), back(1, 100)]) },
    {
      // Found by the simulator: a card the dealer draws in his turn is never the up card, even when his first card went down.
      name: 'first dealer card (a ten) dealt face down: paid after the reveal and the dealer\'s draw',
      hand: potLuck([bet(1, 100), deal('seat:1', 'As'), deal('dealer', 'Jh', { face: 'down' }), deal('seat:1', 'Qc'), hole('4s'),
        P('offer_surrender'), reveal('4s'), deal('dealer', '6s'), pay(1, 150)]),
    },
    {
      // clause28: Art. 9º «Un jugador puede retirarse después de haber recibido sus dos primeras cartas» excepts no
      // Black Jack, and has the dealer collect the half «inmediatamente»: that collection is the retiro's, not the
      // Black Jack settled before the reveal (it was reported so). The box and the bet behind it, each half at once.
      name: 'a Black Jack surrendered against a ten: the half collected at once (box and bet behind)',
      hand: potLuck([bet(1, 60), bet(1, 40, 'main', { behind: true, player: 'P2' }), deal('seat:1', 'Ac'), deal('dealer', 'Td'),
        deal('seat:1', 'Qh'), hole('7s'), P('offer_surrender'), act(1, 'surrender'), take(1, 30),
        take(1, 20, { behind: true, player: 'P2' }), reveal('7s')]),
    },
  ],
  invalid: [
    {
      name: 'against a ten: paid before the dealer revealed',
      hand: heads(['Ah', 'Kd'], 'Tc', '8s', 100, [pay(1, 150), reveal('8s')]),
      findings: [{ rule: 'blackjack-payment-timing', article: 'Art. 13º', event: 6, seat: 1, hand: 1 }],
    },
    {
      // «...deberá esperar a que ... el dealer descubra su carta cubierta»: the push was right, its time was not.
      name: 'against a ten: pushed before the dealer revealed his blackjack',
      hand: heads(['Ah', 'Kd'], 'Tc', 'As', 100, [back(1, 100), reveal('As')]),
      findings: [{ rule: 'blackjack-payment-timing', article: 'Art. 13º', event: 6, seat: 1, hand: 1 }],
    },
  ],
});

// «...el dealer debe inmediatamente pagar...» against a 9: seats served one by one (Art. 14º); seat 2 holds the
// blackjack (interpretation, parameter blackjack_paid_by).
const vsNine = (after: Record<string, unknown>[]) => potLuck([bet(1, 100), bet(2, 100), bet(3, 100), deal('seat:1', 'Ts'), deal('seat:2', 'As'), deal('seat:3', 'Th'),
  deal('dealer', '9d'), deal('seat:1', '8s'), deal('seat:2', 'Kd'), deal('seat:3', '9h'), hole('8c'), P('offer_surrender'), ...after]);
testRule(rs, 'blackjack-payment-timing', {
  valid: [
    { name: 'against a 9: paid before anyone plays', hand: vsNine([pay(2, 150), act(1, 'stand'), act(3, 'stand'), reveal('8c'), take(1, 100, { seat: 1 }), pay(3, 100, { seat: 3 })]) },
    { name: 'against a 9: paid on reaching the seat, after seat 1 played', hand: vsNine([act(1, 'stand'), pay(2, 150), act(3, 'stand'), reveal('8c'), take(1, 100, { seat: 1 }), pay(3, 100, { seat: 3 })]) },
  ],
  invalid: [
    {
      name: 'against a 9: paid after seat 3 had played',
      hand: vsNine([act(1, 'stand'), act(3, 'stand'), pay(2, 150), reveal('8c'), take(1, 100, { seat: 1 }), pay(3, 100, { seat: 3 })]),
      findings: [{ rule: 'blackjack-payment-timing', article: 'Art. 13º', event: 15, seat: 2, hand: 1 }],
    },
    {
      name: 'against a 9: paid in the dealer\'s turn',
      hand: vsNine([act(1, 'stand'), act(3, 'stand'), reveal('8c'), pay(2, 150), take(1, 100, { seat: 1 }), pay(3, 100, { seat: 3 })]),
      findings: [{ rule: 'blackjack-payment-timing', article: 'Art. 13º', event: 16, seat: 2, hand: 1 }],
    },
  ],
});

// «...el jugador podrá optar por el pago simple. La opción se permitirá hasta antes de iniciarse la etapa de entrega
// voluntaria de cartas. En este caso el jugador recibe un premio en proporción de 1 a 1 y el dealer recogerá sus
// cartas...»: paid as it is taken (interpretation, parameter even_money_paid_by = voluntary-dealing). Seat 1 holds the
// blackjack against the dealer's ace; seat 2 plays after it.
const vsAce = (hole8: string, after: Record<string, unknown>[]) => potLuck([bet(1, 100), bet(2, 100), deal('seat:1', 'As'), deal('seat:2', '8d'),
  deal('dealer', 'Ah'), deal('seat:1', 'Ks'), deal('seat:2', '9c'), hole(hole8), P('offer_insurance'), act(1, 'even_money'), ...after]);
testRule(rs, 'blackjack-payment-timing', {
  valid: [
    { name: 'even money paid as it is taken', hand: vsAce('7h', [pay(1, 100), act(2, 'stand'), reveal('7h'), take(2, 100, { seat: 2 })]) },
    { name: 'even money paid after other seats answered the insurance, before anyone played', hand: vsAce('7h', [act(2, 'decline_insurance'), pay(1, 100), act(2, 'stand'), reveal('7h'), take(2, 100, { seat: 2 })]) },
    {
      // Taken after seat 2 played: even-money-allowed reports it and it settles nothing; the blackjack, paid 3 to 2 after
      // the reveal, is paid in time.
      name: 'even money taken too late: not judged as a late even money',
      hand: potLuck([bet(1, 100), bet(2, 100), deal('seat:1', 'As'), deal('seat:2', '8d'), deal('dealer', 'Ah'), deal('seat:1', 'Ks'),
        deal('seat:2', '9c'), hole('7h'), P('offer_insurance'), act(2, 'stand'), act(1, 'even_money'), reveal('7h'), pay(1, 150), take(2, 100, { seat: 2 })]),
    },
  ],
  invalid: [
    {
      name: 'even money taken in time, paid after seat 2 played',
      hand: vsAce('7h', [act(2, 'hit'), deal('seat:2', '2c'), act(2, 'stand'), pay(1, 100), reveal('7h'), pay(2, 100, { seat: 2 })]),
      findings: [{ rule: 'blackjack-payment-timing', article: 'Art. 13º', event: 14, seat: 1, hand: 1 }],
    },
    {
      name: 'even money taken in time, paid after the dealer revealed his blackjack',
      hand: vsAce('Kh', [act(2, 'stand'), reveal('Kh'), pay(1, 100), take(2, 100, { seat: 2 })]),
      findings: [{ rule: 'blackjack-payment-timing', article: 'Art. 13º', event: 13, seat: 1, hand: 1 }],
    },
  ],
});

// review13bj: a bet behind the box rides the box's hand, and its player holds the same Black Jack («Si cualquier
// jugador obtiene un Black Jack, el dealer debe inmediatamente pagar al jugador»): its settlement's time is judged as
// the box's (it was skipped). P9 bets 40 behind seat 1's A-K.
const withBehind = (up: string, down: string, after: Record<string, unknown>[]) => potLuck([bet(1, 100), bet(1, 40, 'main', { behind: true, player: 'P9' }), bet(2, 100),
  deal('seat:1', 'As'), deal('seat:2', 'Tc'), deal('dealer', up), deal('seat:1', 'Kd'), deal('seat:2', '8c'), hole(down), P('offer_surrender'), ...after]);
const behindPay = (amount: number) => pay(1, amount, { behind: true, player: 'P9' });
testRule(rs, 'blackjack-payment-timing', {
  valid: [
    { name: 'against a 9: the box and the bet behind paid at once', hand: withBehind('9h', '8h', [pay(1, 150), behindPay(60), act(2, 'stand'), reveal('8h'), pay(2, 100, { seat: 2 })]) },
    { name: 'against a ten: the box and the bet behind paid after the reveal', hand: withBehind('Th', '7h', [act(2, 'stand'), reveal('7h'), pay(1, 150), behindPay(60), pay(2, 100, { seat: 2 })]) },
  ],
  invalid: [
    {
      name: 'against a ten: the bet behind paid before the reveal',
      hand: withBehind('Th', '7h', [behindPay(60), act(2, 'stand'), reveal('7h'), pay(1, 150), pay(2, 100, { seat: 2 })]),
      findings: [{ rule: 'blackjack-payment-timing', article: 'Art. 13º', event: 11, seat: 1, hand: 1 }],
    },
    {
      name: 'against a 9: the bet behind paid in the dealer\'s turn',
      hand: withBehind('9h', '8h', [pay(1, 150), act(2, 'stand'), reveal('8h'), behindPay(60), pay(2, 100, { seat: 2 })]),
      findings: [{ rule: 'blackjack-payment-timing', article: 'Art. 13º', event: 14, seat: 1, hand: 1 }],
    },
  ],
});

describe('a bet behind the box named in the timing words', () => {
  it('says whose Black Jack was paid early, in both languages', () => {
    const f = findingsOf(rs, withBehind('Th', '7h', [behindPay(60), act(2, 'stand'), reveal('7h'), pay(1, 150), pay(2, 100, { seat: 2 })])).filter((x) => x.rule === 'blackjack-payment-timing');
    expect(f.map((x) => x.message.en)).toEqual(['Seat 1\'s blackjack (the bet behind the box, P9) was paid before the dealer revealed, with 10♥ as the dealer\'s first card (Art. 13º).']);
    expect(f.map((x) => x.message.es)).toEqual(['El Black Jack del asiento 1 (apuesta de detrás de la casilla, P9) se pagó antes de que el dealer descubriera su carta, con 10♥ como primera carta del dealer (Art. 13º).']);
  });
});
