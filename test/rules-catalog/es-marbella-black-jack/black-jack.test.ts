import { marbellaBlackJack as rs } from '../../../rules-catalog/es-marbella-black-jack/index.js';
import { act, bet, deal, hole, pay, reveal } from '../../helpers/bj.js';
import { HOLE_CARD_TABLE, euro, marbella } from '../../helpers/marbella.js';
import { describe, expect, it } from 'vitest';
import { findingsOf, testRule } from '../../helpers/rule-tester.js';

const BJ = 'Black Jack';
const ret = (seat: number, amount: number) => ({ type: 'return', seat, spot: 'main', hand: 1, amount });

// Black Jack «...gana a cualquier otra combinación, excepto cuando el croupier saca Black Jack»: against an ace or a
// ten as the dealer's first card, the Black Jack is settled once his second card has shown.
testRule(rs, 'blackjack-settled-before-dealer-second-card', {
  valid: [
    { name: 'against a 9: paid at once', hand: euro(['Ah', 'Kc'], '9s', 100, [pay(1, 150), deal('dealer', '7d')]) },
    { name: 'against a ten: paid after the dealer\'s second card (a 7)', hand: euro(['Ah', 'Kc'], 'Ts', 100, [deal('dealer', '7d'), pay(1, 150)]) },
    { name: 'against an ace: a tie returned after the dealer\'s queen', hand: euro(['Ah', 'Kc'], 'As', 100, [act(1, 'decline_insurance'), deal('dealer', 'Qd'), ret(1, 100)]) },
    {
      name: 'hole-card table, against a ten: paid after the hole card is turned up',
      hand: marbella([bet(1, 100), deal('seat:1', 'Ah'), deal('dealer', 'Ts'), deal('seat:1', 'Kc'), hole('7d'), reveal('7d'), pay(1, 150)], HOLE_CARD_TABLE),
    },
    { name: 'even money taken against an ace is paid when taken (Seguro)', hand: euro(['Ah', 'Kc'], 'As', 100, [act(1, 'even_money'), pay(1, 100), deal('dealer', '7d')]) },
  ],
  invalid: [
    {
      name: 'against an ace, paid 3 to 2 before the dealer\'s second card (a 7: the amount is right, the order is not)',
      hand: euro(['Ah', 'Kc'], 'As', 100, [act(1, 'decline_insurance'), pay(1, 150), deal('dealer', '7d')]),
      findings: [{ rule: 'blackjack-settled-before-dealer-second-card', article: BJ, event: 6, seat: 1, hand: 1 }],
    },
    {
      name: 'against a ten, paid before the dealer\'s ace (a tie was owed)',
      hand: euro(['Ah', 'Kc'], 'Ts', 100, [pay(1, 150), deal('dealer', 'Ad')]),
      findings: [{ rule: 'blackjack-settled-before-dealer-second-card', article: BJ, event: 5, seat: 1, hand: 1 }],
    },
    {
      name: 'hole-card table, against an ace: returned before the hole card is turned up',
      hand: marbella([bet(1, 100), deal('seat:1', 'Ah'), deal('dealer', 'As'), deal('seat:1', 'Kc'), hole('Qd'), ret(1, 100), reveal('Qd')], HOLE_CARD_TABLE),
      findings: [{ rule: 'blackjack-settled-before-dealer-second-card', article: BJ, event: 6, seat: 1, hand: 1 }],
    },
  ],
});

describe('blackjack-settled-before-dealer-second-card leaves the amount to blackjack-pays-3-to-2', () => {
  it('paid 150 against a ten before the dealer\'s ace: the order reported, and a tie owed (expected 0, actual 150)', () => {
    const f = findingsOf(rs, euro(['Ah', 'Kc'], 'Ts', 100, [pay(1, 150), deal('dealer', 'Ad')]));
    const order = f.find((x) => x.rule === 'blackjack-settled-before-dealer-second-card')!;
    expect([order.event, order.article]).toEqual([5, BJ]);
    expect(order.message.en).toContain('with 10♠ as his first card');
    expect(order.message.es).toContain('se liquidó (pago) antes de que el croupier mostrara su segunda carta');
    const money = f.find((x) => x.rule === 'blackjack-pays-3-to-2')!;
    expect([money.event, money.expected, money.actual]).toEqual([5, 0, 15000]);
  });
});

// review13bj: a bet behind the box (Jugadores) rides the box's Black Jack; settled before the dealer's second card
// shows, it was not reported (the rule returned on every settlement marked behind). P9 bets 40 behind seat 1's A-K.
const behindHand = (after: Record<string, unknown>[]) => marbella([bet(1, 100), bet(1, 40, 'main', { behind: true, player: 'P9' }),
  deal('seat:1', 'Ah'), deal('dealer', 'Ts'), deal('seat:1', 'Kc'), ...after]);
const behindPaid = (amount: number) => pay(1, amount, { behind: true, player: 'P9' });
testRule(rs, 'blackjack-settled-before-dealer-second-card', {
  valid: [{ name: 'against a ten: the box and the bet behind paid after the dealer\'s 7', hand: behindHand([deal('dealer', '7d'), pay(1, 150), behindPaid(60)]) }],
  invalid: [{
    name: 'against a ten: the bet behind paid before the dealer\'s second card, the box after it',
    hand: behindHand([behindPaid(60), deal('dealer', '7d'), pay(1, 150)]),
    findings: [{ rule: 'blackjack-settled-before-dealer-second-card', article: BJ, event: 6, seat: 1, hand: 1 }],
  }],
});

describe('the bet behind the box named in the words', () => {
  it('es and en', () => {
    const f = findingsOf(rs, behindHand([behindPaid(60), deal('dealer', '7d'), pay(1, 150)])).filter((x) => x.rule === 'blackjack-settled-before-dealer-second-card');
    expect(f).toHaveLength(1);
    expect(f[0]!.message.en.startsWith('Seat 1\'s blackjack (the bet behind the box, P9) was settled (paid) before the dealer showed his second card, with 10♠')).toBe(true);
    expect(f[0]!.message.es.startsWith('El Black Jack del asiento 1 (apuesta de detrás de la casilla, P9) se liquidó (pago) antes de que el croupier mostrara su segunda carta, con 10♠')).toBe(true);
  });
});
