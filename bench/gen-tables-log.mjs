// Writes an NDJSON log of N hands, each at a table of its own (the worst case for per-table state):
// the example hands of every catalog, cycled, with fresh hand, table and shoe ids. Streamed to disk.
import { createWriteStream, readFileSync, readdirSync } from 'node:fs';

export async function writeTablesLog(path, n) {
  const dir = new URL('../fixtures/examples/', import.meta.url);
  const base = readdirSync(dir).filter((f) => f.endsWith('.ndjson')).sort()
    .flatMap((f) => readFileSync(new URL(f, dir), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l)));
  const out = createWriteStream(path);
  for (let i = 0; i < n; i++) {
    const h = structuredClone(base[i % base.length]);
    const id = String(i).padStart(9, '0');
    h.hand_id = `GEN-${id}`;
    h.table_id = `T-${id}`;
    if (h.shoe_id !== undefined) h.shoe_id = `T-${id}-S1`;
    if (!out.write(JSON.stringify(h) + '\n')) await new Promise((r) => out.once('drain', r));
  }
  await new Promise((r) => out.end(r));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [path, n] = process.argv.slice(2);
  await writeTablesLog(path, Number(n));
}
