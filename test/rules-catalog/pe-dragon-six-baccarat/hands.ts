import { judgeHand } from '../../../audit/judge.js';
import type { Finding } from '../../../audit/findings.js';
import { dragonSixBaccarat } from '../../../rules-catalog/pe-dragon-six-baccarat/index.js';
import type { Ruleset } from '../../../rules-catalog/framework/types.js';
import { rawHand, toRecord } from '../../helpers/hand.js';
import { shape } from '../../helpers/rule-tester.js';
import type { ExpectedFinding } from '../../helpers/rule-tester.js';
import { reasonText } from '../../../engine/core/reasons.js';

export const D6 = dragonSixBaccarat;
export type Ev = Record<string, unknown>;

export function hand(events: Ev[], extra: Record<string, unknown> = {}): Record<string, unknown> {
  return rawHand('dragon-six-baccarat', events, { table: { decks: 8 }, ...extra });
}

export const bet = (seat: number, spot: string, amount: number, more: Ev = {}): Ev => ({ type: 'bet', seat, spot, amount, ...more });
export const deal = (to: 'player' | 'banker', card: string): Ev => ({ type: 'deal', to, card });
export const payout = (seat: number, spot: string, amount: number): Ev => ({ type: 'payout', seat, spot, amount });
export const collect = (seat: number, spot: string, amount: number): Ev => ({ type: 'collect', seat, spot, amount });
export const ret = (seat: number, spot: string, amount: number): Ev => ({ type: 'return', seat, spot, amount });
export const proc = (name: string, more: Ev = {}): Ev => ({ type: 'procedure', name, ...more });

/** The cards in dealing order: Punto, Banca, Punto, Banca, then Punto's third, then Banca's. */
export function coup(punto: string[], banca: string[]): Ev[] {
  const out = [deal('player', punto[0]!), deal('banker', banca[0]!), deal('player', punto[1]!), deal('banker', banca[1]!)];
  if (punto[2]) out.push(deal('player', punto[2]));
  if (banca[2]) out.push(deal('banker', banca[2]));
  return out;
}

/** The clean example's new-shoe preparation (9 events), burn of 6d + 6. */
export function newShoePrep(): Ev[] {
  return [
    proc('new_deck', { decks: 8 }), proc('show_cards'), proc('turn_cards'), proc('wash'), proc('shuffle'), proc('cut'),
    proc('place_cut_card', { position: 14 }), proc('load_shoe'), proc('burn', { cards: ['6d', 'Jd', '6h', '6s', '2h', '5h', '3h'] }),
  ];
}

/** A catalog with some parameters changed, for the interpretations' other settings. */
export function withParams(values: Record<string, unknown>): Ruleset {
  const parameters = { ...D6.parameters };
  for (const [k, v] of Object.entries(values)) parameters[k] = { ...parameters[k]!, value: v };
  return { ...D6, parameters };
}

/** Replays hands in order with one run state, as an audit does; the findings of one rule, per hand. */
export function replaySequence(hands: Record<string, unknown>[], ruleId: string, ruleset: Ruleset = D6): ExpectedFinding[][] {
  const runStates = new Map<string, Map<string, unknown>>();
  return hands.map((h) => {
    const out = judgeHand(toRecord(h), ruleset, runStates);
    if (out.kind === 'rejected') throw new Error(`hand rejected: ${reasonText(out.reason)}`);
    return out.findings.filter((f: Finding) => f.rule === ruleId).map(shape);
  });
}

// Hands the rule tests share (one rule-test file per rule module, one copy of each helper here).

/** Punto Ts Kc 2c = 2, Banca 8s 6c Ad = 5: Banca wins, seat 1's 10 on Banca paid 10 (the clean example's first game). */
export const game = (): Ev[] => [bet(1, 'banker', 10), ...coup(['Ts', 'Kc', '2c'], ['8s', '6c', 'Ad']), payout(1, 'banker', 10)];

/** New decks whose burn starts with a queen and burns `more` cards after it. */
export const burning = (more: number, burnRule?: string) => {
  const cards = ['Qd', ...['2s', '3s', '4s', '5s', '6s', '7s', '8s', '9s', 'Ts', 'Js', 'Qs', 'Ks'].slice(0, more)];
  const prep = [...newShoePrep().slice(0, 8), proc('burn', { cards })];
  return hand([...prep, ...game()], burnRule === undefined ? {} : { table: { decks: 8, burn_rule: burnRule } });
};

/** Two cards a side, Punto Ts 7h and Banca Ks 7d (7 against 7), for the bets' tests. */
export const cards = coup(['Ts', '7h'], ['Ks', '7d']);
