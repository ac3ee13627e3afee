// Baccarat's outcome probabilities, exactly: every first coup from a full shoe, enumerated by card value
// through the Punto Banco tableau (engine/baccarat/tableau.ts, the one the catalog judges by). Statistics
// are not money: floating point is right here; the sums are of products of counts over a shoe's cards.
import { bancaDraws, puntoDraws } from '../../../engine/baccarat/tableau.js';

export interface BaccaratOutcomes {
  /** Punto wins. */
  punto: number;
  /** Banca wins, any total (six included). */
  banca: number;
  /** Banca wins with a total of six (Dragon Six pays those Banca bets half). */
  bancaSix: number;
  tie: number;
}

/**
 * `enumerateBaccaratOutcomes` for the shoes the tables post (6 and 8 decks), written out: the enumeration takes a
 * quarter of a second per deck count, and statistics would pay it on every run. A test checks these against the
 * enumeration, double for double.
 */
const PRECOMPUTED: ReadonlyMap<number, BaccaratOutcomes> = new Map([
  [6, { punto: 0.4462785698392909, banca: 0.45865271882579817, bancaSix: 0.053844451097014405, tie: 0.09506871133581417 }],
  [8, { punto: 0.44624660934317073, banca: 0.4585974226322891, bancaSix: 0.053863715857771007, tie: 0.09515596802363396 }],
]);

const CACHE = new Map<number, BaccaratOutcomes>(PRECOMPUTED);

/** P(outcome) of a coup dealt from a full shoe of `decks` 52-card decks (tens and figures value 0); enumerated once per deck count. */
export function baccaratOutcomes(decks: number): BaccaratOutcomes {
  const hit = CACHE.get(decks);
  if (hit) return hit;
  const out = enumerateBaccaratOutcomes(decks);
  CACHE.set(decks, out);
  return out;
}

/** The enumeration itself: every first coup of the shoe through the tableau. */
export function enumerateBaccaratOutcomes(decks: number): BaccaratOutcomes {
  const count = [16 * decks, ...Array<number>(9).fill(4 * decks)];
  let left = 52 * decks;
  const out: BaccaratOutcomes = { punto: 0, banca: 0, bancaSix: 0, tie: 0 };
  const each = (fn: (v: number, w: number) => void) => {
    for (let v = 0; v < 10; v++) {
      if (count[v] === 0) continue;
      const w = count[v]! / left;
      count[v]!--;
      left--;
      fn(v, w);
      count[v]!++;
      left++;
    }
  };
  const end = (p: number, b: number, w: number) => {
    if (p > b) out.punto += w;
    else if (b > p) {
      out.banca += w;
      if (b === 6) out.bancaSix += w;
    } else out.tie += w;
  };
  // Dealt Punto, Banca, Punto, Banca (Art. 10º), then the tableau.
  each((p1, w1) => each((b1, w2) => each((p2, w3) => each((b2, w4) => {
    const [p, b, w] = [(p1 + p2) % 10, (b1 + b2) % 10, w1 * w2 * w3 * w4];
    if (puntoDraws(p, b)) {
      each((p3, w5) => {
        if (bancaDraws(b, p, p3)) each((b3, w6) => end((p + p3) % 10, (b + b3) % 10, w * w5 * w6));
        else end((p + p3) % 10, b, w * w5);
      });
    } else if (bancaDraws(b, p, undefined)) {
      each((b3, w5) => end(p, (b + b3) % 10, w * w5));
    } else end(p, b, w);
  }))));
  return out;
}

/** A payout ratio as the catalogs write it ("1:1", "1:2", "8:1"): units won per unit staked. */
export function ratioValue(text: string): number {
  const m = /^(\d+):(\d+)$/.exec(text);
  if (!m) throw new Error(`not a ratio: ${text}`);
  return Number(m[1]) / Number(m[2]);
}

export interface BaccaratPayouts {
  punto: number;
  banca: number;
  bancaSix: number;
  tie: number;
  /** Punto and Banca bets are returned on a tie (else they lose). */
  tieReturnsPuntoBanca: boolean;
}

/**
 * The player's expected net per unit staked on each spot, per hand bet (a push counts as a bet with net 0):
 * the convention of the published house edges.
 */
export function baccaratExpectations(o: BaccaratOutcomes, pay: BaccaratPayouts): Record<'player' | 'banker' | 'tie', number> {
  const tieLoss = pay.tieReturnsPuntoBanca ? 0 : o.tie;
  return {
    player: o.punto * pay.punto - o.banca - tieLoss,
    banker: (o.banca - o.bancaSix) * pay.banca + o.bancaSix * pay.bancaSix - o.punto - tieLoss,
    tie: o.tie * pay.tie - (1 - o.tie),
  };
}
