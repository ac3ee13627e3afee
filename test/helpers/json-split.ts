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
