import { describe, expect, it } from 'vitest';
import { testRule, findingsOf, shape } from '../../helpers/rule-tester.js';
import { D6, bet, burning, coup, game, hand, newShoePrep, proc, withParams } from './hands.js';
import type { Ev } from './hands.js';

const withPrep = (edit: (prep: Ev[]) => Ev[]) => hand([...edit(newShoePrep()), ...game()]);

const R = 'new-deck-procedures';

const A = 'Art. 5º';

const burnAt = 9;

testRule(D6, R, {
  valid: [
    { name: 'the clean example: show, turn, wash, shuffle, cut, cut card at 14, load, burn 6d + 6', hand: withPrep((p) => p) },
    { name: 'a figure burns 10', hand: withPrep((p) => [...p.slice(0, 8), proc('burn', { cards: ['Kd', '2s', '3s', '4s', '5s', '6s', '7s', '8s', '9s', 'Ts', 'Js'] })]) },
    { name: 'an ace burns 1', hand: withPrep((p) => [...p.slice(0, 8), proc('burn', { cards: ['Ad', '9s'] })]) },
    { name: 'other procedures in between are fine', hand: withPrep((p) => [p[0]!, proc('count', { count: 416 }), ...p.slice(1)]) },
    { name: 'no new decks: not this article', hand: hand([proc('shuffle'), ...game()]) },
  ],
  invalid: [
    {
      name: 'the wash is missing',
      hand: withPrep((p) => p.filter((e) => e['name'] !== 'wash')),
      findings: [{ rule: R, article: A, event: 10 }],
    },
    {
      name: 'shuffled before washing',
      hand: withPrep((p) => [p[0]!, p[1]!, p[2]!, p[4]!, p[3]!, ...p.slice(5)]),
      findings: [{ rule: R, article: A, event: 4 }],
    },
    {
      name: 'the cut card placed 10 cards from the base',
      hand: withPrep((p) => p.map((e) => (e['name'] === 'place_cut_card' ? { ...e, position: 10 } : e))),
      findings: [{ rule: R, article: A, event: 7 }],
    },
    {
      name: 'a 6 burns only 5 more',
      hand: withPrep((p) => [...p.slice(0, 8), proc('burn', { cards: ['6d', 'Jd', '6h', '6s', '2h', '5h'] })]),
      findings: [{ rule: R, article: A, event: 9 }],
    },
    {
      name: 'a figure burns only its own value (0)',
      hand: withPrep((p) => [...p.slice(0, 8), proc('burn', { cards: ['Qd'] })]),
      findings: [{ rule: R, article: A, event: 9 }],
    },
    {
      name: 'a burn with no card',
      hand: withPrep((p) => [...p.slice(0, 8), proc('burn', { cards: [] })]),
      findings: [{ rule: R, article: A, event: 9 }],
    },
    {
      name: 'new decks dealt with no procedure at all',
      hand: hand([proc('new_deck', { decks: 8 }), ...game()]),
      findings: [{ rule: R, article: A, event: 3 }],
    },
    {
      name: 'the burn after the first card',
      hand: hand([...newShoePrep().slice(0, 8), bet(1, 'banker', 10), ...coup(['Ts', 'Kc', '2c'], ['8s', '6c', 'Ad']), proc('burn', { cards: ['Ad', '9s'] })]),
      findings: [{ rule: R, article: A, event: 16 }],
    },
  ],
});

testRule(withParams({ cut_card_max_from_base: 20 }), R, {
  valid: [{ name: 'an upper bound set by a house: 14 is within it', hand: withPrep((p) => p) }],
  invalid: [{
    name: 'an upper bound set by a house: 30 is past it',
    hand: withPrep((p) => p.map((e) => (e['name'] === 'place_cut_card' ? { ...e, position: 30 } : e))),
    findings: [{ rule: R, article: A, event: 7 }],
  }],
});

describe('the burn judged by the posted rule', () => {
  it('a table posting rank-value: a queen burns 12 (10 would be the catalog\'s default, reported)', () => {
    expect(findingsOf(D6, burning(12, 'rank-value'))).toEqual([]);
    expect(findingsOf(D6, burning(10, 'rank-value')).map(shape)).toEqual([{ rule: 'new-deck-procedures', article: 'Art. 5º', event: burnAt }]);
  });
  it('no posted rule, or the default posted in words: a queen burns 10', () => {
    expect(findingsOf(D6, burning(10))).toEqual([]);
    expect(findingsOf(D6, burning(10, "First card's baccarat value, tens and figures burn 10"))).toEqual([]);
    expect(findingsOf(D6, burning(12)).map(shape)).toEqual([{ rule: 'new-deck-procedures', article: 'Art. 5º', event: burnAt }]);
  });
});

// review10: an ace drawn first burns one card, and the finding said «a burn of 1 cards» / «quemar 1 cartas».
describe('the burn count agrees with its noun', () => {
  it('an ace burning nothing after it: «1 card», «1 carta»', () => {
    const found = findingsOf(D6, withPrep((p) => [...p.slice(0, 8), proc('burn', { cards: ['Ad'] })]));
    expect(found.map(shape)).toEqual([{ rule: R, article: A, event: burnAt }]);
    expect(found[0]!.message.en).toBe('New decks: the first card drawn, A♦, sets a burn of 1 card (2 with it); the burn records 1 in all.');
    expect(found[0]!.message.es).toBe('Barajas nuevas: la primera carta sacada, A♦, manda quemar 1 carta (2 con ella); la quema registra 1 en total.');
  });
  it('a figure short of its ten: «10 cards», «10 cartas»', () => {
    const found = findingsOf(D6, withPrep((p) => [...p.slice(0, 8), proc('burn', { cards: ['Kd', '2s', '3s'] })]));
    expect(found.map(shape)).toEqual([{ rule: R, article: A, event: burnAt }]);
    expect(found[0]!.message.en).toContain('sets a burn of 10 cards (11 with it); the burn records 3 in all.');
    expect(found[0]!.message.es).toContain('manda quemar 10 cartas (11 con ella); la quema registra 3 en total.');
  });
});
