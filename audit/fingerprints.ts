import { createHash, randomBytes } from 'node:crypto';

/**
 * A set of 64-bit fingerprints of hand ids, for duplicate detection in
 * compact memory: 8 bytes a slot at up to 70 % load (about 11 bytes a hand,
 * 11 MB per million hands) instead of the id strings. Two distinct ids share
 * a fingerprint with probability about n²/2⁶⁵ (3·10⁻⁶ for ten million hands),
 * so a reported duplicate is, for any real log, a real one.
 *
 * The fingerprint is SHA-256 under a key drawn for each process. With a fixed,
 * public hash (it was MurmurHash3 with two constant seeds) a log's writer could
 * search out two ids with the same fingerprint (a birthday search of about 2³²
 * hashes) and have a genuine hand rejected as a "repeat"; without the key that
 * search is impossible. The id is hashed as UTF-16 code units, so ids that
 * differ only in lone surrogates stay distinct.
 */
const KEY = randomBytes(32);

export class FingerprintSet {
  private hi = new Int32Array(1 << 16);
  private lo = new Int32Array(1 << 16);
  private count = 0;

  /** Adds the id; returns false when it was already present. */
  add(id: string): boolean {
    const d = createHash('sha256').update(KEY).update(id, 'utf16le').digest();
    const a = d.readInt32LE(0);
    let b = d.readInt32LE(4);
    if (a === 0 && b === 0) b = 1; // (0, 0) marks an empty slot
    if (this.count * 10 >= this.hi.length * 7) this.grow();
    return this.insert(a, b);
  }

  get size(): number {
    return this.count;
  }

  private insert(a: number, b: number): boolean {
    const mask = this.hi.length - 1;
    let i = (a ^ Math.imul(b, 0x27d4eb2d)) & mask;
    for (;;) {
      const h = this.hi[i]!;
      const l = this.lo[i]!;
      if (h === 0 && l === 0) break;
      if (h === a && l === b) return false;
      i = (i + 1) & mask;
    }
    this.hi[i] = a;
    this.lo[i] = b;
    this.count++;
    return true;
  }

  private grow(): void {
    const { hi, lo } = this;
    this.hi = new Int32Array(hi.length * 2);
    this.lo = new Int32Array(hi.length * 2);
    this.count = 0;
    for (let i = 0; i < hi.length; i++) if (hi[i] !== 0 || lo[i] !== 0) this.insert(hi[i]!, lo[i]!);
  }
}
