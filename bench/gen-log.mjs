// Writes an NDJSON log of N pot luck hands, cloned from the shared clean examples with fresh ids
// (and, with a fault rate, some payouts corrupted), streamed to disk so any N fits.
import { createWriteStream, readFileSync } from 'node:fs';

export async function writePotLuckLog(path, n, { faultEvery = 0 } = {}) {
  const base = JSON.parse(readFileSync(new URL('../fixtures/pe-pot-luck-black-jack/clean-examples.json', import.meta.url), 'utf8'));
  const out = createWriteStream(path);
  for (let i = 0; i < n; i++) {
    const h = structuredClone(base[i % base.length]);
    h.hand_id = `GEN-${String(i).padStart(9, '0')}`;
    if (faultEvery > 0 && i % faultEvery === 0) {
      const p = h.events.find((e) => e.type === 'payout' || e.type === 'collect');
      if (p) p.amount += 5;
    }
    if (!out.write(JSON.stringify(h) + '\n')) await new Promise((r) => out.once('drain', r));
  }
  await new Promise((r) => out.end(r));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [path, n, faultEvery] = process.argv.slice(2);
  await writePotLuckLog(path, Number(n), { faultEvery: Number(faultEvery ?? 0) });
}
