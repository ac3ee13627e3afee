import type { HandIdentity, SourceRef } from '../engine/core/types.js';
import type { Ruleset } from '../rules-catalog/framework/types.js';
import type { Finding } from './findings.js';
import { FingerprintSet } from './fingerprints.js';
import { inputFinding } from './input-findings.js';
import { reason } from '../engine/core/reasons.js';
import { quoted } from '../engine/input/normalize.js';
import { statSync } from 'node:fs';

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
  /** Each hand_id is claimed within its log, the file its source names (LogKeys). */
  private readonly logs = new LogKeys();

  /** `byId`: the catalogs loaded (a hand's catalog is loaded before its admission); `ids`: every catalog a hand may name. */
  constructor(private readonly byId: ReadonlyMap<string, Ruleset>, private readonly ids: readonly string[]) {}

  /** A record that failed the format still claims its hand_id: a later hand with that id is a repeat. */
  noteRejected(handId: string | undefined, source: SourceRef): void {
    if (handId !== undefined) this.seen.add(this.logs.of(source.path) + handId);
  }

  /**
   * The format makes hand_id unique within the log, and a log is one file: the same id in another file is another
   * log's hand, audited (a casino's daily files may each number their hands from 1). The same file named twice is
   * one log: its second reading repeats every hand of the first. The log is the record's own (`source.path`), not
   * the file being read now: a parallel run decides a file's last hands after it has started reading the next.
   */
  admit(head: HandHead, source: SourceRef): Admitted {
    if (!this.seen.add(this.logs.of(source.path) + head.hand_id)) {
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

/**
 * A short key for each log a run reads, the same for the same file however it is named (a second name, a link):
 * its device and inode, where the file can be looked at; else its name. Prefixed to a hand_id, it keeps a log's
 * ids apart from another's in one set of fingerprints (no set per file: each holds 128 KB before its first id).
 */
export class LogKeys {
  private readonly keys = new Map<string, string>();
  /** The key of each path already met: looked up per hand, the file looked at once. */
  private readonly byPath = new Map<string, string>();

  of(path: string): string {
    const known = this.byPath.get(path);
    if (known !== undefined) return known;
    let identity: string;
    try {
      const st = statSync(path);
      identity = `${st.dev}:${st.ino}`;
    } catch {
      identity = `name:${path}`;
    }
    let key = this.keys.get(identity);
    if (key === undefined) this.keys.set(identity, (key = `${this.keys.size}\u0000`));
    this.byPath.set(path, key);
    return key;
  }
}
