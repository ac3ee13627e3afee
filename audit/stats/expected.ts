// What each catalog's game gives under its own rules, for the figures statistics compares with: the outcome
// probabilities (exact, for the posted deck count) and, where a wager's expectation does not depend on a
// player's choices, the theoretical hold. Read from the catalog's parameters, never from a ruleset id.
import type { Ruleset } from '../../rules-catalog/framework/types.js';
import { baccaratExpectations, baccaratOutcomes, ratioValue } from './exact/baccarat.js';
import { dealerOutcomes } from './exact/blackjack-dealer.js';
import { fiveCardCounts } from './exact/caribbean.js';
import { playerBin } from './facts.js';
import type { HandCategory } from '../../engine/poker/evaluator.js';

const param = <T>(r: Ruleset, name: string): T | undefined => r.parameters[name]?.value as T | undefined;

/** Baccarat: the players' expected net per unit staked on each spot, for a shoe of `decks` decks. */
export function baccaratEdges(r: Ruleset, decks: number): Record<'player' | 'banker' | 'tie', number> | undefined {
  const [punto, banca, six, tie] = ['punto_ratio', 'banca_ratio', 'banca_six_ratio', 'tie_ratio'].map((n) => param<string>(r, n));
  if (!punto || !banca || !tie) return undefined;
  return baccaratExpectations(baccaratOutcomes(decks), {
    punto: ratioValue(punto), banca: ratioValue(banca), bancaSix: ratioValue(six ?? banca), tie: ratioValue(tie),
    tieReturnsPuntoBanca: param<boolean>(r, 'tie_returns_punto_banca') ?? true,
  });
}

/** Blackjack: the catalog's stand rule on soft 17 (true when it does not say). */
export function standsOnSoft17(r: Ruleset): boolean {
  return param<boolean>(r, 'dealer_stands_on_soft_17') ?? true;
}

export function dealerBustProbability(r: Ruleset, up: number, decks: number): number {
  return dealerOutcomes(up, { decks, standsOnSoft17: standsOnSoft17(r) }).bust;
}

export function dealerBlackjackProbability(r: Ruleset, up: number, decks: number): number {
  return dealerOutcomes(up, { decks, standsOnSoft17: standsOnSoft17(r) }).blackjack;
}

/** Caribbean Stud: the dealer qualifies with ace-king or better, 1,463,700 of 2,598,960 hands. */
export function qualificationProbability(): number {
  const c = fiveCardCounts();
  return c.qualifying / c.hands;
}

/** Pai gow bonus: the generator's range (the catalog's rng_range), or undefined for a catalog without one. */
export function rngRange(r: Ruleset): [number, number] | undefined {
  return param<[number, number]>(r, 'rng_range');
}

/** Caribbean Stud: the exact share of five-card hands in each of facts.ts's PLAYER_BINS (out of 2,598,960). */
export function playerBinProbabilities(): number[] {
  const c = fiveCardCounts();
  const bins = [0, 0, 0, 0];
  for (const [category, n] of Object.entries(c.byCategory)) bins[playerBin(category as HandCategory)]! += n;
  return bins.map((n) => n / c.hands);
}
