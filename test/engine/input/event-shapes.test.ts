// Normalised events have one fixed shape per type (engine/input/normalize.ts normalizeEvent): the same keys in
// the same order whatever the log's key order and optional fields, the format's defaults filled in, the values
// converted, and nothing the format does not define kept. A shape that depended on the log would show up here
// as two key lists for one type.
import { describe, expect, it } from 'vitest';
import { normalizeHand } from '../../../engine/input/normalize.js';
import type { HandEvent } from '../../../engine/core/types.js';
import { DEFAULT_RULESETS } from '../../../rules-catalog/index.js';
import { rawHand } from '../../helpers/hand.js';
import { parseCard } from '../../../engine/core/cards.js';

const card = (t: string) => {
  const c = parseCard(t);
  if (!c.ok) throw new Error(t);
  return c.card;
};

const events = (game: string, raw: Record<string, unknown>[]): HandEvent[] => {
  const n = normalizeHand(rawHand(game, raw), { path: 'x', line: 1 }, { defaultRuleset: (g) => DEFAULT_RULESETS[g] });
  if (!n.ok) throw new Error(JSON.stringify(n.problem));
  return n.hand.events;
};

describe('normalised events: one shape per type', () => {
  it('bets in any key order and with any optional fields have the same keys, in the same order, defaults filled in', () => {
    const [a, b, c] = events('dragon-six-baccarat', [
      { type: 'bet', seat: 1, spot: 'player', amount: 100 },
      { amount: 25.5, spot: 'banker', seat: 2, type: 'bet', player: 'P-1', behind: true },
      { type: 'bet', medium: 'cash', seat: 3, spot: 'tie', amount: 5 },
    ]);
    const keys = ['type', 'index', 'seat', 'spot', 'amount', 'hand', 'player', 'number', 'medium', 'behind'];
    expect([a, b, c].map((e) => Object.keys(e!))).toEqual([keys, keys, keys]);
    expect(a).toMatchObject({ index: 1, seat: 1, amount: 10000, medium: 'chips', behind: false, player: undefined });
    expect(b).toMatchObject({ index: 2, seat: 2, amount: 2550, medium: 'chips', behind: true, player: 'P-1' });
    expect(c).toMatchObject({ index: 3, amount: 500, medium: 'cash', behind: false });
  });

  it('deals, procedures and settlements: one key list each, cards and participants converted', () => {
    const ev = events('dragon-six-baccarat', [
      { type: 'procedure', name: 'shuffle' },
      { name: 'burn', cards: ['Kh', '2c'], type: 'procedure', by: 'dealer' },
      { type: 'bet', seat: 1, spot: 'player', amount: 10 },
      { type: 'deal', to: 'player', card: 'As' },
      { card: '9d', face: 'down', to: 'banker', type: 'deal' },
      { type: 'payout', seat: 1, spot: 'player', amount: 10 },
      { spot: 'player', type: 'collect', amount: 10, seat: 2, behind: false },
    ]);
    const byType = new Map<string, Set<string>>();
    for (const e of ev) {
      const shape = e.type === 'collect' || e.type === 'return' ? 'payout' : e.type;
      if (!byType.has(shape)) byType.set(shape, new Set());
      byType.get(shape)!.add(Object.keys(e).join(','));
    }
    expect([...byType].map(([t, s]) => [t, s.size])).toEqual([['procedure', 1], ['bet', 1], ['deal', 1], ['payout', 1]]);
    expect(ev[1]).toMatchObject({ name: 'burn', cards: [card('Kh'), card('2c')], by: { kind: 'dealer', seat: 0 }, decks: undefined });
    expect(ev[3]).toMatchObject({ index: 4, card: card('As'), to: { kind: 'player', seat: 0 }, face: 'up' });
    expect(ev[4]).toMatchObject({ index: 5, to: { kind: 'banker', seat: 0 }, face: 'down' });
  });

  it('a money, card or participant field of another type is checked but not kept; any other field is dropped', () => {
    const [deal] = events('dragon-six-baccarat', [{ type: 'deal', to: 'player', card: 'As', vendor_note: 'x', amount: 5, by: 'dealer' }]);
    expect(Object.keys(deal!).join(',')).toBe('type,index,to,hand,card,face');
    const field = (raw: Record<string, unknown>) => {
      const n = normalizeHand(rawHand('dragon-six-baccarat', [raw]), { path: 'x', line: 1 }, { defaultRuleset: (g) => DEFAULT_RULESETS[g] });
      return n.ok ? 'accepted' : n.problem.field;
    };
    // Values the schema does not see there, of any type: refused naming the field, never a crash of the run.
    expect(field({ type: 'deal', to: 'player', card: 'As', cards: 7 })).toBe('events[0].cards');
    // null there is the field absent (spec24: JSON's null on an optional field, as an empty CSV cell)
    expect(field({ type: 'deal', to: 'player', card: 'As', cards: null })).toBe('accepted');
    expect(field({ type: 'deal', to: 'player', card: 'As', cards: ['Kh', 'Zz'] })).toBe('events[0].cards[1]');
    expect(field({ type: 'reveal', to: 'banker', card: '9d', amount: { a: 1 } })).toBe('events[0].amount');
    expect(field({ type: 'bet', seat: 1, spot: 'player', amount: 5, to: 5 })).toBe('events[0].to');
    expect(field({ type: 'bet', seat: 1, spot: 'player', amount: 5, card: 'AS ' })).toBe('events[0].card');
    expect(field({ type: 'bet', seat: 1, spot: 'player', amount: '1.234' })).toBe('events[0].amount');
    expect(field({ type: 'bet', seat: 1, spot: 'player', amount: 5, card: 'Ah', by: 'seat:2' })).toBe('accepted');
  });

  it('every hand has the same keys, whether or not the log names its dealer, shoe and currency', () => {
    const one = normalizeHand(rawHand('dragon-six-baccarat', [], { dealer_id: 'D-1', shoe_id: 'S-1', currency: 'PEN' }), { path: 'x' }, { defaultRuleset: (g) => DEFAULT_RULESETS[g] });
    const bare = rawHand('dragon-six-baccarat', []);
    delete bare['dealer_id'];
    const two = normalizeHand(bare, { path: 'x' }, { defaultRuleset: (g) => DEFAULT_RULESETS[g] });
    if (!one.ok || !two.ok) throw new Error('not accepted');
    expect(Object.keys(one.hand)).toEqual(Object.keys(two.hand));
    expect([one.hand.dealer_id, one.hand.shoe_id, one.hand.currency]).toEqual(['D-1', 'S-1', 'PEN']);
    expect(two.hand.dealer_id).toBeUndefined();
  });
});
