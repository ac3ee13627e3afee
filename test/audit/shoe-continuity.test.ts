// The hand-log format's shoe continuity (format 1.1, shoe_id: «no card seen more often than the shoe holds it»)
// for the blackjack and pai gow bonus catalogs, whose texts have no article on the decks: an integrity finding citing the format, the
// hand still audited. Dragon Six and Póker Caribeño check it under their own articles (Art. 4º, Art. 5º).
import { describe, expect, it } from 'vitest';
import { judgeHand } from '../../audit/judge.js';
import type { RunStates } from '../../audit/judge.js';
import type { Finding } from '../../audit/findings.js';
import type { Ruleset } from '../../rules-catalog/framework/types.js';
import { potLuckBlackJack } from '../../rules-catalog/pe-pot-luck-black-jack/index.js';
import { marbellaBlackJack } from '../../rules-catalog/es-marbella-black-jack/index.js';
import { RULESETS } from '../../rules-catalog/index.js';
import { paiGowBonus8669 } from '../../rules-catalog/pr-8669-pai-gow-bonus/index.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../cli/run-cli.js';
import { P, act, bet, deal, hole, potLuck, reveal, take } from '../helpers/bj.js';
import { toRecord } from '../helpers/hand.js';

/** One box standing on 18 against the dealer's 19, collected: a clean hand whatever its cards' copies. */
const round = (id: string, cards: [string, string, string, string], extra: Record<string, unknown>[] = [], table: Record<string, unknown> = { decks: 1, min_bet: 10, max_bet: 2000 }, shoe = 'T-S1') => {
  const [p1, p2, up, down] = cards;
  return { ...potLuck([...extra, bet(1, 100), deal('seat:1', p1), deal('dealer', up), deal('seat:1', p2), hole(down), act(1, 'stand'), reveal(down), take(1, 100)], table, id), shoe_id: shoe };
};

function judge(hands: Record<string, unknown>[], ruleset: Ruleset = potLuckBlackJack): Finding[][] {
  const runStates: RunStates = new Map();
  return hands.map((h) => {
    const out = judgeHand(toRecord(h), ruleset, runStates);
    if (out.kind !== 'audited') throw new Error(`${String(h['hand_id'])} rejected`);
    return out.findings.filter((f) => f.rule === 'shoe-continuity');
  });
}

describe('a card more often than the shoe holds it (blackjack: the format, not an article)', () => {
  it('one deck, the king of spades dealt to the box and as the dealer\'s up card: one input finding at the second copy (event 3), the hand still audited', () => {
    const [found] = judge([round('H-1', ['Ks', '8h', 'Ks', '9c'])]);
    expect(found).toHaveLength(1);
    expect(found![0]).toMatchObject({
      hand_id: 'H-1', rule: 'shoe-continuity', category: 'integrity', article: 'Formato v1', severity: 'error', event: 3, table_id: 'T', dealer_id: 'D-1',
    });
    expect(found![0]!.message.en).toContain('Card K♠ appears for the 2nd time in shoe T-S1 (dealt or burned), and one deck holds it once');
    expect(found![0]!.message.es).toContain('La carta K♠ aparece por 2ª vez en el zapato T-S1 (repartida o quemada), y una baraja la contiene una vez');
  });

  it('counted across the hands of one shoe: the second deck\'s limit passed at the third copy, in the third hand', () => {
    const two = { decks: 2, min_bet: 10, max_bet: 2000 };
    const found = judge([round('A', ['Ks', '8h', 'Tc', '9c'], [], two), round('B', ['Ks', '8d', 'Td', '9d'], [], two), round('C', ['7h', 'Ks', 'Th', '9h'], [], two)]);
    expect(found.map((f) => f.map((x) => [x.hand_id, x.event]))).toEqual([[], [], [['C', 4]]]);
  });

  it('a shuffle, new decks or another shoe_id bring every card back; burned cards count', () => {
    const one = { decks: 1, min_bet: 10, max_bet: 2000 };
    expect(judge([round('A', ['Ks', '8h', 'Tc', '9c'], [], one), round('B', ['Ks', '8d', 'Td', '9d'], [P('shuffle')], one)]).flat()).toEqual([]);
    expect(judge([round('A', ['Ks', '8h', 'Tc', '9c'], [], one), round('B', ['Ks', '8d', 'Td', '9d'], [], one, 'T-S2')]).flat()).toEqual([]);
    expect(judge([round('A', ['Ks', '8h', 'Tc', '9c'], [], one), round('B', ['Ks', '8d', 'Td', '9d'], [P('new_deck', { decks: 1 })], one)]).flat()).toEqual([]);
    const burned = judge([round('A', ['Ks', '8h', 'Tc', '9c'], [P('burn', { cards: ['8h'] })], one)]);
    expect(burned[0]!.map((f) => f.event)).toEqual([5]); // the 8♥ burned (event 1), then dealt to the box (event 5)
  });

  it('said once per card and shoe, at the first copy too many; six decks hold six', () => {
    const hands = Array.from({ length: 8 }, (_, i) => round(`H-${i}`, ['As', '8h', 'Tc', '9c'], [], { decks: 6, min_bet: 10, max_bet: 2000 }));
    // The same four cards in every hand: each passes the six decks at the seventh hand, and is not said again at the eighth.
    expect(judge(hands).map((f) => f.length)).toEqual([0, 0, 0, 0, 0, 0, 4, 0]);
  });

  // The pai gow bonus catalog (Reglamento 8669, Art. 10-10.15) has no article on the deck either; a pai gow table
  // deals from one deck, and a card dealt twice in one round of a table posting one deck drew no finding.
  it('pai gow: the 4♥ dealt twice in a round at a table posting one deck, at its second copy (event 19); eight decks hold it', () => {
    const line = readFileSync(join(ROOT, 'fixtures/examples/pr-8669-pai-gow-bonus.ndjson'), 'utf8').split('\n')[0]!;
    const dealt = (h: { events: { type: string; card?: string }[] }) => h.events.map((e, i) => [e, i] as const).filter(([e]) => e.type === 'deal');
    const withDecks = (decks: number) => {
      const h = JSON.parse(line) as { hand_id: string; table: Record<string, unknown>; events: { type: string; card?: string }[] };
      const [first, second] = dealt(h);
      h.events[second![1]]!.card = first![0].card;
      return { ...h, hand_id: `PG-${decks}`, table: { ...h.table, decks } };
    };
    const [one, eight] = [judge([withDecks(1)], paiGowBonus8669)[0]!, judge([withDecks(8)], paiGowBonus8669)[0]!];
    expect(one.map((f) => [f.hand_id, f.rule, f.category, f.article, f.event])).toEqual([['PG-1', 'shoe-continuity', 'integrity', 'Formato v1', 19]]);
    expect(one[0]!.message.en).toContain('Card 4♥ appears for the 2nd time in the hand (dealt or burned), and one deck holds it once');
    expect(eight).toEqual([]);
    // Rounds sharing a shoe_id at a one-deck table deal the same cards again: the deck is shuffled for every round.
    const clean = (i: number) => ({ ...JSON.parse(line), hand_id: `PG-R${i}`, shoe_id: 'DECK-1', table: { ...JSON.parse(line).table, decks: 1 } });
    expect(judge([clean(1), clean(2), clean(3)], paiGowBonus8669).map((f) => f.length)).toEqual([0, 0, 0]);
    expect(paiGowBonus8669.shoeContinuity).toBe('round');
  });

  it('Marbella too; the catalogs with an article of their own do not take the format\'s check', () => {
    expect(marbellaBlackJack.shoeContinuity).toBe('format');
    expect(RULESETS.filter((r) => r.shoeContinuity !== undefined).map((r) => r.id).sort()).toEqual(['es-marbella-black-jack', 'pe-pot-luck-black-jack', 'pr-8669-pai-gow-bonus']);
  });

  // hostile29: a log exported newest first. In time X shuffles at 20:00 (no K♠), A deals the K♠ at 20:05 from X's
  // shuffle, B shuffles at 20:10 and deals it again: each shuffle shows it once. Read B, A, X, A's K♠ was counted with
  // B's: "K♠ appears for the 2nd time", an integrity finding for the order of the file. Now A's card is not counted,
  // and the run's not_checked says so for A and X (X's shuffle dropped A's card), citing the format.
  it('read newest first across a shuffle: no finding from the order of the file; the hands out of order not checked, with the reason', () => {
    const one = { decks: 1, min_bet: 10, max_bet: 2000 };
    const at = (x: Record<string, unknown>, hhmm: string) => ({ ...x, started_at: `2026-11-28T${hhmm}:00-05:00` });
    const X = at(round('X', ['Qs', '8h', 'Tc', '9c'], [P('shuffle')], one), '20:00');
    const A = at(round('A', ['Ks', '8d', 'Td', '9d'], [], one), '20:05');
    const B = at(round('B', ['Ks', '8c', 'Th', '9h'], [P('shuffle')], one), '20:10');
    const judged = (hands: Record<string, unknown>[]) => {
      const runStates: RunStates = new Map();
      return hands.map((h) => {
        const out = judgeHand(toRecord(h), potLuckBlackJack, runStates);
        if (out.kind !== 'audited') throw new Error('rejected');
        return [h['hand_id'], out.findings.filter((f) => f.rule === 'shoe-continuity').length, (out.unchecked ?? []).map((u) => [u.rule, u.reason.es])];
      });
    };
    const why = ['shoe-continuity', 'estas manos se leyeron fuera del orden de started_at respecto de un llenado de su zapato (barajas nuevas o barajado): sus cartas no se pueden contar enteras contra el zapato del que salieron'];
    expect(judged([X, A, B])).toEqual([['X', 0, []], ['A', 0, []], ['B', 0, []]]);
    expect(judged([B, A, X])).toEqual([['B', 0, []], ['A', 0, [why]], ['X', 0, [why]]]);
  });
});

