// A stake of zero is no wager; `currency` is an ISO 4217 code; an amount in a currency without a minor unit is
// whole. Each refusal names the field, in the hand's own record, and is worded in both languages.
import { describe, expect, it } from 'vitest';
import { normalizeHand, tableProblem } from '../../../engine/input/normalize.js';
import { DEFAULT_RULESETS } from '../../../rules-catalog/index.js';
import { rawHand } from '../../helpers/hand.js';
import { renderReason } from '../../../engine/core/reasons.js';

const opts = (tables?: Map<string, Record<string, unknown>>) => ({ tables, defaultRuleset: (g: string) => DEFAULT_RULESETS[g] });
const problem = (game: string, events: Record<string, unknown>[], extra: Record<string, unknown> = {}, tables?: Map<string, Record<string, unknown>>) => {
  const n = normalizeHand(rawHand(game, events, extra), { path: 'x', line: 1 }, opts(tables));
  return n.ok ? 'accepted' : { field: n.problem.field, en: renderReason(n.problem.reason, 'en'), es: renderReason(n.problem.reason, 'es') };
};
const bj = (amount: unknown) => [{ type: 'bet', seat: 1, spot: 'main', amount }, { type: 'deal', to: 'seat:1', card: '6h' }];

describe('a stake of zero', () => {
  it('a bet of 0 (or -0) is refused naming its amount', () => {
    for (const amount of [0, -0]) {
      expect(problem('blackjack', bj(amount))).toEqual({
        field: 'events[0].amount',
        en: `a stake of ${String(amount)} is no wager: a bet, and a decision that adds a stake, must be more than zero`,
        es: `una apuesta de ${String(amount)} no es una apuesta: una apuesta, y una decisión que añade una apuesta, deben ser mayores que cero`,
      });
    }
  });
  it('a double, split, insurance or Caribbean bet decision of 0 is refused naming its amount', () => {
    for (const action of ['double', 'split', 'insurance']) {
      expect(problem('pot-luck-blackjack', [...bj(10), { type: 'decision', seat: 1, hand: 1, action, amount: 0 }])).toMatchObject({ field: 'events[2].amount' });
    }
    expect(problem('caribbean-stud', [{ type: 'bet', seat: 1, spot: 'ante', amount: 10 }, { type: 'decision', seat: 1, action: 'bet', amount: 0 }]))
      .toMatchObject({ field: 'events[1].amount', en: expect.stringMatching(/^a stake of 0 is no wager/) });
  });
  it('a settlement or commission of 0 is what the table did: accepted, the rules judge it', () => {
    for (const type of ['payout', 'collect', 'return']) {
      expect(problem('blackjack', [...bj(10), { type, seat: 1, spot: 'main', amount: 0 }])).toBe('accepted');
    }
    expect(problem('pot-luck-blackjack', [...bj(10), { type: 'commission', spot: 'pool', amount: 0 }])).toBe('accepted');
    expect(problem('blackjack', [...bj(0.01)])).toBe('accepted');
  });
});

describe('the currency code', () => {
  it('is an ISO 4217 code: an unknown code, lower case or padded is refused naming currency', () => {
    for (const code of ['XYZ', 'pen', 'PEN ', 'XXX', 'EURO']) {
      expect(problem('blackjack', bj(10), { currency: code })).toEqual({
        field: 'currency',
        en: `${JSON.stringify(code)} is not an ISO 4217 currency code (three capital letters naming a currency, as PEN, EUR or USD)`,
        es: `${JSON.stringify(code)} no es un código de moneda ISO 4217 (tres letras mayúsculas que nombran una moneda, como PEN, EUR o USD)`,
      });
    }
    for (const code of ['PEN', 'EUR', 'USD', 'JPY', 'BHD']) expect(problem('blackjack', bj(10), { currency: code })).toBe('accepted');
  });
  it('the table configuration\'s currency (inline or from a tables file) is held to the same list, named table.currency or currency', () => {
    expect(problem('blackjack', bj(10), { table: { currency: 'ABC' } })).toMatchObject({ field: 'table.currency' });
    expect(problem('blackjack', bj(10), { table_id: 'T', }, new Map([['T', { currency: 'ABC' }]]))).toMatchObject({ field: 'table.currency' });
    expect(tableProblem({ currency: 'ABC' })).toMatchObject({ field: 'currency', reason: { code: 'currency.not-iso4217' } });
    expect(tableProblem({ currency: 'pen' })).toMatchObject({ field: 'currency', reason: { code: 'currency.not-iso4217' } });
    expect(tableProblem({ currency: 'PEN' })).toBeUndefined();
  });
  it('a currency without a minor unit (JPY, KRW, CLP) takes whole amounts only: a decimal is refused naming the field', () => {
    expect(problem('blackjack', bj(100.5), { currency: 'JPY' })).toEqual({
      field: 'events[0].amount',
      en: 'amount 100.50 has decimals, and JPY has no minor unit (ISO 4217: whole amounts only)',
      es: 'el importe 100.50 tiene decimales, y JPY no tiene unidad fraccionaria (ISO 4217: solo importes enteros)',
    });
    expect(problem('blackjack', [...bj(100), { type: 'payout', seat: 1, spot: 'main', amount: 150.25 }], { currency: 'KRW' })).toMatchObject({ field: 'events[2].amount' });
    expect(problem('blackjack', bj(100), { currency: 'CLP', table: { min_bet: 0.5 } })).toMatchObject({ field: 'table.min_bet' });
    // the table's currency is the hand's when the hand names none
    expect(problem('blackjack', bj(100.5), { table: { currency: 'JPY' } })).toMatchObject({ field: 'events[0].amount' });
    expect(problem('blackjack', bj(100), { currency: 'JPY' })).toBe('accepted');
    expect(problem('blackjack', bj(100.5), { currency: 'PEN' })).toBe('accepted');
    // three-decimal currencies: the format's two decimals are the limit, and exact in them
    expect(problem('blackjack', bj(1.25), { currency: 'BHD' })).toBe('accepted');
    expect(problem('blackjack', bj(1.125), { currency: 'BHD' })).toMatchObject({ field: 'events[0].amount' });
  });
});

describe('a Caribbean bet pay table', () => {
  const cs = [{ type: 'bet', seat: 1, spot: 'ante', amount: 10 }];
  const table = (bet_paytable: Record<string, unknown>) => ({ table: { bet_paytable: { royal_flush: 100, ...bet_paytable } } });
  it('a line that is not a plain two-decimal ratio is refused naming the line, never judged "below the minimum"', () => {
    expect(problem('caribbean-stud', cs, table({ royal_flush: Infinity }))).toMatchObject({ field: 'table.bet_paytable.royal_flush', en: 'amount is not a finite number' });
    expect(problem('caribbean-stud', cs, table({ royal_flush: 100.123 }))).toMatchObject({ field: 'table.bet_paytable.royal_flush', en: 'amount 100.123 has more than two decimals' });
    expect(problem('caribbean-stud', cs, table({ one_pair: 1e20 }))).toMatchObject({ field: 'table.bet_paytable.one_pair' });
  });
  it('a category the format does not name is refused naming it; the ten categories with ratios of up to two decimals are read', () => {
    expect(problem('caribbean-stud', cs, table({ royalflush: 50 }))).toMatchObject({
      field: 'table.bet_paytable.royalflush',
      en: '"royalflush" is not a hand category of the pay table (one of royal_flush, straight_flush, four_of_a_kind, full_house, flush, straight, three_of_a_kind, two_pair, one_pair, high_card)',
    });
    expect(problem('caribbean-stud', cs, table({ straight_flush: 50, four_of_a_kind: 20, full_house: 7, flush: 5, straight: 4, three_of_a_kind: 3, two_pair: 2, one_pair: 1, high_card: 1.5 }))).toBe('accepted');
  });
});

describe('posted bet limits', () => {
  it('a minimum over the maximum is refused naming table.min_bet; equal limits are read', () => {
    expect(problem('blackjack', bj(10), { table: { min_bet: 2000, max_bet: 10 } })).toEqual({
      field: 'table.min_bet',
      en: 'the posted minimum bet 2000 is over the posted maximum 10: no bet fits both',
      es: 'la apuesta mínima publicada 2000 supera la máxima publicada 10: ninguna apuesta cabe entre ambas',
    });
    expect(problem('blackjack', bj(10), { table: { min_bet: 10, max_bet: 10 } })).toBe('accepted');
    expect(problem('blackjack', bj(10), {}, new Map([['T', { min_bet: 10.5, max_bet: 10.25 }]]))).toMatchObject({ field: 'table.min_bet' });
  });
});

describe('the hand\'s currency and its table\'s', () => {
  it('a hand in another currency than its table configuration (inline or from a tables file) is refused naming currency', () => {
    expect(problem('blackjack', bj(10), { currency: 'PEN', table: { currency: 'USD', min_bet: 5 } })).toEqual({
      field: 'currency',
      en: 'the hand\'s currency "PEN" is not its table configuration\'s "USD": its amounts and the posted ones cannot be compared',
      es: 'la moneda de la mano "PEN" no es la de la configuración de su mesa, "USD": sus importes y los publicados no pueden compararse',
    });
    expect(problem('blackjack', bj(10), { currency: 'PEN' }, new Map([['T', { currency: 'EUR' }]]))).toMatchObject({ field: 'currency' });
    expect(problem('blackjack', bj(10), { currency: 'PEN', table: { currency: 'PEN' } })).toBe('accepted');
  });
});

// JSON.parse makes `"__proto__"` an own member of the table configuration; copied into the table's other keys by
// assignment, it set their object's prototype, so its members were read as posted without a check: a currency that
// is no code on every finding of the hand, a posted currency the hand then contradicted.
describe('a table configuration key named __proto__', () => {
  const withProto = (inner: string, hand: Record<string, unknown> = {}) =>
    JSON.parse(JSON.stringify(rawHand('blackjack', bj(10), { ...hand, table: { min_bet: 5 } })).replace('"table":{', `"table":{"__proto__":${inner},`)) as Record<string, unknown>;
  const normalized = (raw: Record<string, unknown>) => normalizeHand(raw, { path: 'x', line: 1 }, opts());

  it('is a key like any other: nothing it holds is read as the table\'s currency', () => {
    const n = normalized(withProto('{"currency":"not a code"}'));
    if (!n.ok) throw new Error('refused');
    expect(n.hand.table.extra['currency']).toBeUndefined();
    expect(Object.keys(n.hand.table.extra)).toEqual(['__proto__']);
    expect(n.hand.table.min_bet).toBe(500);
    const usd = normalized(withProto('{"currency":"USD"}', { currency: 'PEN' }));
    expect(usd.ok).toBe(true);
    if (usd.ok) expect(usd.hand.currency).toBe('PEN');
  });

  it('a table configuration\'s own currency is still checked and read', () => {
    const n = normalized(JSON.parse(JSON.stringify(rawHand('blackjack', bj(10), { table: { currency: 'USD' } }))) as Record<string, unknown>);
    expect(n.ok && n.hand.table.extra['currency']).toBe('USD');
  });
});

