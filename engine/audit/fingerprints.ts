import { createHash } from 'node:crypto';

/**
 * A set of 64-bit fingerprints of hand ids, for duplicate detection in
 * bounded memory: 16 bytes a hand instead of the id strings. Two distinct ids
 * share a fingerprint with probability about n²/2⁶⁵ (3·10⁻⁶ for ten million
 * hands), so a reported duplicate is, for any real log, a real one.
 */
export class FingerprintSet {
  private hi = new Int32Array(1 << 16);
  private lo = new Int32Array(1 << 16);
  private used = new Uint8Array(1 << 16);
  private count = 0;

  /** Adds the id; returns false when it was already present. */
  add(id: string): boolean {
    const h = createHash('sha1').update(id).digest();
    const a = h.readInt32LE(0);
    const b = h.readInt32LE(4);
    if (this.count * 2 >= this.used.length) this.grow();
    return this.insert(a, b);
  }

  get size(): number {
    return this.count;
  }

  private insert(a: number, b: number): boolean {
    const mask = this.used.length - 1;
    let i = (a ^ (b >>> 7)) & mask;
    while (this.used[i]) {
      if (this.hi[i] === a && this.lo[i] === b) return false;
      i = (i + 1) & mask;
    }
    this.used[i] = 1;
    this.hi[i] = a;
    this.lo[i] = b;
    this.count++;
    return true;
  }

  private grow(): void {
    const { hi, lo, used } = this;
    const size = used.length * 2;
    this.hi = new Int32Array(size);
    this.lo = new Int32Array(size);
    this.used = new Uint8Array(size);
    this.count = 0;
    for (let i = 0; i < used.length; i++) if (used[i]) this.insert(hi[i]!, lo[i]!);
  }
}
