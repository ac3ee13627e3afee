/**
 * Which worker audits a table: all of a table's hands go to one worker, so the
 * rules that follow a table across hands (the shoe, the posted configuration)
 * see them all, in log order. FNV-1a over the id's UTF-16 code units.
 */
export function workerOf(tableId: string, workers: number): number {
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
 */
export function scanTableId(text: string): string | undefined {
  let from = 0;
  for (;;) {
    const at = text.indexOf('"table_id"', from);
    if (at < 0) return undefined;
    if (depthAt(text, at) === 1) return stringValueAfter(text, at + 10);
    from = at + 1;
  }
}

/** Nesting depth at `end` (outside strings), counting from the line's start; -1 inside a string. */
function depthAt(text: string, end: number): number {
  let depth = 0;
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      // Skip the string, escapes included.
      for (i++; i < end; i++) {
        const d = text.charCodeAt(i);
        if (d === 0x5c) i++;
        else if (d === 0x22) break;
      }
      if (i >= end) return -1;
    } else if (c === 0x7b || c === 0x5b) depth++;
    else if (c === 0x7d || c === 0x5d) depth--;
  }
  return depth;
}

function stringValueAfter(text: string, i: number): string | undefined {
  while (isSpace(text.charCodeAt(i))) i++;
  if (text.charCodeAt(i) !== 0x3a) return undefined; // not a key after all
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
