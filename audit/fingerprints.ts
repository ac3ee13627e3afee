import { randomBytes } from 'node:crypto';

/**
 * A set of 64-bit fingerprints of hand ids, for duplicate detection in compact memory: the id
 * strings are not kept. Two distinct ids share a fingerprint with probability about n²/2⁶⁵
 * (3·10⁻⁶ for ten million hands), so a reported duplicate is, for any real log, a real one.
 *
 * The fingerprint is HalfSipHash-2-4 with a 64-bit output (Aumasson and Bernstein's keyed hash for
 * 32-bit words) under a key drawn for each process. With a fixed, public hash (it was MurmurHash3
 * with two constant seeds) a log's writer could search out two ids with the same fingerprint (a
 * birthday search of about 2³² hashes) and have a genuine hand rejected as a "repeat"; without the
 * key that search is impossible, and unlike a seeded MurmurHash, SipHash has no collisions that hold
 * for every key. It is computed here, in JavaScript, on the id's UTF-16 code units (ids that differ
 * only in lone surrogates stay distinct): one `createHash('sha256')` per id cost about 3 % of an
 * audit (docs/performance.md).
 *
 * Memory: 1,024 open-addressing tables picked by ten bits of the fingerprint, each grown by half
 * when it is 80 % full. Growing one table copies a thousandth of the set, so there is never a
 * moment holding the whole set twice (a single table doubling did: 200 MB at ten million ids), and
 * the load stays between 53 and 80 %: about 12 bytes an id (120 MB for ten million).
 */
const KEY = randomBytes(8);
const K0 = KEY.readInt32LE(0);
const K1 = KEY.readInt32LE(4);

const PARTS = 1024;
const FIRST_SLOTS = 16;

/** HalfSipHash-2-4, 64-bit output, over a string's UTF-16 code units (two to a 32-bit word). */
function fingerprint(id: string, out: Int32Array): void {
  let v0 = K0;
  let v1 = K1 ^ 0xee;
  let v2 = 0x6c796765 ^ K0;
  let v3 = 0x74656462 ^ K1;
  const n = id.length;
  const whole = n & ~1;
  for (let i = 0; i < whole; i += 2) {
    const m = id.charCodeAt(i) | (id.charCodeAt(i + 1) << 16);
    v3 ^= m;
    for (let r = 0; r < 2; r++) {
      v0 = (v0 + v1) | 0; v1 = (v1 << 5) | (v1 >>> 27); v1 ^= v0; v0 = (v0 << 16) | (v0 >>> 16);
      v2 = (v2 + v3) | 0; v3 = (v3 << 8) | (v3 >>> 24); v3 ^= v2;
      v0 = (v0 + v3) | 0; v3 = (v3 << 7) | (v3 >>> 25); v3 ^= v0;
      v2 = (v2 + v1) | 0; v1 = (v1 << 13) | (v1 >>> 19); v1 ^= v2; v2 = (v2 << 16) | (v2 >>> 16);
    }
    v0 ^= m;
  }
  // The last word: the length (in code units, mod 2^16) and the odd code unit left over, if any.
  const b = ((n & 0xffff) << 16) | (n & 1 ? id.charCodeAt(n - 1) : 0);
  v3 ^= b;
  for (let r = 0; r < 2; r++) {
    v0 = (v0 + v1) | 0; v1 = (v1 << 5) | (v1 >>> 27); v1 ^= v0; v0 = (v0 << 16) | (v0 >>> 16);
    v2 = (v2 + v3) | 0; v3 = (v3 << 8) | (v3 >>> 24); v3 ^= v2;
    v0 = (v0 + v3) | 0; v3 = (v3 << 7) | (v3 >>> 25); v3 ^= v0;
    v2 = (v2 + v1) | 0; v1 = (v1 << 13) | (v1 >>> 19); v1 ^= v2; v2 = (v2 << 16) | (v2 >>> 16);
  }
  v0 ^= b;
  v2 ^= 0xee;
  for (let r = 0; r < 4; r++) {
    v0 = (v0 + v1) | 0; v1 = (v1 << 5) | (v1 >>> 27); v1 ^= v0; v0 = (v0 << 16) | (v0 >>> 16);
    v2 = (v2 + v3) | 0; v3 = (v3 << 8) | (v3 >>> 24); v3 ^= v2;
    v0 = (v0 + v3) | 0; v3 = (v3 << 7) | (v3 >>> 25); v3 ^= v0;
    v2 = (v2 + v1) | 0; v1 = (v1 << 13) | (v1 >>> 19); v1 ^= v2; v2 = (v2 << 16) | (v2 >>> 16);
  }
  out[0] = v1 ^ v3;
  v1 ^= 0xdd;
  for (let r = 0; r < 4; r++) {
    v0 = (v0 + v1) | 0; v1 = (v1 << 5) | (v1 >>> 27); v1 ^= v0; v0 = (v0 << 16) | (v0 >>> 16);
    v2 = (v2 + v3) | 0; v3 = (v3 << 8) | (v3 >>> 24); v3 ^= v2;
    v0 = (v0 + v3) | 0; v3 = (v3 << 7) | (v3 >>> 25); v3 ^= v0;
    v2 = (v2 + v1) | 0; v1 = (v1 << 13) | (v1 >>> 19); v1 ^= v2; v2 = (v2 << 16) | (v2 >>> 16);
  }
  out[1] = v1 ^ v3;
}

/** One of the set's tables: fingerprints as (hi, lo) pairs side by side, (0, 0) an empty slot. */
interface Part {
  slots: Int32Array;
  count: number;
}

export class FingerprintSet {
  private readonly parts: Part[] = Array.from({ length: PARTS }, () => ({ slots: new Int32Array(2 * FIRST_SLOTS), count: 0 }));
  private readonly d = new Int32Array(2);
  private count = 0;

  /** Adds the id; returns false when it was already present. */
  add(id: string): boolean {
    fingerprint(id, this.d);
    const a = this.d[0]!;
    let b = this.d[1]!;
    if (a === 0 && b === 0) b = 1; // (0, 0) marks an empty slot
    const part = this.parts[a & (PARTS - 1)]!;
    if (part.count * 5 >= (part.slots.length >> 1) * 4) grow(part);
    if (!insert(part, a, b)) return false;
    this.count++;
    return true;
  }

  /** Whether the id was added. */
  has(id: string): boolean {
    fingerprint(id, this.d);
    const a = this.d[0]!;
    let b = this.d[1]!;
    if (a === 0 && b === 0) b = 1;
    const slots = this.parts[a & (PARTS - 1)]!.slots;
    const size = slots.length >> 1;
    for (let i = home(a, b, size); ; i = i + 1 === size ? 0 : i + 1) {
      const h = slots[2 * i]!;
      const l = slots[2 * i + 1]!;
      if (h === 0 && l === 0) return false;
      if (h === a && l === b) return true;
    }
  }

  get size(): number {
    return this.count;
  }

  /** The bytes its tables hold. */
  get bytes(): number {
    return this.parts.reduce((n, p) => n + p.slots.byteLength, 0);
  }
}

/** The slot a fingerprint's probe starts at: bits the table choice did not use, scaled to the table's size. */
function home(a: number, b: number, size: number): number {
  return Math.floor((((a >>> 10) ^ Math.imul(b, 0x27d4eb2d)) >>> 0) * size / 4294967296);
}

function insert(part: Part, a: number, b: number): boolean {
  const slots = part.slots;
  const size = slots.length >> 1;
  let i = home(a, b, size);
  for (;;) {
    const h = slots[2 * i]!;
    const l = slots[2 * i + 1]!;
    if (h === 0 && l === 0) break;
    if (h === a && l === b) return false;
    if (++i === size) i = 0;
  }
  slots[2 * i] = a;
  slots[2 * i + 1] = b;
  part.count++;
  return true;
}

function grow(part: Part): void {
  const old = part.slots;
  part.slots = new Int32Array(2 * Math.ceil((old.length >> 1) * 1.5));
  part.count = 0;
  for (let i = 0; i < old.length; i += 2) if (old[i] !== 0 || old[i + 1] !== 0) insert(part, old[i]!, old[i + 1]!);
}

/** Where a key was first added: the number of the log it was read in (up to PLACE_LOGS - 1) and its line (0: none). */
export interface FirstPlace {
  /** PLACE_LOGS - 1 for every log past the ones a place can name. */
  log: number;
  line: number;
}

/** How many logs a FingerprintPlaces tells apart; the last number stands for any later log. */
export const PLACE_LOGS = 1024;

/**
 * A FingerprintSet that keeps, with each key, where it was first added (a log's number and a line), for a repeat's
 * reason to name the first place: three 32-bit words a slot, about 18 bytes a key. The log's number rides in the ten
 * low bits of the fingerprint's first word, which pick the key's table and so are the same for every key of it.
 */
export class FingerprintPlaces {
  private readonly parts: Part[] = Array.from({ length: PARTS }, () => ({ slots: new Int32Array(3 * FIRST_SLOTS), count: 0 }));
  private readonly d = new Int32Array(2);

  /** Adds the key read at (`log`, `line`); where it was added before, returns that first place (and keeps it). */
  add(key: string, log: number, line: number): FirstPlace | undefined {
    fingerprint(key, this.d);
    const a = this.d[0]!;
    // Never 0: a slot whose second word is 0 is empty.
    const b = this.d[1]! === 0 ? 1 : this.d[1]!;
    const part = this.parts[a & (PARTS - 1)]!;
    if (part.count * 5 >= (part.slots.length / 3) * 4) growPlaces(part);
    const tagged = (a & ~(PARTS - 1)) | Math.min(log, PLACE_LOGS - 1);
    return insertPlace(part, tagged, b, line);
  }

  /** The bytes its tables hold. */
  get bytes(): number {
    return this.parts.reduce((n, p) => n + p.slots.byteLength, 0);
  }
}

function insertPlace(part: Part, tagged: number, b: number, line: number): FirstPlace | undefined {
  const slots = part.slots;
  const size = slots.length / 3;
  let i = home(tagged, b, size);
  for (;;) {
    const h = slots[3 * i]!;
    const l = slots[3 * i + 1]!;
    if (l === 0) break;
    if (l === b && (h & ~(PARTS - 1)) === (tagged & ~(PARTS - 1))) return { log: h & (PARTS - 1), line: slots[3 * i + 2]! };
    if (++i === size) i = 0;
  }
  slots[3 * i] = tagged;
  slots[3 * i + 1] = b;
  slots[3 * i + 2] = line;
  part.count++;
  return undefined;
}

function growPlaces(part: Part): void {
  const old = part.slots;
  part.slots = new Int32Array(3 * Math.ceil((old.length / 3) * 1.5));
  part.count = 0;
  for (let i = 0; i < old.length; i += 3) if (old[i + 1] !== 0) insertPlace(part, old[i]!, old[i + 1]!, old[i + 2]!);
}
