/**
 * Which worker audits a table: all of a table's hands go to one worker, so the
 * rules that follow a table across hands (the shoe, the posted configuration)
 * see them all, in log order. FNV-1a over the id's UTF-16 code units.
 */
export function workerOf(tableId: string, workers: number): number {
  // The id as the hand is read (engine/input/normalize.ts): in NFC, so a table written in both forms is one worker's.
  if (/[^\u0000-\u007f]/.test(tableId)) tableId = tableId.normalize('NFC');
  let h = 0x811c9dc5;
  for (let i = 0; i < tableId.length; i++) {
    h ^= tableId.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % workers;
}

/**
 * The `table_id` of an NDJSON line, read without parsing the line: the first
 * `"table_id"` key at the top level of the object, if its value is a string.
 * A guess that is wrong (a key written with escapes, or given twice) costs
 * only time: the worker that parses the line checks it and sends it on.
 * One pass over the line, whatever it holds: a line of 40,000 nested
 * `{"table_id":0}` objects before the real key costs what its length costs
 * (rescanning from the line's start at each occurrence cost its square).
 */
export function scanTableId(text: string): string | undefined {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      const start = i + 1;
      let escaped = false;
      // Skip the string, escapes included.
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i);
        if (d === 0x5c) {
          escaped = true;
          i++;
        } else if (d === 0x22) break;
      }
      if (i >= text.length) return undefined; // an unterminated string
      if (depth === 1 && !escaped && i - start === 8 && text.startsWith('table_id', start)) {
        const value = stringValueAfter(text, i + 1);
        if (value !== NOT_A_KEY) return value;
      }
    } else if (c === 0x7b || c === 0x5b) depth++;
    else if (c === 0x7d || c === 0x5d) depth--;
  }
  return undefined;
}

/** `"table_id"` was a value, not a key: the scan goes on. */
const NOT_A_KEY = Symbol('not a key');

function stringValueAfter(text: string, i: number): string | undefined | typeof NOT_A_KEY {
  while (isSpace(text.charCodeAt(i))) i++;
  if (text.charCodeAt(i) !== 0x3a) return NOT_A_KEY;
  i++;
  while (isSpace(text.charCodeAt(i))) i++;
  if (text.charCodeAt(i) !== 0x22) return undefined;
  let escaped = false;
  for (let j = i + 1; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (c === 0x5c) {
      escaped = true;
      j++;
    } else if (c === 0x22) {
      const literal = text.slice(i, j + 1);
      if (!escaped) return literal.slice(1, -1);
      try {
        return JSON.parse(literal) as string;
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
}
