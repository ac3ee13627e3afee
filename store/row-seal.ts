import type { Db } from './db.js';
import { DigestPages, ROWS, digestText, rowKeys, sha256Bytes } from './chain.js';
import type { SealedTable, TableDigest } from './chain.js';

/**
 * A sealed table's row digests made while the writer writes the rows, from the values it binds, in
 * `rowDigest`'s exact format: the table, then each non-NULL column (in the schema's order,
 * `pragma_table_info`) by name, SQLite type and the upper-case hex of its bytes. The seal then reads
 * nothing back for that table but its first and last rows, checked against SQLite's own text: it skips
 * building each row's text in SQLite and the seal's join (db18: 40-45 ms of the 75-85 ms a 10,000-hand
 * seal took).
 *
 * Only what is certain is sealed this way: a value is typed as SQLite stores it (better-sqlite3 binds every
 * JavaScript number as a REAL, which an INTEGER column stores as an integer when it is a whole number; a
 * well-formed string in a TEXT column is its UTF-8 bytes). Anything else (a lone surrogate, which better-sqlite3
 * writes as three bytes of its own where Buffer writes U+FFFD; a number in a TEXT column, a string in an
 * INTEGER one, a column of another affinity or with a default the insert leaves to SQLite, a row another run
 * wrote first, rows out of the seal's order, a write that failed) gives the table up: the seal reads it back
 * through SQLite as before. So a store sealed this way has the digests SQLite's text gives, and `verify`,
 * which always reads back, checks it unchanged.
 */
export class RowSealer {
  private readonly columns: {
    at: number; integer: boolean; asInteger: Buffer; asText: Buffer;
    /** The last value and its whole segment (name, type, hex, separator): a hand's game, table, dealer, date, a run's seq repeat. */
    last: unknown; segment: Buffer; hits: number; misses: number;
  }[] = [];
  private readonly head: Buffer;
  private out = Buffer.allocUnsafe(4096);
  private utf8 = Buffer.allocUnsafe(1024);
  private readonly pages = new DigestPages();
  private first: Buffer | undefined;
  private last: Buffer | undefined;
  private lastPos = -1;
  private lastIdx = -1;
  /** Why this table is read back instead (undefined while the digests hold). */
  gaveUp: string | undefined;

  constructor(readonly table: SealedTable, inserted: readonly string[], db: Db) {
    this.head = Buffer.from(`${table}\u001f`, 'latin1');
    const info = db.prepare('SELECT name, type, dflt_value FROM pragma_table_info(?) ORDER BY cid').all(table) as
      { name: string; type: string; dflt_value: string | null }[];
    for (const c of info) {
      const at = inserted.indexOf(c.name);
      if (at < 0 && c.dflt_value !== null) this.giveUp(`column ${c.name} has a default the insert leaves to SQLite`);
      const type = c.type.toUpperCase();
      const integer = type.includes('INT');
      const text = !integer && (type.includes('CHAR') || type.includes('CLOB') || type.includes('TEXT'));
      if (at >= 0 && !integer && !text) this.giveUp(`column ${c.name} is neither INTEGER nor TEXT`);
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(c.name)) this.giveUp(`column name ${c.name}`);
      if (at < 0) continue; // always NULL: adds nothing to a row's digest
      this.columns.push({
        at, integer,
        asInteger: Buffer.from(`${c.name}\u001finteger\u001f`, 'latin1'),
        asText: Buffer.from(`${c.name}\u001ftext\u001f`, 'latin1'),
        last: undefined, segment: Buffer.alloc(0), hits: 0, misses: 0,
      });
    }
  }

  giveUp(why: string): void {
    this.gaveUp ??= why;
  }

  /** Rows of hands and run_hands must come in the seal's order: (input position, record index) increasing. */
  inOrder(pos: number, idx: number): void {
    if (pos < this.lastPos || (pos === this.lastPos && idx <= this.lastIdx)) this.giveUp('rows out of the seal\'s order');
    this.lastPos = pos;
    this.lastIdx = idx;
  }

  /** One row as bound, in the insert's column order. */
  add(values: readonly unknown[]): void {
    if (this.gaveUp !== undefined) return;
    let p = this.put(this.head, 0);
    for (const c of this.columns) {
      const v = values[c.at];
      if (v === null || v === undefined) continue;
      if (v === c.last) {
        c.hits++;
        p = this.put(c.segment, p);
      } else {
        const start = p;
        if (c.integer) {
          // A whole number within 2^53 is stored as an integer whose text is JavaScript's (no exponent, -0 as 0).
          if (typeof v !== 'number' || !Number.isSafeInteger(v)) return this.giveUp(`${typeof v} in an INTEGER column`);
          p = this.put(c.asInteger, p);
          p = this.hexText(String(v), p);
        } else {
          if (typeof v !== 'string') return this.giveUp(`${typeof v} in a TEXT column`);
          p = this.put(c.asText, p);
          const q = this.hexText(v, p);
          if (q < 0) return this.giveUp('a lone surrogate in a text');
          p = q;
        }
        this.out[p++] = 0x1e;
        // Kept while the column repeats more often than not (a hand id never does: not copied for every row).
        if (++c.misses < 8 || c.hits >= c.misses) {
          c.last = v;
          c.segment = Buffer.from(this.out.subarray(start, p));
        } else {
          c.last = undefined;
        }
      }
    }
    const d = sha256Bytes(this.out.subarray(0, p));
    this.first ??= d;
    this.last = d;
    this.pages.add(d);
  }

  /**
   * The table's digest, or undefined when it must be read back: given up, or its first and last rows
   * (SQLite's own text) or its row count not what was computed here.
   */
  result(db: Db, runSeq: number, rows: number | undefined): TableDigest | undefined {
    if (this.gaveUp !== undefined) return undefined;
    const spec = ROWS[this.table];
    const text = digestText(db, this.table);
    const count = rows ?? (db.prepare(`SELECT count(*) FROM ${spec.from}`).pluck().get(runSeq) as number);
    if (count !== this.pages.rows) return undefined;
    if (count > 0) {
      const desc = spec.order.split(',').map((o) => `${o.trim()} DESC`).join(', ');
      const first = db.prepare(`SELECT ${text} FROM ${spec.from} ORDER BY ${spec.order} LIMIT 1`).pluck().get(runSeq) as string | null;
      const last = db.prepare(`SELECT ${text} FROM ${spec.from} ORDER BY ${desc} LIMIT 1`).pluck().get(runSeq) as string | null;
      if (first === null || last === null || !sha256Bytes(first).equals(this.first!) || !sha256Bytes(last).equals(this.last!)) return undefined;
    }
    return this.pages.digest(this.table, rowKeys(db, this.table, runSeq));
  }

  get rows(): number {
    return this.pages.rows;
  }

  private room(n: number): void {
    if (n <= this.out.length) return;
    const grown = Buffer.allocUnsafe(Math.max(n, this.out.length * 2));
    this.out.copy(grown);
    this.out = grown;
  }

  /** A short ASCII prefix, copied by hand (Buffer.copy is a call into C++ for a few bytes). */
  private put(bytes: Buffer, p: number): number {
    this.room(p + bytes.length + 1);
    const out = this.out;
    for (let i = 0; i < bytes.length; i++) out[p++] = bytes[i]!;
    return p;
  }

  /**
   * A text's UTF-8 bytes as upper-case hex (room left for the separator after it). ASCII is written from the
   * characters themselves; a text with any other character is encoded by Buffer once, if it is well-formed:
   * better-sqlite3 stores a lone surrogate as its own three bytes (U+D800: ED A0 80) where Buffer writes U+FFFD,
   * so one gives -1 (the table is read back).
   */
  private hexText(s: string, p: number): number {
    this.room(p + 6 * s.length + 1);
    const out = this.out;
    const start = p;
    for (let i = 0; i < s.length; i++) {
      const b = s.charCodeAt(i);
      if (b >= 0x80) return this.hexUtf8(s, start);
      out[p++] = HEX[b >> 4]!;
      out[p++] = HEX[b & 15]!;
    }
    return p;
  }

  private hexUtf8(s: string, p: number): number {
    if (!(s as WellFormed).isWellFormed()) return -1;
    if (this.utf8.length < 3 * s.length) this.utf8 = Buffer.allocUnsafe(Math.max(3 * s.length, 2 * this.utf8.length));
    const n = this.utf8.write(s, 0, 'utf8');
    const out = this.out;
    const u = this.utf8;
    for (let i = 0; i < n; i++) {
      const b = u[i]!;
      out[p++] = HEX[b >> 4]!;
      out[p++] = HEX[b & 15]!;
    }
    return p;
  }
}

/** String.prototype.isWellFormed (Node 20's V8 has it; the compiler's lib is older). */
type WellFormed = string & { isWellFormed(): boolean };

const HEX = Buffer.from('0123456789ABCDEF', 'latin1');
