import type { HandIdentity, SourceRef } from '../engine/core/types.js';
import type { Ruleset } from '../rules-catalog/framework/types.js';
import type { Finding } from './findings.js';
import { FingerprintSet } from './fingerprints.js';
import { inputFinding } from './input-findings.js';

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

  constructor(private readonly byId: Map<string, Ruleset>) {}

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
          reason: {
            es: `el hand_id "${head.hand_id}" ya apareció antes en el registro; esta repetición no se audita`,
            en: `hand_id "${head.hand_id}" already appeared earlier in the log; this repeat is not audited`,
          },
        }),
      };
    }
    const ruleset = this.byId.get(head.ruleset);
    if (!ruleset) {
      const available = [...this.byId.keys()].join(', ');
      return {
        ok: false,
        finding: inputFinding({
          rule: 'input-unknown-ruleset', source, handId: head.hand_id, field: 'ruleset',
          reason: {
            es: `no hay catálogo "${head.ruleset}" (disponibles: ${available})`,
            en: `no catalog "${head.ruleset}" (available: ${available})`,
          },
        }),
      };
    }
    if (!ruleset.articles.games.includes(head.game)) {
      const games = ruleset.articles.games.join(', ');
      return {
        ok: false,
        finding: inputFinding({
          rule: 'input-game-mismatch', source, handId: head.hand_id, ruleset: ruleset.id, field: 'game',
          reason: {
            es: `el catálogo ${ruleset.id} no regula el juego "${head.game}" (regula: ${games})`,
            en: `catalog ${ruleset.id} does not govern the game "${head.game}" (it governs: ${games})`,
          },
        }),
      };
    }
    return { ok: true, ruleset };
  }
}
