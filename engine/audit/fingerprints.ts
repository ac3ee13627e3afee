/**
 * A set of 64-bit fingerprints of hand ids, for duplicate detection in
 * compact memory: 8 bytes a slot at up to 70 % load (about 11 bytes a hand,
 * 11 MB per million hands) instead of the id strings. Two distinct ids share
 * a fingerprint with probability about n²/2⁶⁵ (3·10⁻⁶ for ten million hands),
 * so a reported duplicate is, for any real log, a real one.
 */
export class FingerprintSet {
  private hi = new Int32Array(1 << 16);
  private lo = new Int32Array(1 << 16);
  private count = 0;

  /** Adds the id; returns false when it was already present. */
  add(id: string): boolean {
    let a = hash32(id, 0x9747b28c);
    let b = hash32(id, 0x5bd1e995);
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

/** MurmurHash3 (x86, 32-bit) over the string's UTF-16 code units. */
function hash32(s: string, seed: number): number {
  let h = seed | 0;
  for (let i = 0; i < s.length; i++) {
    let k = Math.imul(s.charCodeAt(i), 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, 0x1b873593);
    h ^= k;
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  }
  h ^= s.length;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h;
}
