import { JsonSplitter } from '../../engine/input/json-splitter.js';
import type { SplitItem } from '../../engine/input/json-splitter.js';

/** Everything a JSON document's splitter gives for a text fed in these chunks, its end included. */
export function splitChunks(chunks: string[]): SplitItem[] {
  const s = new JsonSplitter();
  const out: SplitItem[] = [];
  for (const c of chunks) out.push(...s.push(c));
  out.push(...s.end());
  return out;
}

/** A text cut at these points (each taken modulo its length + 1), as a stream would deliver it. */
export function cutAt(text: string, cuts: number[]): string[] {
  const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
  const out: string[] = [];
  let from = 0;
  for (const p of points) {
    out.push(text.slice(from, p));
    from = p;
  }
  out.push(text.slice(from));
  return out;
}
