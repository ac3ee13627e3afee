import type { HandIdentity, SourceRef } from '../engine/core/types.js';
import type { Ruleset } from '../rules-catalog/framework/types.js';
import type { Finding } from './findings.js';
import { FingerprintPlaces, FingerprintSet, PLACE_LOGS } from './fingerprints.js';
import { instantMs } from '../engine/core/instant.js';
import { inputFinding } from './input-findings.js';
import { reason } from '../engine/core/reasons.js';
import type { Reason } from '../engine/core/reasons.js';
import { quoted } from '../engine/input/normalize.js';
import { closeSync, createReadStream, openSync, readSync, statSync } from 'node:fs';
import { gunzipMembers } from '../engine/input/gunzip.js';
import { isGzipName } from '../engine/input/readers.js';
import { createHash } from 'node:crypto';

/** What admission needs of a hand: read from the normalized record, wherever it lives. */
export type HandHead = Pick<HandIdentity, 'hand_id' | 'ruleset' | 'game' | 'table_id' | 'started_at'>;

export type Admitted = { ok: true; ruleset: Ruleset } | { ok: false; finding: Finding };

/**
 * Decides, in log order, whether a well-formed hand is audited: not a repeat of an earlier hand (HandClaims), and
 * governed by a catalog that exists. Kept apart from the replay so a parallel run takes the same decisions in the
 * same order as a single-threaded one.
 */
export class Admission {
  private readonly claims: HandClaims;

  /**
   * `byId`: the catalogs loaded (a hand's catalog is loaded before its admission); `ids`: every catalog a hand may name;
   * `fileOf`: the file a source's name stands for, where they differ (`<stdin>`, spooled to a temporary file); `oneLog`:
   * the run reads one log (HandClaims).
   */
  constructor(private readonly byId: ReadonlyMap<string, Ruleset>, private readonly ids: readonly string[], fileOf?: (name: string) => string, oneLog = false) {
    this.claims = new HandClaims(new LogKeys(fileOf), undefined, oneLog);
  }

  /** Meets a log before it is read (LogKeys.prepare): a compressed copy of a log read before is that log. */
  prepareLog(path: string): Promise<void> {
    return this.claims.logs.prepare(path);
  }

  /** A record that failed the format still claims its hand_id: a later hand with that id is a repeat. */
  noteRejected(handId: string | undefined, source: SourceRef): void {
    this.claims.noteRejected(handId, source.path);
  }

  /** See HandClaims: a hand already read (in its log, or in another log under its table and start) is not audited. */
  admit(head: HandHead, source: SourceRef): Admitted {
    const repeat = this.claims.claim(head, source);
    if (repeat !== undefined) {
      return {
        ok: false,
        finding: inputFinding({
          rule: 'input-duplicate-hand-id', source, handId: head.hand_id, field: 'hand_id',
          // The catalog the repeat names, where it is one of the run's (an unknown one is its own finding, below).
          ruleset: this.ids.includes(head.ruleset) ? head.ruleset : undefined,
          reason: repeat,
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

/** What tells a hand from another across logs. */
export type HandKey = Pick<HandIdentity, 'hand_id' | 'table_id' | 'started_at'>;

/**
 * The hands a run (an audit, a validation) has read, and why a later one is a repeat, not read again:
 * - within a log (a file, or a copy of its bytes: LogKeys) its hand_id is unique (the format): the same id again is a
 *   repeat, whatever else it says;
 * - across logs, a hand of the same table, the same hand_id and the same start (`started_at`, the same instant in
 *   any offset) is the same hand recorded twice (one export as JSON and as NDJSON, as CSV, re-exported with another
 *   day's hands: other bytes, so no copy): audited twice, each finding and each amount owed was counted twice
 *   (hostile31). Its reason names where it was read first, file and line. The same id at another start is another
 *   hand (a casino's daily files each numbering their hands from 1), audited.
 * Each is kept as a fingerprint: about 12 bytes a hand for the ids, 18 for the hands and their first places.
 */
export class HandClaims {
  private readonly ids = new HandIds();
  private readonly hands = new FingerprintPlaces();

  /**
   * `nameOf`: the name a log met under `path` is cited by, where that is another (validate's `<stdin>`); `oneLog`: the
   * run reads one log, so no hand of another log (the check across logs is skipped: a fingerprint a hand).
   */
  constructor(readonly logs: LogKeys, private readonly nameOf: (path: string) => string = (path) => path, private readonly oneLog = false) {}

  /** A record that failed the format: its hand_id, where it has one, is claimed within its log. */
  noteRejected(handId: string | undefined, path: string): void {
    if (handId !== undefined) this.ids.claim(this.logs.of(path), handId);
  }

  /** Claims a well-formed hand read at `source`: undefined where it is new, else why it is a repeat. */
  claim(hand: HandKey, source: SourceRef): Reason | undefined {
    const log = this.logs.of(source.path);
    const claim = this.ids.claim(log, hand.hand_id);
    if (claim !== 'new') return repeatReason(hand.hand_id, this.otherName(source.path), claim === 'canonical');
    if (this.oneLog) return undefined;
    const id = /[^\u0000-\u007f]/.test(hand.hand_id) ? hand.hand_id.normalize('NFC') : hand.hand_id;
    const line = Math.min(source.line ?? 0, 0x7fffffff);
    const first = this.hands.add(`${hand.table_id}\u0000${instantMs(hand.started_at)}\u0000${id}`, this.logs.numberOf(log), line);
    if (first === undefined) return undefined;
    const data = { id: `"${hand.hand_id}"`, table: quoted(hand.table_id), at: hand.started_at };
    const path = first.log < PLACE_LOGS - 1 ? this.logs.pathOf(first.log) : undefined;
    if (path === undefined) return reason('admission.repeat-hand-earlier', data);
    const place = first.line > 0 ? `${this.nameOf(path)}:${first.line}` : this.nameOf(path);
    return reason('admission.repeat-hand', { ...data, place });
  }

  /** The name the log of `path` was first read under, where that is another name (a link, a copy). */
  private otherName(path: string): string | undefined {
    const first = this.logs.otherName(path);
    return first === undefined ? undefined : this.nameOf(first);
  }
}

/**
 * The hand_ids each log has claimed, kept as fingerprints. An id that is an earlier one's text in Unicode's canonical
 * form (NFC: `é` as U+00E9 or as `e` + U+0301; `K` or the Kelvin sign U+212A) is that id written with other code
 * points: the reports print the two alike, and a dispute filed under the one is the other's too (hostile18). Only the
 * ids holding a character past ASCII are normalized (an ASCII text is its own canonical form), and their forms kept in
 * a second set made at the first of them; an ASCII id is looked for there, as the form of an earlier non-ASCII one.
 */
export class HandIds {
  private readonly exact = new FingerprintSet();
  /** The canonical forms of the non-ASCII ids claimed. */
  private forms: FingerprintSet | undefined;

  /** `log`: the log's key (LogKeys.of). 'repeat': the same code points; 'canonical': the same text in NFC. */
  claim(log: string, id: string): 'new' | 'repeat' | 'canonical' {
    if (!this.exact.add(log + id)) return 'repeat';
    if (!/[^\u0000-\u007f]/.test(id)) return this.forms?.has(log + id) ? 'canonical' : 'new';
    const form = id.normalize('NFC');
    if (form !== id && this.exact.has(log + form)) return 'canonical';
    this.forms ??= new FingerprintSet();
    return this.forms.add(log + form) ? 'new' : 'canonical';
  }
}

/** The code points past ASCII an id is written with (`U+0065 U+0301` shows what the printed `é` hides). */
function codePoints(id: string): string {
  const points = [...id].filter((c) => c.codePointAt(0)! > 0x7f).map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`);
  return [...new Set(points)].slice(0, 8).join(' ') || 'ASCII';
}

/**
 * Why a repeat is not audited: it repeats its own log, or the log another name (a link, a copy) read first; or, where
 * `canonical`, it is an earlier id written with other code points.
 */
export function repeatReason(id: string, otherName: string | undefined, canonical = false) {
  if (canonical) return reason('admission.repeat-canonical', { id: `"${id}"`, codes: codePoints(id) });
  return otherName === undefined
    ? reason('admission.repeat', { id: `"${id}"` })
    : reason('admission.repeat-copy', { id: `"${id}"`, file: otherName });
}

/**
 * A short key for each log a run reads, the same for the same log however it is named: its device and inode, where
 * the file can be looked at (a second name, a link); else its name. A copy is the same log too: a file whose size is
 * an earlier file's is hashed (SHA-256, only then, so a run of logs of different sizes reads no byte twice), and
 * the same bytes are the same log, its hands repeats (`logs/*.ndjson backup/*.ndjson` audits each hand once).
 * A log met through `prepare` (the auditors', before they read it) is compared by its content: a `.gz` by the bytes it
 * decompresses to, its size the one its gzip trailer gives, so `a.ndjson` and `gzip -k`'s `a.ndjson.gz` are one log
 * too (hostile30: both were audited, every finding and every amount owed counted twice).
 * Prefixed to a hand_id, the key keeps a log's ids apart from another's in one set of fingerprints (no set per
 * file: each holds 128 KB before its first id).
 */
export class LogKeys {
  private readonly keys = new Map<string, string>();
  /** The key of each path already met: looked up per hand, the file looked at once. */
  private readonly byPath = new Map<string, string>();
  /** The path each log was first met under. */
  private readonly firstPath = new Map<string, string>();
  /**
   * The files met so far, by the size of what they hold: where a copy of one may be found. `gz`: the file is read
   * decompressed (met through `prepare`), its size the trailer's and its hash its content's.
   */
  private readonly bySize = new Map<number, LogEntry[]>();
  private count = 0;

  /** `fileOf`: the file a name stands for (`<stdin>`'s copy): looked at, and hashed, in its place. */
  constructor(private readonly fileOf: (name: string) => string = (name) => name) {}

  /** The log's key, its file compared by its bytes as they are (a log `prepare` has not met). */
  of(path: string): string {
    const known = this.byPath.get(path);
    if (known !== undefined) return known;
    const { identity, file, size } = this.look(path, false);
    let key = this.keys.get(identity);
    if (key === undefined) {
      const earlier = size > 0 ? this.bySize.get(size) : undefined;
      let sha256: string | null | undefined;
      if (earlier) {
        sha256 = fileSha256(file);
        // A compressed log's content hash is `prepare`'s to make (a stream); here it is compared only once made.
        if (sha256 !== null) key = earlier.find((e) => (e.sha256 !== undefined ? e.sha256 : e.gz ? undefined : (e.sha256 = fileSha256(e.path))) === sha256)?.key;
      }
      key ??= this.newKey(path, { path: file, gz: false, key: '', sha256 }, size, earlier);
      this.keys.set(identity, key);
    }
    this.byPath.set(path, key);
    return key;
  }

  /**
   * Meets a log before it is read, comparing it by its content: a `.gz` by the bytes it decompresses to (hashed as it
   * streams: a copy is found without holding it), so that its hands are repeats of the same log's read before.
   */
  async prepare(path: string): Promise<void> {
    if (this.byPath.has(path)) return;
    const gz = isGzipName(path);
    const { identity, file, size } = this.look(path, gz);
    let key = this.keys.get(identity);
    if (key === undefined) {
      const earlier = size > 0 ? this.bySize.get(size) : undefined;
      let sha256: string | null | undefined;
      if (earlier) {
        sha256 = await contentSha256(file, gz);
        if (sha256 !== null) {
          for (const e of earlier) {
            e.sha256 ??= await contentSha256(e.path, e.gz);
            if (e.sha256 === sha256) {
              key = e.key;
              break;
            }
          }
        }
      }
      key ??= this.newKey(path, { path: file, gz, key: '', sha256 }, size, earlier);
      this.keys.set(identity, key);
    }
    this.byPath.set(path, key);
  }

  /** The file a name stands for, its identity, and the size of what it holds (`gz`: the trailer's; -1: none known). */
  private look(path: string, gz: boolean): { identity: string; file: string; size: number } {
    const file = this.fileOf(path);
    try {
      const st = statSync(file);
      const size = !st.isFile() || st.size === 0 ? -1 : gz ? gzipTrailerSize(file, st.size) : st.size;
      return { identity: `${st.dev}:${st.ino}`, file, size };
    } catch {
      return { identity: `name:${path}`, file, size: -1 };
    }
  }

  /** A log met for the first time: its key, and where a later copy of it will look for it. */
  private newKey(path: string, entry: LogEntry, size: number, earlier: LogEntry[] | undefined): string {
    const key = `${this.count++}\u0000`;
    this.firstPath.set(key, path);
    if (size > 0) {
      entry.key = key;
      if (earlier) earlier.push(entry);
      else this.bySize.set(size, [entry]);
    }
    return key;
  }

  /** The number of a log's key (`of`): 0 for the first log met. */
  numberOf(key: string): number {
    return Number.parseInt(key, 10);
  }

  /** The path the log numbered `n` was first met under. */
  pathOf(n: number): string | undefined {
    return this.firstPath.get(`${n}\u0000`);
  }

  /** The name the log of `path` was first read under, where that is another name (a link, a copy). */
  otherName(path: string): string | undefined {
    const first = this.firstPath.get(this.of(path));
    return first !== undefined && first !== path ? first : undefined;
  }
}

interface LogEntry {
  path: string;
  key: string;
  /** Read decompressed: its hash is its content's, which a bare read cannot give (`of` leaves it null). */
  gz: boolean;
  sha256?: string | null;
}

/**
 * The size of what a gzip file decompresses to, as its last member's trailer gives it (ISIZE, modulo 2³²): the whole
 * content's for the one member `gzip` writes; only a hint, the content's hash decides. -1 where it has no trailer.
 */
function gzipTrailerSize(path: string, size: number): number {
  if (size < 18) return -1;
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    const b = Buffer.alloc(4);
    return readSync(fd, b, 0, 4, size - 4) === 4 && b.readUInt32LE(0) > 0 ? b.readUInt32LE(0) : -1;
  } catch {
    return -1;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** The SHA-256 of what a log holds: its bytes, or a `.gz`'s decompressed (every member); null where it cannot be read. */
async function contentSha256(path: string, gz: boolean): Promise<string | null> {
  if (!gz) return fileSha256(path);
  const hash = createHash('sha256');
  const raw = createReadStream(path);
  try {
    for await (const chunk of gunzipMembers(raw)) hash.update(chunk);
    return hash.digest('hex');
  } catch {
    return null;
  } finally {
    raw.destroy();
  }
}

/** A file's SHA-256, read in pieces (null where it cannot be read: it is then a log of its own). */
function fileSha256(path: string): string | null {
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    const hash = createHash('sha256');
    const buf = Buffer.allocUnsafe(1 << 20);
    for (let n; (n = readSync(fd, buf, 0, buf.length, null)) > 0;) hash.update(buf.subarray(0, n));
    return hash.digest('hex');
  } catch {
    return null;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
