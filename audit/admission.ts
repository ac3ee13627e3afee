import type { HandIdentity, SourceRef } from '../engine/core/types.js';
import type { Ruleset } from '../rules-catalog/framework/types.js';
import type { Finding } from './findings.js';
import { FingerprintSet } from './fingerprints.js';
import { inputFinding } from './input-findings.js';
import { reason } from '../engine/core/reasons.js';
import { quoted } from '../engine/input/normalize.js';

/** What admission needs of a hand: read from the normalized record, wherever it lives. */
export type HandHead = Pick<HandIdentity, 'hand_id' | 'ruleset' | 'game'>;

export type Admitted = { ok: true; ruleset: Ruleset } | { ok: false; finding: Finding };

/**
 * Decides, in log order, whether a well-formed hand is audited: not a repeat
 * of an earlier hand_id, and governed by a catalog that exists. Kept apart
 * from the replay so a parallel run takes the same decisions in the same
 * order as a single-threaded one.
 */
export class Admission {
  private readonly seen = new FingerprintSet();

  /** `byId`: the catalogs loaded (a hand's catalog is loaded before its admission); `ids`: every catalog a hand may name. */
  constructor(private readonly byId: ReadonlyMap<string, Ruleset>, private readonly ids: readonly string[]) {}

  /** A record that failed the format still claims its hand_id: a later hand with that id is a repeat. */
  noteRejected(handId: string | undefined): void {
    if (handId !== undefined) this.seen.add(handId);
  }

  admit(head: HandHead, source: SourceRef): Admitted {
    if (!this.seen.add(head.hand_id)) {
      return {
        ok: false,
        finding: inputFinding({
          rule: 'input-duplicate-hand-id', source, handId: head.hand_id, field: 'hand_id',
          // The catalog the repeat names, where it is one of the run's (an unknown one is its own finding, below).
          ruleset: this.ids.includes(head.ruleset) ? head.ruleset : undefined,
          reason: reason('admission.repeat', { id: `"${head.hand_id}"` }),
        }),
      };
    }
    const ruleset = this.byId.get(head.ruleset);
    if (!ruleset) {
      const available = [...new Set(this.ids)];
      return {
        ok: false,
        finding: inputFinding({
          rule: 'input-unknown-ruleset', source, handId: head.hand_id, field: 'ruleset',
          reason: reason('admission.no-catalog', { id: quoted(head.ruleset), available }),
        }),
      };
    }
    if (!ruleset.articles.games.includes(head.game)) {
      const games = ruleset.articles.games;
      return {
        ok: false,
        finding: inputFinding({
          rule: 'input-game-mismatch', source, handId: head.hand_id, ruleset: ruleset.id, field: 'game',
          reason: reason('admission.game-mismatch', { id: ruleset.id, game: quoted(head.game), games }),
        }),
      };
    }
    return { ok: true, ruleset };
  }
}
