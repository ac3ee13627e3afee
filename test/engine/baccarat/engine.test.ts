import { describe, expect, it } from 'vitest';
import { WORDS, wordsFor } from '../../../engine/core/words.js';

// Dragon Six's own words (its articles.json): the sides are Punto and Banca in English too.
const PUNTO_BANCA = wordsFor('en', { en: { player: 'Punto', banker: 'Banca', spotPhrases: { player: 'Punto', banker: 'Banca' } } });
import fc from 'fast-check';
import { baccaratEngine } from '../../../engine/baccarat/step.js';
import type { BacState } from '../../../engine/baccarat/state.js';
import { wagersOf } from '../../../engine/baccarat/state.js';
import { EngineRejection } from '../../../engine/core/engine-types.js';
import { RANKS, SUITS } from '../../../engine/core/cards.js';
import { findingsOf } from '../../helpers/rule-tester.js';
import { toRecord } from '../../helpers/hand.js';
import { D6, bet, collect, coup, deal, hand, payout, proc, ret } from '../../rules-catalog/pe-dragon-six-baccarat/hands.js';
import type { Ev } from '../../rules-catalog/pe-dragon-six-baccarat/hands.js';
import { reasonText } from '../../../engine/core/reasons.js';

function fold(raw: Record<string, unknown>): BacState | EngineRejection {
  const rec = toRecord(raw);
  let s = baccaratEngine.init(rec);
  for (const e of rec.events) {
    const next = baccaratEngine.step(deepFreeze(s), e);
    if (next instanceof EngineRejection) return next;
    s = next;
  }
  return s;
}

function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object' && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o as object)) deepFreeze(v);
  }
  return o;
}

describe('baccarat engine', () => {
  it('folds a coup without changing the states it is given (they are frozen)', () => {
    const s = fold(hand([proc('burn', { cards: ['Ad', '9s'] }), bet(1, 'banker', 10), bet(1, 'banker', 5, { behind: true }), bet(2, 'tie', 5),
      ...coup(['Ts', '5h', 'Kd'], ['3s', '3h']), payout(1, 'banker', 7.5), collect(2, 'tie', 5)]));
    if (s instanceof EngineRejection) throw new Error(reasonText(s.reason));
    expect(s.punto.length).toBe(3);
    expect(s.banca.length).toBe(2);
    expect(s.firstDealAt).toBe(5);
    expect(s.procedures[0]!.cards!.length).toBe(2);
    expect(wagersOf(s).map((w) => [w.seat, w.spot, w.stake])).toEqual([[1, 'banker', 1500], [2, 'tie', 500]]);
    expect(s.settlements.map((x) => x.type)).toEqual(['payout', 'collect']);
    expect(baccaratEngine.describe!(s, WORDS.en)[0]).toBe('Player: 10♠ 5♥ K♦ (5)');
    expect(baccaratEngine.describe!(s, PUNTO_BANCA, 'PEN')).toEqual(['Punto: 10♠ 5♥ K♦ (5)', 'Banca: 3♠ 3♥ (6)', 'Seat 1: Banca, wager PEN 15.00; paid PEN 7.50', 'Seat 2: Tie, wager PEN 5.00; collected PEN 5.00']);
    expect(baccaratEngine.describe!(s, WORDS.es)[3]).toBe('Asiento 2: Empate, apuesta 5.00; cobrado 5.00');
  });

  it('describes a face-down card as ??, money settled on a spot nobody bet, and a commission kept', () => {
    const s = fold(hand([bet(1, 'banker', 20), deal('player', 'Ts'), { type: 'deal', to: 'banker', card: '7d', face: 'down' },
      payout(2, 'tie', 80), { type: 'commission', spot: 'banker', amount: 1 }]));
    if (s instanceof EngineRejection) throw new Error(reasonText(s.reason));
    expect(baccaratEngine.describe!(s, WORDS.es, 'PEN')).toEqual([
      'Punto: 10♠ (0)', 'Banca: ?? (0)', 'Asiento 1: Banca, apuesta PEN 20.00', 'Asiento 2: Empate, sin apuesta; pagado PEN 80.00', 'Comisión retenida sobre Banca: PEN 1.00',
    ]);
  });

  it('a face-down card is turned up by its reveal', () => {
    const s = fold(hand([bet(1, 'tie', 5), deal('player', 'Ts'), { type: 'deal', to: 'banker', card: '7d', face: 'down' }, { type: 'reveal', to: 'banker', card: '7d' }]));
    if (s instanceof EngineRejection) throw new Error(reasonText(s.reason));
    expect(s.deals.map((d) => d.face)).toEqual(['up', 'up']);
  });

  it('a card already face up shown again by a reveal turns nothing over (it was refused, the coup left unaudited)', () => {
    const s = fold(hand([bet(1, 'tie', 5), deal('player', 'Ts'), deal('banker', '7d'), { type: 'reveal', to: 'player', card: 'Ts' }, { type: 'reveal', to: 'banker', card: '7d' }]));
    if (s instanceof EngineRejection) throw new Error(reasonText(s.reason));
    expect(s.deals.map((d) => [d.to, d.face, d.index])).toEqual([['player', 'up', 2], ['banker', 'up', 3]]);
  });

  const rejections: [string, Ev[], number, string][] = [
    ['a card to a seat', [bet(1, 'tie', 5), { type: 'deal', to: 'seat:1', card: 'Ts' }], 2, 'to'],
    ['a card to the dealer', [bet(1, 'tie', 5), { type: 'deal', to: 'dealer', card: 'Ts' }], 2, 'to'],
    ['a bet on the main spot', [bet(1, 'main', 5)], 1, 'spot'],
    ['a settlement on the pool spot', [bet(1, 'tie', 5), { type: 'payout', seat: 1, spot: 'pool', amount: 5 }], 2, 'spot'],
    ['a player decision', [bet(1, 'tie', 5), { type: 'decision', seat: 1, action: 'hit' }], 2, 'type'],
    ['a random number', [{ type: 'rng', value: 3 }], 1, 'type'],
    ['a pool award', [{ type: 'pool_award', seat: 1, amount: 5 }], 1, 'type'],
    ['a reveal of a card Punto was never dealt', [deal('player', 'Ts'), { type: 'reveal', to: 'player', card: '9s' }], 2, 'card'],
    ['a reveal to Banca of a card Punto holds', [deal('player', 'Ts'), deal('banker', '9s'), { type: 'reveal', to: 'banker', card: 'Ts' }], 3, 'card'],
  ];
  for (const [name, events, index, field] of rejections) {
    it(`cannot follow ${name}`, () => {
      const r = fold(hand(events));
      expect(r).toBeInstanceOf(EngineRejection);
      expect([(r as EngineRejection).eventIndex, (r as EngineRejection).field]).toEqual([index, field]);
    });
  }
});

// Property: any coup dealt from an 8-deck shoe by the tableau written here, with bets on allowed
// combinations settled by the arithmetic written here, audits with no finding at all.
const ALL_CARDS = RANKS.flatMap((r) => SUITS.map((s) => r + s));
const value = (c: string) => { const i = RANKS.indexOf(c[0] as (typeof RANKS)[number]); return i >= 9 ? 0 : i + 1; };
const total = (cs: string[]) => cs.reduce((a, c) => a + value(c), 0) % 10;
const BANCA: Record<number, string> = { 0: 'DDDDDDDDDD', 1: 'DDDDDDDDDD', 2: 'DDDDDDDDDD', 3: 'DDDDDDDDSD', 4: 'SSDDDDDDSS', 5: 'SSSSDDDDSS', 6: 'SSSSSSDDSS', 7: 'SSSSSSSSSS' };

function playCoup(cards: string[]): { punto: string[]; banca: string[] } {
  const punto = [cards[0]!, cards[2]!];
  const banca = [cards[1]!, cards[3]!];
  let next = 4;
  const p = total(punto);
  const b = total(banca);
  if (p >= 8 || b >= 8) return { punto, banca };
  if (p <= 5) {
    const third = cards[next++]!;
    punto.push(third);
    if (BANCA[b]![value(third)] === 'D') banca.push(cards[next]!);
  } else if (b <= 5) {
    banca.push(cards[next]!);
  }
  return { punto, banca };
}

const wagerArb = fc.record({
  seat: fc.integer({ min: 1, max: 7 }),
  main: fc.constantFrom('player', 'banker', null),
  tie: fc.boolean(),
  amount: fc.integer({ min: 1, max: 200000 }).map((c) => c / 100),
});

describe('property: clean coups audit clean', () => {
  it('random shoe order, random bets, settled by the regulation', () => {
    fc.assert(fc.property(
      fc.array(fc.constantFrom(...ALL_CARDS), { minLength: 6, maxLength: 6 }),
      fc.uniqueArray(wagerArb, { selector: (w) => w.seat, minLength: 1, maxLength: 7 }),
      (cards, wagers) => {
        const { punto, banca } = playCoup(cards);
        const p = total(punto);
        const b = total(banca);
        const events: Ev[] = [];
        const settle: Ev[] = [];
        for (const w of wagers) {
          const cents = Math.round(w.amount * 100);
          if (w.main) {
            events.push(bet(w.seat, w.main, w.amount));
            const won = w.main === 'player' ? p > b : b > p;
            if (p === b) settle.push(ret(w.seat, w.main, w.amount));
            else if (!won) settle.push(collect(w.seat, w.main, w.amount));
            else if (w.main === 'banker' && b === 6) settle.push(payout(w.seat, w.main, Math.floor(cents / 2) / 100));
            else settle.push(payout(w.seat, w.main, w.amount));
          }
          if (w.tie) {
            events.push(bet(w.seat, 'tie', w.amount));
            settle.push(p === b ? payout(w.seat, 'tie', (cents * 8) / 100) : collect(w.seat, 'tie', w.amount));
          }
        }
        if (events.length === 0) return;
        const raw = hand([...events, ...coup(punto, banca), ...settle]);
        expect(findingsOf(D6, raw).map((f) => `${f.rule}: ${f.message.en}`)).toEqual([]);
      },
    ), { numRuns: 500, seed: 20260306 });
  });
});
